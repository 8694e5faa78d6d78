import { RESP_CODES } from '@/shared/api/contract/envelope'
import type { MarketList } from '@/shared/api/contract/market'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { advanceClock, DAY_MS, now } from '../clock'
import { MARKET_INSTRUMENTS } from '../seed'
import { midPrice, TICK_MS } from './market'
import { failure } from './test-client'

// 10060: quotes by category from the seeded price process on the mock clock.

const quotes = (category?: string) => rpc<MarketList>(RPC.marketList, category ? { category } : {})

describe('market quotes (10060)', () => {
  it('lists the popular instruments by default, and each category its own', async () => {
    expect((await quotes()).list.map((q) => q.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'USOIL', 'EURUSD', 'XAUUSD', 'NAS100'])
    expect((await quotes('forex')).list.map((q) => q.symbol)).toEqual(['EURUSD', 'GBPUSD', 'USDJPY'])
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
