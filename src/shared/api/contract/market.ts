import type * as v from 'valibot'
import type { MarketQuoteSchema, MarketListSchema, CandleSchema, CandleListSchema } from './schemas/market'

// Market data as it travels (docs/api.md section 9, 10060, 10062): its values here, its answers'
// schemas in schemas/market.ts.

export const MARKET_CATEGORIES = ['crypto', 'crudeOil', 'forex', 'gold', 'stockIndex'] as const
export type MarketCategory = (typeof MARKET_CATEGORIES)[number]

/** The categories a market list is asked for: the popular instruments, or one category. */
export const MARKET_LIST_CATEGORIES = ['popular', ...MARKET_CATEGORIES] as const
export type MarketListCategory = (typeof MARKET_LIST_CATEGORIES)[number]

/** What 10060's `category` may ask for: a category's list, or `all` instruments (the order ticket). */
export type MarketListQuery = MarketListCategory | 'all'

/** The chart intervals, shortest first. */
export const CANDLE_INTERVALS = ['1m', '3m', '5m', '15m', '30m', '1h', '4h', '1D', '5D', '1w', '1M', '3M', '6M'] as const
export type CandleInterval = (typeof CANDLE_INTERVALS)[number]


// The shapes of the answers, checked by the schemas in schemas/market.ts.
export type MarketQuote = v.InferOutput<typeof MarketQuoteSchema>
export type MarketList = v.InferOutput<typeof MarketListSchema>
export type Candle = v.InferOutput<typeof CandleSchema>
export type CandleList = v.InferOutput<typeof CandleListSchema>
