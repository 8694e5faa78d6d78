import { RESP_CODES } from '@/shared/api/contract/envelope'
import {
  CANDLE_INTERVALS,
  MARKET_LIST_CATEGORIES,
  type Candle,
  type CandleInterval,
  type CandleList,
  type MarketList,
  type MarketListQuery,
  type MarketQuote,
} from '@/shared/api/contract/market'
import { RPC } from '@/shared/api/rpc-codes'
import { DAY_MS, now, nowIso } from '../clock'
import { textIn } from '../content'
import { hashSeed } from '../random'
import { defineRpc, invalidParam, MockRpcError, requireField } from '../rpc'
import { CLOCK_START, MARKET_INSTRUMENTS } from '../seed'

// Market quotes (10060) and candles (10062). Each instrument's price is a seeded function of the
// mock clock: a level that moves by the minute (waves of a week, a day, four hours and an hour, with
// phases from the symbol) plus a step every five seconds (a hash of the symbol and the step). No
// state: any moment's price can be asked for again and is the same, and prices move as the clock
// does. Candles are built from those 5-second ticks: a minute's candle from its twelve ticks, and
// every longer one from the minutes, hours or days inside it, so they agree across intervals (an
// hour's high is the highest of its minutes' highs).

export type Instrument = (typeof MARKET_INSTRUMENTS)[number]

export const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
export const TICK_MS = 5_000
const TICKS_PER_MINUTE = MINUTE_MS / TICK_MS
/** Wave periods in minutes, and their weights (in units of the instrument's volatility). */
const WAVES: readonly [number, number][] = [
  [7 * 1440, 0.5],
  [1440, 0.3],
  [240, 0.15],
  [60, 0.08],
]
const STEP_WEIGHT = 0.04
/** Candles exist from a year before the mock clock starts. */
export const HISTORY_START = CLOCK_START - 365 * DAY_MS
export const MAX_CANDLES = 5_000
const DEFAULT_CANDLES = 500

interface Process {
  seed: number
  phases: number[]
}
const processes = new Map<string, Process>()

function processOf(instrument: Instrument): Process {
  let p = processes.get(instrument.symbol)
  if (!p) {
    p = { seed: hashSeed(instrument.symbol), phases: WAVES.map((_, i) => (2 * Math.PI * hashSeed(`${instrument.symbol}:phase:${i}`)) / 4_294_967_296) }
    processes.set(instrument.symbol, p)
  }
  return p
}

/** A number in [0, 1) from the seed and n (murmur3's finaliser: fast, and well spread). */
function unitOf(seed: number, n: number): number {
  let h = (seed ^ Math.imul(n | 0, 0x9e3779b1)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return ((h ^ (h >>> 16)) >>> 0) / 4_294_967_296
}

/** The waves' sum for minute index `minute`. */
function levelAt(p: Process, minute: number): number {
  let level = 0
  for (let i = 0; i < WAVES.length; i += 1) level += WAVES[i][1] * Math.sin((2 * Math.PI * minute) / WAVES[i][0] + p.phases[i])
  return level
}

function priceOf(instrument: Instrument, p: Process, level: number, tick: number): number {
  return instrument.base * Math.exp(instrument.volatility * (level + STEP_WEIGHT * (2 * unitOf(p.seed, tick) - 1)))
}

/** The mid price of `instrument` at epoch ms `t`, unrounded. */
export function midPrice(instrument: Instrument, t: number): number {
  const p = processOf(instrument)
  return priceOf(instrument, p, levelAt(p, Math.floor(t / MINUTE_MS)), Math.floor(t / TICK_MS))
}

/** The bid and ask of `instrument` at epoch ms `t`, rounded to its digits: what a quote shows and what orders fill and trigger at. */
export function bidAskOf(instrument: Instrument, t: number): { bid: string; ask: string } {
  const mid = midPrice(instrument, t)
  return { bid: (mid - instrument.spread / 2).toFixed(instrument.digits), ask: (mid + instrument.spread / 2).toFixed(instrument.digits) }
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
    ...bidAskOf(instrument, t),
    change: (((mid - dayAgo) / dayAgo) * 100).toFixed(2),
    minVolume: instrument.minVolume,
    maxVolume: instrument.maxVolume,
    volumeStep: instrument.volumeStep,
  }
}

// ---- Price bounds ---------------------------------------------------------------------------
// What stop losses, take profits and pending orders need to find their tick without walking every
// one: within a minute the level is constant and the 5-second step moves the price by at most
// STEP_WEIGHT volatilities either way, and over a span of minutes each wave stays within the range
// of a sine over that span. Bounds, never estimates: the real prices of the span lie inside.

/** The range of sin(x) for x in [a, b]. */
function sineRange(a: number, b: number): [number, number] {
  if (b - a >= 2 * Math.PI) return [-1, 1]
  let low = Math.min(Math.sin(a), Math.sin(b))
  let high = Math.max(Math.sin(a), Math.sin(b))
  // A crest (pi/2 + 2k pi) or a trough (3 pi/2 + 2k pi) inside the span.
  if (Math.ceil((a - Math.PI / 2) / (2 * Math.PI)) <= Math.floor((b - Math.PI / 2) / (2 * Math.PI))) high = 1
  if (Math.ceil((a - (3 * Math.PI) / 2) / (2 * Math.PI)) <= Math.floor((b - (3 * Math.PI) / 2) / (2 * Math.PI))) low = -1
  return [low, high]
}

function boundsOf(instrument: Instrument, levelLow: number, levelHigh: number): { low: number; high: number } {
  return {
    low: instrument.base * Math.exp(instrument.volatility * (levelLow - STEP_WEIGHT)),
    high: instrument.base * Math.exp(instrument.volatility * (levelHigh + STEP_WEIGHT)),
  }
}

/** The lowest and highest mid price `instrument` can have in minute index `minute` (epoch ms / 60 000): its twelve ticks lie within. */
export function minuteRange(instrument: Instrument, minute: number): { low: number; high: number } {
  const level = levelAt(processOf(instrument), minute)
  return boundsOf(instrument, level, level)
}

/** Bounds of the mid price of `instrument` over minute indexes `from` to `to` inclusive (looser than minuteRange: each wave's range over the span). */
export function spanRange(instrument: Instrument, from: number, to: number): { low: number; high: number } {
  const p = processOf(instrument)
  let low = 0
  let high = 0
  for (let i = 0; i < WAVES.length; i += 1) {
    const [period, weight] = WAVES[i]
    const [l, h] = sineRange((2 * Math.PI * from) / period + p.phases[i], (2 * Math.PI * to) / period + p.phases[i])
    low += weight * l
    high += weight * h
  }
  return boundsOf(instrument, low, high)
}

// ---- Candles --------------------------------------------------------------------------------

interface Ohlcv {
  open: number
  high: number
  low: number
  close: number
  volume: number
}

function merge(parts: readonly Ohlcv[]): Ohlcv | null {
  if (parts.length === 0) return null
  let { high, low } = parts[0]
  let volume = 0
  for (const c of parts) {
    if (c.high > high) high = c.high
    if (c.low < low) low = c.low
    volume += c.volume
  }
  return { open: parts[0].open, high, low, close: parts[parts.length - 1].close, volume }
}

/** Minute `minute`'s candle from its ticks up to `until` (epoch ms); null before its first tick. */
function minuteCandle(instrument: Instrument, minute: number, until: number): Ohlcv | null {
  const p = processOf(instrument)
  const level = levelAt(p, minute)
  const firstTick = minute * TICKS_PER_MINUTE
  const lastTick = Math.min(firstTick + TICKS_PER_MINUTE - 1, Math.floor(until / TICK_MS))
  if (lastTick < firstTick) return null
  const open = priceOf(instrument, p, level, firstTick)
  let high = open
  let low = open
  let close = open
  for (let tick = firstTick + 1; tick <= lastTick; tick += 1) {
    close = priceOf(instrument, p, level, tick)
    if (close > high) high = close
    if (close < low) low = close
  }
  // About a million dollars traded a minute, more or less.
  const volume = ((1_000_000 / instrument.base) * (0.5 + unitOf(p.seed ^ 0x5bd1e995, minute)) * (lastTick - firstTick + 1)) / TICKS_PER_MINUTE
  return { open, high, low, close, volume }
}

// Finished hours and days never change: computed once per instrument.
const hourCache = new Map<string, Ohlcv | null>()
const dayCache = new Map<string, Ohlcv | null>()

/** The candle of [start, end) as far as `until`, merged from the `step`-long parts inside it. (HISTORY_START is a UTC midnight, so parts stay on their boundaries.) */
function rangeCandle(start: number, end: number, until: number, step: number, part: (t: number) => Ohlcv | null): Ohlcv | null {
  const parts: Ohlcv[] = []
  for (let t = Math.max(start, HISTORY_START); t < end && t <= until; t += step) {
    const c = part(t)
    if (c) parts.push(c)
  }
  return merge(parts)
}

function spanCandle(cache: Map<string, Ohlcv | null>, key: string, start: number, end: number, until: number, part: (t: number) => Ohlcv | null, step: number): Ohlcv | null {
  const finished = end <= until
  if (finished && cache.has(key)) return cache.get(key)!
  const candle = rangeCandle(start, end, until, step, part)
  if (finished) cache.set(key, candle)
  return candle
}

function hourCandle(instrument: Instrument, start: number, until: number): Ohlcv | null {
  return spanCandle(hourCache, `${instrument.symbol}:${start}`, start, start + HOUR_MS, until, (t) => minuteCandle(instrument, t / MINUTE_MS, until), MINUTE_MS)
}

function dayCandle(instrument: Instrument, start: number, until: number): Ohlcv | null {
  return spanCandle(dayCache, `${instrument.symbol}:${start}`, start, start + DAY_MS, until, (t) => hourCandle(instrument, t, until), HOUR_MS)
}

const MINUTES: Partial<Record<CandleInterval, number>> = { '1m': 1, '3m': 3, '5m': 5, '15m': 15, '30m': 30, '1h': 60, '4h': 240 }
const DAYS: Partial<Record<CandleInterval, number>> = { '1D': 1, '5D': 5, '1w': 7 }
const MONTHS: Partial<Record<CandleInterval, number>> = { '1M': 1, '3M': 3, '6M': 6 }

/** The start (epoch ms, UTC) of the `interval` period holding `t`. Weeks start on Monday. */
export function periodStart(interval: CandleInterval, t: number): number {
  const minutes = MINUTES[interval]
  if (minutes) return Math.floor(t / (minutes * MINUTE_MS)) * minutes * MINUTE_MS
  const months = MONTHS[interval]
  if (months) {
    const d = new Date(t)
    return Date.UTC(d.getUTCFullYear(), Math.floor(d.getUTCMonth() / months) * months, 1)
  }
  const days = DAYS[interval]!
  // Epoch day 0 was a Thursday: weeks start 3 days later, on Mondays; 1D and 5D count from day 0.
  const offset = interval === '1w' ? 3 : 0
  return (Math.floor((Math.floor(t / DAY_MS) + offset) / days) * days - offset) * DAY_MS
}

function periodEnd(interval: CandleInterval, start: number): number {
  const months = MONTHS[interval]
  if (months) {
    const d = new Date(start)
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)
  }
  const days = DAYS[interval]
  return start + (days ? days * DAY_MS : MINUTES[interval]! * MINUTE_MS)
}

/** The candle of the period [start, end) as far as `until`: from minutes, hours or days. */
function periodCandle(instrument: Instrument, interval: CandleInterval, start: number, until: number): Ohlcv | null {
  const end = periodEnd(interval, start)
  const minutes = MINUTES[interval]
  if (minutes && minutes < 60) return rangeCandle(start, end, until, MINUTE_MS, (t) => minuteCandle(instrument, t / MINUTE_MS, until))
  if (minutes) return rangeCandle(start, end, until, HOUR_MS, (t) => hourCandle(instrument, t, until))
  return rangeCandle(start, end, until, DAY_MS, (t) => dayCandle(instrument, t, until))
}

/** Up to `limit` candles of `interval` starting before `before` (epoch ms), oldest first, as of `until`. */
export function candlesOf(instrument: Instrument, interval: CandleInterval, limit: number, before: number, until: number): Candle[] {
  const fixed = (v: number) => v.toFixed(instrument.digits)
  const list: Candle[] = []
  for (let start = periodStart(interval, Math.min(before, until + 1) - 1); list.length < limit && periodEnd(interval, start) > HISTORY_START; start = periodStart(interval, start - 1)) {
    const c = periodCandle(instrument, interval, start, until)
    if (c) list.push({ time: start / 1000, open: fixed(c.open), high: fixed(c.high), low: fixed(c.low), close: fixed(c.close), volume: c.volume.toFixed(2) })
  }
  return list.reverse()
}

export function instrumentOf(symbol: string): Instrument {
  const instrument = MARKET_INSTRUMENTS.find((i) => i.symbol === symbol)
  if (!instrument) throw new MockRpcError(RESP_CODES.notFound, 'Unknown symbol: {symbol}', { symbol })
  return instrument
}

export const marketRpcs = [
  defineRpc(RPC.marketList, (ctx): MarketList => {
    const category = (ctx.fields.category?.trim() || 'popular') as MarketListQuery
    if (category !== 'all' && !MARKET_LIST_CATEGORIES.includes(category)) throw new MockRpcError(RESP_CODES.invalidParam, 'Unknown category: {category}', { category })
    const t = now()
    const rows = MARKET_INSTRUMENTS.filter((i) => category === 'all' || (category === 'popular' ? i.popular : i.category === category))
    return { list: rows.map((i) => ({ ...quoteOf(i, t), name: textIn(ctx.db.language, i.name) })), serverTime: nowIso() }
  }),

  defineRpc(RPC.candles, (ctx): CandleList => {
    const instrument = instrumentOf(requireField(ctx, 'symbol').trim().toUpperCase())
    const interval = requireField(ctx, 'interval').trim() as CandleInterval
    if (!CANDLE_INTERVALS.includes(interval)) throw invalidParam('interval', 'must be one of {values}', { values: CANDLE_INTERVALS.join(', ') })
    const limit = ctx.fields.limit ? Number(ctx.fields.limit) : DEFAULT_CANDLES
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_CANDLES) throw invalidParam('limit', 'must be a whole number from 1 to {max}', { max: MAX_CANDLES })
    const before = ctx.fields.before ? Number(ctx.fields.before) * 1000 : Infinity
    if (Number.isNaN(before)) throw invalidParam('before', 'must be epoch seconds')
    const t = now()
    return { symbol: instrument.symbol, interval, list: candlesOf(instrument, interval, limit, before, t), serverTime: nowIso() }
  }),
]
