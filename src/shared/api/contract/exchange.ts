import type * as v from 'valibot'
import type { ExchangeQuoteSchema, ExchangeRecordSchema, ExchangeRecordPageSchema, ExchangeResultSchema } from './schemas/exchange'

// Flash exchange data as it travels (docs/api.md, 10055, 10056, 10058): its answers' schemas are
// in schemas/exchange.ts.


// The shapes of the answers, checked by the schemas in schemas/exchange.ts.
export type ExchangeQuote = v.InferOutput<typeof ExchangeQuoteSchema>
export type ExchangeRecord = v.InferOutput<typeof ExchangeRecordSchema>
export type ExchangeRecordPage = v.InferOutput<typeof ExchangeRecordPageSchema>
export type ExchangeResult = v.InferOutput<typeof ExchangeResultSchema>
