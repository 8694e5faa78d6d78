import Decimal from 'decimal.js'
import dayjs from 'dayjs'
import { provideDayjs } from '@/shared/lib/date'
import { provideDecimal } from '@/shared/lib/decimal'

// The app loads decimal.js and dayjs beside the pages that need them (src/shared/lib/libraries.ts);
// the mock backend computes with the same helpers from its first request, so it hands them over
// as soon as it is imported. Imported first by http-handlers.ts, the root of every mock handler.
provideDecimal(Decimal)
provideDayjs(dayjs)
