import type { VolumeRules } from './trading'

// Market data as it travels (docs/api.md section 9, 10060).

export type MarketCategory = 'crypto' | 'crudeOil' | 'forex' | 'gold' | 'stockIndex'

/** The categories a market list is asked for: the popular instruments, or one category. */
export type MarketListCategory = 'popular' | MarketCategory
export const MARKET_LIST_CATEGORIES: readonly MarketListCategory[] = ['popular', 'crypto', 'crudeOil', 'forex', 'gold', 'stockIndex']

/** What 10060's `category` may ask for: a category's list, or `all` instruments (the order ticket). */
export type MarketListQuery = MarketListCategory | 'all'

/** One instrument's quote, and how much of it one order may trade. Prices are decimal strings with the instrument's `digits` places. */
export interface MarketQuote extends VolumeRules {
  symbol: string
  name: string
  category: MarketCategory
  digits: number
  /** Last (mid) price; sell at `bid`, buy at `ask`. */
  price: string
  bid: string
  ask: string
  /** Change over the last 24 hours, percent with 2 places ("-1.25"). */
  change: string
}

/** 10060: the quotes of one category, and the server's clock they were taken at. */
export interface MarketList {
  list: MarketQuote[]
  serverTime: string
}

/** The chart intervals, shortest first. */
export const CANDLE_INTERVALS = ['1m', '3m', '5m', '15m', '30m', '1h', '4h', '1D', '5D', '1w', '1M', '3M', '6M'] as const
export type CandleInterval = (typeof CANDLE_INTERVALS)[number]

/** One candle. `time`: its start, epoch seconds (UTC). Prices with the instrument's digits. */
export interface Candle {
  time: number
  open: string
  high: string
  low: string
  close: string
  volume: string
}

/** 10062: candles oldest first (the last one still forming up to `serverTime`). */
export interface CandleList {
  symbol: string
  interval: CandleInterval
  list: Candle[]
  serverTime: string
}
