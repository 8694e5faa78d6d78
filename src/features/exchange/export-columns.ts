import { isoTime } from '@/shared/lib/date'
import type { ExportColumn } from '@/shared/ui/export-csv-button'
import type { ExchangeRecord } from './api/exchange-api'

/**
 * The flash exchange record's CSV columns (docs/architecture.md, "CSV export"): `amount` paid in
 * `from`, `receive` and `fee` in `to`, `rate` in `to` per `from`; decimal strings as they arrive.
 */
export const EXCHANGE_COLUMNS: readonly ExportColumn<ExchangeRecord>[] = [
  { key: 'time', value: (r) => isoTime(r.createdAt) },
  { key: 'from', value: (r) => r.from },
  { key: 'to', value: (r) => r.to },
  { key: 'amount', value: (r) => r.amount },
  { key: 'receive', value: (r) => r.receive },
  { key: 'exchangeRate', value: (r) => r.rate },
  { key: 'fee', value: (r) => r.fee },
  { key: 'id', value: (r) => r.id },
]
