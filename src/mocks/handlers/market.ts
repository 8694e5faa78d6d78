import { RESP_CODES } from '@/shared/api/contract/envelope'
import { MARKET_LIST_CATEGORIES, type MarketList, type MarketListCategory, type MarketQuote } from '@/shared/api/contract/market'
import { RPC } from '@/shared/api/rpc-codes'
import { DAY_MS, now, nowIso } from '../clock'
import { hashSeed } from '../random'
import { defineRpc, MockRpcError } from '../rpc'
import { MARKET_INSTRUMENTS } from '../seed'

// Market quotes (10060). Each instrument's price is a seeded function of the mock clock: waves of a
// week, a day, four hours and an hour with phases from the symbol, plus a step every five seconds
// from a hash of the symbol and the step. No state: any moment's price can be asked for again and
// is the same (candles and orders will read the same function), and prices move as the clock does.

type Instrument = (typeof MARKET_INSTRUMENTS)[number]

const MINUTE_MS = 60_000
export const TICK_MS = 5_000
/** Wave periods in minutes, and their weights (in units of the instrument's volatility). */
const WAVES: readonly [number, number][] = [
  [7 * 1440, 0.5],
  [1440, 0.3],
  [240, 0.15],
  [60, 0.08],
]
const STEP_WEIGHT = 0.04

const unit = (text: string) => hashSeed(text) / 4_294_967_296

/** The mid price of `instrument` at epoch ms `t`, unrounded. */
export function midPrice(instrument: Instrument, t: number): number {
  const minutes = t / MINUTE_MS
  let level = 0
  WAVES.forEach(([period, weight], i) => {
    level += weight * Math.sin((2 * Math.PI * minutes) / period + 2 * Math.PI * unit(`${instrument.symbol}:phase:${i}`))
  })
  level += STEP_WEIGHT * (2 * unit(`${instrument.symbol}:${Math.floor(t / TICK_MS)}`) - 1)
  return instrument.base * Math.exp(instrument.volatility * level)
}

export function quoteOf(instrument: Instrument, t: number): MarketQuote {
  const mid = midPrice(instrument, t)
  const dayAgo = midPrice(instrument, t - DAY_MS)
  const fixed = (v: number) => v.toFixed(instrument.digits)
  return {
    symbol: instrument.symbol,
    name: instrument.name,
    category: instrument.category,
    digits: instrument.digits,
    price: fixed(mid),
    bid: fixed(mid - instrument.spread / 2),
    ask: fixed(mid + instrument.spread / 2),
    change: (((mid - dayAgo) / dayAgo) * 100).toFixed(2),
  }
}

export const marketRpcs = [
  defineRpc(RPC.marketList, (ctx): MarketList => {
    const category = (ctx.fields.category?.trim() || 'popular') as MarketListCategory
    if (!MARKET_LIST_CATEGORIES.includes(category)) throw new MockRpcError(RESP_CODES.invalidParam, `Unknown category: ${category}`)
    const t = now()
    const rows = MARKET_INSTRUMENTS.filter((i) => (category === 'popular' ? i.popular : i.category === category))
    return { list: rows.map((i) => quoteOf(i, t)), serverTime: nowIso() }
  }),
]
