import { RESP_CODES } from '@/shared/api/contract/envelope'
import { RPC } from '@/shared/api/rpc-codes'
import { advanceClock, DAY_MS, now } from '../clock'
import { MARKET_INSTRUMENTS } from '../seed'
import { HISTORY_START, midPrice, periodStart, TICK_MS } from './market'
import { failure, rpc } from './test-client'

// 10060: quotes by category from the seeded price process on the mock clock.

const quotes = (category?: string) => rpc(RPC.marketList, category ? { category } : {})

describe('market quotes (10060)', () => {
  it('lists the popular instruments by default, and each category its own', async () => {
    expect((await quotes()).list.map((q) => q.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'USOIL', 'EURUSD', 'XAUUSD', 'NAS100'])
    expect((await quotes('forex')).list.map((q) => q.symbol)).toEqual(['EURUSD', 'GBPUSD', 'AUDUSD'])
    expect((await quotes('gold')).list.map((q) => q.category)).toEqual(['gold', 'gold'])
    expect((await failure(quotes('shoes'))).code).toBe(RESP_CODES.invalidParam)
  })

  it('quotes realistic levels with the instrument\'s places, bid below ask by the spread', async () => {
    const all = (await Promise.all(['crypto', 'crudeOil', 'forex', 'gold', 'stockIndex'].map(quotes))).flatMap((l) => l.list)
    expect(all).toHaveLength(MARKET_INSTRUMENTS.length)
    for (const q of all) {
      const instrument = MARKET_INSTRUMENTS.find((i) => i.symbol === q.symbol)!
      const price = Number(q.price)
      // The waves and the step stay within 1.11 volatilities of the base, on a log scale.
      expect(Math.abs(Math.log(price / instrument.base))).toBeLessThanOrEqual(instrument.volatility * 1.11)
      for (const field of [q.price, q.bid, q.ask]) expect(field.split('.')[1]?.length ?? 0).toBe(instrument.digits)
      expect(Number(q.bid)).toBeLessThan(Number(q.ask))
      expect(Number(q.ask) - Number(q.bid)).toBeCloseTo(instrument.spread, instrument.digits)
    }
  })

  it('is a function of the mock clock: the same moment gives the same quote, the next tick another', async () => {
    const first = (await quotes('crypto')).list[0]
    expect((await quotes('crypto')).list[0]).toEqual(first)
    advanceClock({ ms: TICK_MS })
    const next = (await quotes('crypto')).list[0]
    expect(next.price).not.toBe(first.price)
    const btc = MARKET_INSTRUMENTS[0]
    expect(next.price).toBe(midPrice(btc, now()).toFixed(2))
    expect(next.change).toBe((((midPrice(btc, now()) - midPrice(btc, now() - DAY_MS)) / midPrice(btc, now() - DAY_MS)) * 100).toFixed(2))
  })
})

const candles = (fields: Record<string, string | number>) => rpc(RPC.candles, fields)
const num = (c: { open: string; high: string; low: string; close: string }) => ({ o: Number(c.open), h: Number(c.high), l: Number(c.low), c: Number(c.close) })

describe('candles (10062)', () => {
  it('builds every interval from the one price process: an hour is its minutes, a day its hours', async () => {
    advanceClock({ ms: 3 * 3_600_000 + 17 * 60_000 + 35_000 })
    const minutes = (await candles({ symbol: 'BTCUSDT', interval: '1m', limit: 300 })).list
    const hours = (await candles({ symbol: 'BTCUSDT', interval: '1h', limit: 30 })).list
    const days = (await candles({ symbol: 'BTCUSDT', interval: '1D', limit: 3 })).list
    // Each finished hour: open of its first minute, close of its last, the highest high, the lowest low.
    for (const hour of hours.slice(-3, -1)) {
      const inside = minutes.filter((m) => m.time >= hour.time && m.time < hour.time + 3600).map(num)
      expect(inside).toHaveLength(60)
      expect(num(hour)).toEqual({ o: inside[0].o, h: Math.max(...inside.map((m) => m.h)), l: Math.min(...inside.map((m) => m.l)), c: inside[59].c })
    }
    // The day so far (the last candle, still forming) is its hours so far.
    const today = days[days.length - 1]
    const todayHours = hours.filter((h) => h.time >= today.time).map(num)
    expect(todayHours).toHaveLength(4)
    expect(num(today)).toEqual({ o: todayHours[0].o, h: Math.max(...todayHours.map((h) => h.h)), l: Math.min(...todayHours.map((h) => h.l)), c: todayHours[3].c })
    // The forming candle closes at the price quoted now.
    const btc = MARKET_INSTRUMENTS[0]
    expect(minutes[minutes.length - 1].close).toBe(midPrice(btc, now()).toFixed(2))
    expect((await quotes()).list[0].price).toBe(minutes[minutes.length - 1].close)
  })

  it('answers every interval, oldest first, period starts on their boundaries, highs above lows', async () => {
    for (const interval of ['1m', '3m', '5m', '15m', '30m', '1h', '4h', '1D', '5D', '1w', '1M', '3M', '6M']) {
      const { list } = await candles({ symbol: 'EURUSD', interval, limit: 5 })
      expect(list.length, interval).toBeGreaterThan(0)
      for (const [i, c] of list.entries()) {
        expect(periodStart(interval as '1m', c.time * 1000), interval).toBe(c.time * 1000)
        if (i > 0) expect(c.time).toBeGreaterThan(list[i - 1].time)
        const { o, h, l, c: close } = num(c)
        expect(h).toBeGreaterThanOrEqual(Math.max(o, close))
        expect(l).toBeLessThanOrEqual(Math.min(o, close))
        expect(c.close.split('.')[1]).toHaveLength(5)
      }
    }
    // Weeks start on Monday; months on the 1st.
    const week = (await candles({ symbol: 'EURUSD', interval: '1w', limit: 1 })).list[0]
    expect(new Date(week.time * 1000).getUTCDay()).toBe(1)
    expect(new Date((await candles({ symbol: 'EURUSD', interval: '3M', limit: 1 })).list[0].time * 1000).toISOString()).toBe('2026-10-01T00:00:00.000Z')
  })

  it('gives up to 5,000 candles, pages back with before, and starts no earlier than the history', async () => {
    const started = performance.now()
    const { list } = await candles({ symbol: 'ETHUSDT', interval: '1m', limit: 5000 })
    expect(list).toHaveLength(5000)
    expect(performance.now() - started).toBeLessThan(2_000)
    const older = (await candles({ symbol: 'ETHUSDT', interval: '1m', limit: 10, before: list[0].time })).list
    expect(older).toHaveLength(10)
    expect(older[9].time).toBe(list[0].time - 60)
    const daily = (await candles({ symbol: 'ETHUSDT', interval: '1D', limit: 5000 })).list
    expect(daily).toHaveLength(366)
    expect(daily[0].time * 1000).toBe(HISTORY_START)
  })

  it('refuses an unknown symbol, interval or limit', async () => {
    expect((await failure(candles({ symbol: 'DOGE', interval: '1m' }))).code).toBe(RESP_CODES.notFound)
    expect((await failure(candles({ symbol: 'BTCUSDT', interval: '2h' }))).code).toBe(RESP_CODES.invalidParam)
    expect((await failure(candles({ symbol: 'BTCUSDT', interval: '1m', limit: 5001 }))).code).toBe(RESP_CODES.invalidParam)
  })
})
