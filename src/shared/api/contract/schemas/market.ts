import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { CANDLE_INTERVALS, MARKET_CATEGORIES, MARKET_LIST_CATEGORIES } from '../market'
import { VolumeRulesEntries } from './trading'
import { count, decimal, isoTime } from './wire'

// The market answers' schemas (docs/api.md section 9, 10060, 10062).

/** One instrument's quote, and how much of it one order may trade. Prices are decimal strings with the instrument's `digits` places. */
export const MarketQuoteSchema = v.object({
  ...VolumeRulesEntries,
  symbol: v.string(),
  name: v.string(),
  category: v.picklist(MARKET_CATEGORIES),
  digits: count,
  /** Last (mid) price; sell at `bid`, buy at `ask`. */
  price: decimal,
  bid: decimal,
  ask: decimal,
  /** Change over the last 24 hours, percent with 2 places ("-1.25"). */
  change: decimal,
})

/** 10060: the quotes of one category, and the server's clock they were taken at. */
export const MarketListSchema = v.object({ list: v.array(MarketQuoteSchema), serverTime: isoTime })

/** One candle. `time`: its start, epoch seconds (UTC). Prices with the instrument's digits. */
export const CandleSchema = v.object({ time: count, open: decimal, high: decimal, low: decimal, close: decimal, volume: decimal })

/** 10062: candles oldest first (the last one still forming up to `serverTime`). */
export const CandleListSchema = v.object({ symbol: v.string(), interval: v.picklist(CANDLE_INTERVALS), list: v.array(CandleSchema), serverTime: isoTime })

/** The market codes: each one's form fields and the answer's `data` (contract/index.ts joins the areas). */
export const marketContract = {
  [RPC.marketList]: { fields: v.object({ category: v.picklist([...MARKET_LIST_CATEGORIES, 'all']) }), data: MarketListSchema },
  [RPC.candles]: { fields: v.object({ symbol: v.string(), interval: v.picklist(CANDLE_INTERVALS), limit: v.number(), before: v.optional(v.number()) }), data: CandleListSchema },
} as const
