import { Wallet } from 'ethers'
import fc from 'fast-check'
import { orderCost, orderResult, type OrderSide, type TradeOrder } from '@/shared/api/contract/trading'
import { RPC } from '@/shared/api/rpc-codes'
import { add, compare, subtract } from '@/shared/lib/decimal'
import { advanceClock, DAY_MS, now } from '../clock'
import { getDb } from '../db'
import { credit } from '../ledger'
import { registry } from '../registry'
import { runRpc } from '../rpc'
import { MARKET_INSTRUMENTS } from '../seed'
import { bidAskOf, instrumentOf, midPrice, MINUTE_MS, minuteRange, spanRange, TICK_MS } from './market'
import { balanceOf, failure, ledger, login, rpc } from './test-client'

// The trading rules of the mock backend (docs/api.md section 10), through the real client. Where a
// stop or a pending order should trigger is worked out here the slow way, tick by tick, and the
// mock's fast search must agree.

const alice = new Wallet('0x' + 'a1'.repeat(32))
const bob = new Wallet('0x' + 'a2'.repeat(32))

const place = (fields: Record<string, string>) => rpc(RPC.placeOrder, { symbol: 'BTCUSDT', side: 'buy', volume: '0.01', ...fields })
const orders = (fields: Record<string, string> = {}) => rpc(RPC.orders, fields)
const modify = (id: string, stopLoss: string, takeProfit: string) => rpc(RPC.modifyOrder, { id, stopLoss, takeProfit })
const close = (id: string) => rpc(RPC.closeOrder, { id })
const quote = (symbol: string, t = now()) => bidAskOf(instrumentOf(symbol), t)
const iso = (t: number) => new Date(t).toISOString()

/** More USDT for the signed-in user, for tests that open many orders. */
function fund(address: string, amount: string): void {
  const db = getDb()
  credit(db, db.users.find((u) => u.address === address)!.id, { type: 'systemAdjustment', coin: 'USDT', amount })
}

/** The first tick after `after` and up to `until` where `hit` holds, by brute force. */
function firstTick(symbol: string, after: number, until: number, hit: (q: { bid: string; ask: string }) => boolean): number | null {
  for (let t = (Math.floor(after / TICK_MS) + 1) * TICK_MS; t <= until; t += TICK_MS) if (hit(quote(symbol, t))) return t
  return null
}

/** The extremes of the bid and the ask over the ticks after `after` up to `until`. */
function extremes(symbol: string, after: number, until: number) {
  let [minAsk, maxBid, maxAsk, minBid] = [Infinity, -Infinity, -Infinity, Infinity]
  for (let t = (Math.floor(after / TICK_MS) + 1) * TICK_MS; t <= until; t += TICK_MS) {
    const q = quote(symbol, t)
    minAsk = Math.min(minAsk, Number(q.ask))
    maxAsk = Math.max(maxAsk, Number(q.ask))
    minBid = Math.min(minBid, Number(q.bid))
    maxBid = Math.max(maxBid, Number(q.bid))
  }
  return { minAsk, maxAsk, minBid, maxBid }
}

/** A price between two others, with the instrument's digits. */
const between = (symbol: string, a: number | string, b: number | string) => ((Number(a) + Number(b)) / 2).toFixed(instrumentOf(symbol).digits)

describe('10063 place order', () => {
  it('fills a market buy at the ask and a market sell at the bid, freezing the cost with a tradeMargin entry', async () => {
    await login(alice)
    const { bid, ask } = quote('BTCUSDT')
    const buy = await place({ volume: '0.01', stopLoss: '', takeProfit: '' })
    const cost = orderCost('0.01', ask)
    expect(buy.order).toEqual({
      id: buy.order.id,
      symbol: 'BTCUSDT',
      digits: 2,
      side: 'buy',
      kind: 'market',
      status: 'open',
      volume: '0.01',
      openPrice: ask,
      closePrice: '',
      currentPrice: bid,
      stopLoss: '',
      takeProfit: '',
      cost,
      profit: orderResult('buy', '0.01', ask, bid),
      closeReason: '',
      createdAt: '2026-11-01T00:00:00.000Z',
      openedAt: '2026-11-01T00:00:00.000Z',
      closedAt: '',
    })
    expect(compare(buy.order.profit, 0)).toBe(-1)
    expect(buy.balance).toEqual({ coin: 'USDT', available: subtract('10000', cost) })
    expect(await balanceOf('USDT')).toMatchObject({ available: subtract('10000', cost), frozen: cost })
    expect((await ledger({ type: 'tradeMargin' }))[0]).toMatchObject({ coin: 'USDT', amount: `-${cost}`, balance: subtract('10000', cost), refId: buy.order.id })

    const sell = await place({ symbol: 'eurusd', side: 'sell', kind: 'market', volume: '1000', stopLoss: '1.5', takeProfit: '0.50' })
    expect(sell.order).toMatchObject({ symbol: 'EURUSD', digits: 5, side: 'sell', status: 'open', openPrice: quote('EURUSD').bid, currentPrice: quote('EURUSD').ask, cost: orderCost('1000', quote('EURUSD').bid) })
    expect(sell.order).toMatchObject({ stopLoss: '1.5', takeProfit: '0.5' })
    expect(sell.balance.available).toBe(subtract(subtract('10000', cost), sell.order.cost))
  })

  it('refuses each malformed or wrong field with a clear message, and changes nothing', async () => {
    await login(alice)
    const { bid, ask } = quote('BTCUSDT')
    const cases: [Record<string, string>, string, string][] = [
      [{ symbol: 'NOPE' }, '3001', 'Unknown symbol: NOPE'],
      [{ symbol: '' }, '1003', 'Missing parameter: symbol'],
      [{ side: 'hold' }, '1003', 'Invalid parameter side: must be buy or sell'],
      [{ kind: 'stop' }, '1003', 'Invalid parameter kind: must be market or limit'],
      [{ volume: '' }, '1003', 'Missing parameter: volume'],
      [{ volume: 'abc' }, '1003', 'Invalid parameter volume: must be a positive number with at most 8 decimal places'],
      [{ volume: '-1' }, '1003', 'Invalid parameter volume: must be a positive number with at most 8 decimal places'],
      [{ volume: '0' }, '1003', 'Invalid parameter volume: must be a positive number with at most 8 decimal places'],
      [{ volume: '1e-2' }, '1003', 'Invalid parameter volume: must be a positive number with at most 8 decimal places'],
      [{ volume: '9'.repeat(2000) }, '1003', 'Invalid parameter volume: must be a positive number with at most 8 decimal places'],
      [{ volume: '0.0005' }, '3007', 'Volume must be between 0.001 and 10'],
      [{ volume: '10.001' }, '3007', 'Volume must be between 0.001 and 10'],
      [{ volume: '0.0015' }, '1003', 'Invalid parameter volume: must be a multiple of 0.001'],
      [{ kind: 'limit' }, '1003', 'Missing parameter: price'],
      [{ kind: 'limit', price: 'cheap' }, '1003', 'Invalid parameter price: must be a positive price with at most 8 decimal places'],
      [{ kind: 'limit', price: '0' }, '1003', 'Invalid parameter price: must be a positive price with at most 8 decimal places'],
      [{ kind: 'limit', price: '90000.125' }, '1003', 'Invalid parameter price: must have at most 2 decimal places'],
      [{ kind: 'limit', price: ask }, '1003', `A buy limit price must be below the current ask ${ask}`],
      [{ kind: 'limit', side: 'sell', price: bid }, '1003', `A sell limit price must be above the current bid ${bid}`],
      [{ stopLoss: '-1' }, '1003', 'Stop-loss and take-profit prices cannot be below 0'],
      [{ takeProfit: '-0.5' }, '1003', 'Stop-loss and take-profit prices cannot be below 0'],
      [{ stopLoss: 'x' }, '1003', 'Invalid parameter stopLoss: must be a price with at most 8 decimal places, or empty for none'],
      [{ takeProfit: '1'.repeat(1200) }, '1003', 'Invalid parameter takeProfit: must be a price with at most 8 decimal places, or empty for none'],
      [{ stopLoss: ask }, '1003', `The stop loss of a buy must be below the entry price ${ask}`],
      [{ takeProfit: '1000' }, '1003', `The take profit of a buy must be above the entry price ${ask}`],
      [{ side: 'sell', stopLoss: '1000' }, '1003', `The stop loss of a sell must be above the entry price ${bid}`],
      [{ side: 'sell', takeProfit: '200000' }, '1003', `The take profit of a sell must be below the entry price ${bid}`],
      [{ kind: 'limit', price: '90000', stopLoss: '90000' }, '1003', 'The stop loss of a buy must be below the entry price 90000'],
    ]
    for (const [fields, code, respMsg] of cases) expect(await failure(place(fields)), JSON.stringify(fields).slice(0, 80)).toMatchObject({ code, respMsg })
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000', frozen: '0' })
    expect(getDb().tradeOrders).toEqual([])
    expect(await ledger({ type: 'tradeMargin' })).toEqual([])
  })

  it('refuses an order its cost does not cover, and changes nothing', async () => {
    await login(alice)
    await place({ volume: '0.05' })
    const before = JSON.stringify(getDb())
    expect(await failure(place({ volume: '1' }))).toMatchObject({ code: '2001', respMsg: 'Insufficient USDT balance' })
    expect(JSON.stringify(getDb())).toBe(before)
  })

  it('needs a session', async () => {
    expect(await failure(place({}))).toMatchObject({ code: '500' })
    expect(await failure(orders())).toMatchObject({ code: '500' })
  })
})

describe('pending (limit) orders', () => {
  for (const side of ['buy', 'sell'] as const) {
    it(`waits for its price, then a ${side} fills AT that price on the first tick that reaches it`, async () => {
      await login(alice)
      const symbol = 'XAUUSD'
      const start = now()
      const { bid, ask } = quote(symbol)
      const range = extremes(symbol, start, start + DAY_MS)
      // Between the current price and the day's best, so it fills within the day and not at once.
      const price = side === 'buy' ? between(symbol, range.minAsk, ask) : between(symbol, range.maxBid, bid)
      expect(side === 'buy' ? compare(price, ask) : compare(bid, price)).toBe(-1)
      const { order, balance } = await place({ symbol, side, kind: 'limit', volume: '1', price, stopLoss: '', takeProfit: '' })
      const cost = orderCost('1', price)
      expect(order).toMatchObject({ status: 'pending', kind: 'limit', openPrice: price, cost, openedAt: '', profit: '0', currentPrice: side === 'buy' ? ask : bid })
      expect(balance.available).toBe(subtract('10000', cost))

      const fill = firstTick(symbol, start, start + DAY_MS, (q) => (side === 'buy' ? compare(q.ask, price) <= 0 : compare(q.bid, price) >= 0))!
      expect(fill).not.toBeNull()
      advanceClock({ ms: fill - start - 1 })
      expect((await orders()).list[0]).toMatchObject({ status: 'pending', openedAt: '' })
      advanceClock({ ms: 1 })
      const [filled] = (await orders()).list
      expect(filled).toMatchObject({ status: 'open', openPrice: price, cost, openedAt: iso(fill), createdAt: iso(start) })
      expect(await balanceOf('USDT')).toMatchObject({ available: subtract('10000', cost), frozen: cost })
    })
  }

  it('can be modified (staying pending) and cancelled, which gives its cost back', async () => {
    await login(alice)
    const { order } = await place({ kind: 'limit', price: '1000', stopLoss: '', takeProfit: '' })
    expect(order.cost).toBe('10')
    const modified = await modify(order.id, '900', '1100')
    expect(modified.order).toMatchObject({ status: 'pending', stopLoss: '900', takeProfit: '1100' })
    expect(await failure(modify(order.id, '1000', ''))).toMatchObject({ code: '1003', respMsg: 'The stop loss of a buy must be below the entry price 1000' })

    advanceClock({ days: 3 })
    const cancelled = await close(order.id)
    expect(cancelled.order).toMatchObject({ status: 'cancelled', closedAt: '2026-11-04T00:00:00.000Z', closePrice: '', currentPrice: '', profit: '0', closeReason: '' })
    expect(cancelled.balance.available).toBe('10000')
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000', frozen: '0' })
    expect((await ledger()).slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'tradeMarginReturn', amount: '10', balance: '10000', refId: order.id }),
      expect.objectContaining({ type: 'tradeMargin', amount: '-10', balance: '9990', refId: order.id }),
    ])
    expect(await failure(close(order.id))).toMatchObject({ code: '1003', respMsg: 'This order is cancelled' })
    expect(await failure(modify(order.id, '', ''))).toMatchObject({ code: '1003', respMsg: 'This order is cancelled' })
  })
})

describe('100655 modify', () => {
  it('sets or clears the stops of a position against its open price, which becomes modified', async () => {
    await login(alice)
    const { order } = await place({ volume: '0.01' })
    const open = Number(order.openPrice)
    const sl = (open - 5000).toFixed(2)
    const tp = (open + 5000).toFixed(2)
    advanceClock({ ms: 60_000 })
    const { order: modified, balance } = await modify(order.id, sl, tp)
    expect(modified).toMatchObject({ status: 'modified', stopLoss: sl, takeProfit: tp, openPrice: order.openPrice, cost: order.cost })
    expect(balance.available).toBe(subtract('10000', order.cost))
    expect((await modify(order.id, '', tp)).order).toMatchObject({ status: 'modified', stopLoss: '', takeProfit: tp })
    for (const [stopLoss, takeProfit, respMsg] of [
      [order.openPrice, '', `The stop loss of a buy must be below the entry price ${order.openPrice}`],
      ['', sl, `The take profit of a buy must be above the entry price ${order.openPrice}`],
      ['-3', '', 'Stop-loss and take-profit prices cannot be below 0'],
    ]) {
      expect(await failure(modify(order.id, stopLoss, takeProfit))).toMatchObject({ code: '1003', respMsg })
    }
    expect(await failure(rpc(RPC.modifyOrder, { id: order.id, stopLoss: sl }))).toMatchObject({ code: '1003', respMsg: 'Missing parameter: takeProfit' })
    expect(await failure(modify('T1', sl, tp))).toMatchObject({ code: '3001', respMsg: 'Order not found' })
    expect((await orders()).list[0]).toMatchObject({ stopLoss: '', takeProfit: tp })

    await login(bob)
    expect(await failure(modify(order.id, sl, tp))).toMatchObject({ code: '3001', respMsg: 'Order not found' })
    expect(await failure(close(order.id))).toMatchObject({ code: '3001', respMsg: 'Order not found' })
  })
})

describe('100666 close', () => {
  for (const side of ['buy', 'sell'] as const) {
    it(`closes a ${side} at the ${side === 'buy' ? 'bid' : 'ask'} now: the balance ends at what it was plus the result`, async () => {
      await login(alice)
      const { order } = await place({ symbol: 'ETHUSDT', side, volume: '0.5' })
      advanceClock({ ms: 7 * 3_600_000 + 12_345 })
      const { bid, ask } = quote('ETHUSDT')
      const price = side === 'buy' ? bid : ask
      const result = orderResult(side, '0.5', order.openPrice, price)
      expect((await orders()).list[0]).toMatchObject({ currentPrice: price, profit: result })

      const closed = await close(order.id)
      expect(closed.order).toMatchObject({ status: 'closed', closeReason: 'manual', closePrice: price, closedAt: iso(now()), currentPrice: '', profit: result })
      expect(closed.balance.available).toBe(add('10000', result))
      expect(await balanceOf('USDT')).toMatchObject({ available: add('10000', result), frozen: '0' })
      const entries = await ledger()
      const sign = compare(result, 0)
      expect(entries.slice(0, sign === 0 ? 1 : 2)).toEqual([
        ...(sign === 0 ? [] : [expect.objectContaining({ type: 'tradeResult', amount: result, balance: add('10000', result), refId: order.id })]),
        expect.objectContaining({ type: 'tradeMarginReturn', amount: order.cost, balance: '10000', refId: order.id }),
      ])
      expect(await failure(close(order.id))).toMatchObject({ code: '1003', respMsg: 'This order is closed' })
      expect(await failure(modify(order.id, '', ''))).toMatchObject({ code: '1003', respMsg: 'This order is closed' })
      expect(await balanceOf('USDT')).toMatchObject({ available: add('10000', result), frozen: '0' })
    })
  }
})

describe('stop loss and take profit', () => {
  it('closes a buy at its take profit on the first tick whose bid reaches it, at that bid', async () => {
    await login(alice)
    const start = now()
    const { order } = await place({ volume: '0.02' })
    const { maxBid } = extremes('BTCUSDT', start, start + DAY_MS)
    expect(maxBid).toBeGreaterThan(Number(order.openPrice))
    const tp = between('BTCUSDT', order.openPrice, maxBid)
    await modify(order.id, '', tp)
    const hit = firstTick('BTCUSDT', start, start + DAY_MS, (q) => compare(q.bid, tp) >= 0)!
    advanceClock({ days: 1 })
    const { list } = await orders({ scope: 'history' })
    const closePrice = quote('BTCUSDT', hit).bid
    const result = orderResult('buy', '0.02', order.openPrice, closePrice)
    expect(list[0]).toMatchObject({ id: order.id, status: 'closed', closeReason: 'takeProfit', closedAt: iso(hit), closePrice, profit: result })
    expect(compare(closePrice, tp)).toBeGreaterThanOrEqual(0)
    expect(compare(result, 0)).toBe(1)
    expect(await balanceOf('USDT')).toMatchObject({ available: add('10000', result), frozen: '0' })
    expect((await ledger())[0]).toMatchObject({ type: 'tradeResult', amount: result, createdAt: iso(hit) })
    expect((await orders()).list).toEqual([])
  })

  it('closes a sell at its stop loss on the first tick whose ask reaches it, at that ask', async () => {
    await login(alice)
    const start = now()
    const { order } = await place({ symbol: 'NAS100', side: 'sell', volume: '0.3' })
    const { maxAsk } = extremes('NAS100', start, start + DAY_MS)
    expect(maxAsk).toBeGreaterThan(Number(order.openPrice))
    const sl = between('NAS100', order.openPrice, maxAsk)
    await modify(order.id, sl, '')
    const hit = firstTick('NAS100', start, start + DAY_MS, (q) => compare(q.ask, sl) >= 0)!
    advanceClock({ days: 1 })
    const [closed] = (await orders({ scope: 'history' })).list
    const closePrice = quote('NAS100', hit).ask
    const result = orderResult('sell', '0.3', order.openPrice, closePrice)
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'stopLoss', closedAt: iso(hit), closePrice, profit: result })
    expect(compare(closePrice, sl)).toBeGreaterThanOrEqual(0)
    expect(compare(result, 0)).toBe(-1)
    expect(await balanceOf('USDT')).toMatchObject({ available: add('10000', result), frozen: '0' })
    expect((await ledger())[0]).toMatchObject({ type: 'tradeResult', amount: result, refId: order.id })
  })

  it('only counts ticks after the last change, and agrees with a tick-by-tick search on every instrument and side', async () => {
    await login(alice)
    fund(alice.address, '1000000')
    const start = now()
    const expected = new Map<string, { at: number; reason: string; price: string }>()
    for (const instrument of MARKET_INSTRUMENTS) {
      for (const side of ['buy', 'sell'] as OrderSide[]) {
        const { bid, ask } = quote(instrument.symbol)
        const entry = side === 'buy' ? ask : bid
        const { minBid, maxBid, minAsk, maxAsk } = extremes(instrument.symbol, start, start + 2 * DAY_MS)
        // Stops a third of the way to the two days' extremes: some trigger on day one, some on day two, some not.
        const [low, high] = side === 'buy' ? [minBid, maxBid] : [minAsk, maxAsk]
        const below = (Number(entry) - (Number(entry) - low) / 3).toFixed(instrument.digits)
        const above = (Number(entry) + (high - Number(entry)) / 3).toFixed(instrument.digits)
        const [stopLoss, takeProfit] = side === 'buy' ? [below, above] : [above, below]
        const sl = compare(stopLoss, entry) !== 0 ? stopLoss : ''
        const tp = compare(takeProfit, entry) !== 0 ? takeProfit : ''
        const { order } = await place({ symbol: instrument.symbol, side, volume: instrument.minVolume, stopLoss: sl, takeProfit: tp })
        const at = firstTick(instrument.symbol, start, start + 2 * DAY_MS, (q) => {
          const p = side === 'buy' ? q.bid : q.ask
          const toward = side === 'buy' ? -1 : 1
          return (sl !== '' && compare(p, sl) * toward >= 0) || (tp !== '' && compare(p, tp) * toward <= 0)
        })
        if (at === null) continue
        const q = quote(instrument.symbol, at)
        const price = side === 'buy' ? q.bid : q.ask
        const reason = sl !== '' && compare(price, sl) * (side === 'buy' ? -1 : 1) >= 0 ? 'stopLoss' : 'takeProfit'
        expected.set(order.id, { at, reason, price })
      }
    }
    expect(expected.size).toBeGreaterThan(10)
    advanceClock({ days: 2 })
    for (const order of getDb().tradeOrders) {
      const want = expected.get(order.id)
      if (!want) expect(order.status, order.symbol).toBe('open')
      else expect({ id: order.id, status: order.status, closedAt: order.closedAt, closeReason: order.closeReason, closePrice: order.closePrice }).toEqual({ id: order.id, status: 'closed', closedAt: iso(want.at), closeReason: want.reason, closePrice: want.price })
    }
  })

  it('ignores the tick at the moment of a change, even when it would trigger', async () => {
    await login(alice)
    advanceClock({ ms: 7 * TICK_MS })
    const { order } = await place({ volume: '0.01' })
    // A stop loss above the bid (below the ask it opened at): the price is past it already.
    const sl = (Number(order.openPrice) - 0.01).toFixed(2)
    expect(compare(quote('BTCUSDT').bid, sl)).toBe(-1)
    await modify(order.id, sl, '')
    const next = firstTick('BTCUSDT', now(), now() + DAY_MS, (q) => compare(q.bid, sl) <= 0)!
    expect(next).toBeGreaterThan(now())
    advanceClock({ ms: next - now() - 1 })
    expect((await orders()).list[0]).toMatchObject({ id: order.id, status: 'modified' })
    advanceClock({ ms: 1 })
    expect((await orders({ scope: 'history' })).list[0]).toMatchObject({ id: order.id, closeReason: 'stopLoss', closedAt: iso(next) })
  })

  it('bounds the price of a minute and of a span correctly', () => {
    for (const instrument of MARKET_INSTRUMENTS) {
      const first = Math.floor(now() / MINUTE_MS)
      for (let minute = first; minute < first + 600; minute += 7) {
        const { low, high } = minuteRange(instrument, minute)
        const span = spanRange(instrument, minute - 13, minute + 29)
        for (let tick = 0; tick < 12; tick += 1) {
          const mid = midPrice(instrument, minute * MINUTE_MS + tick * TICK_MS)
          expect(mid).toBeGreaterThanOrEqual(low * (1 - 1e-12))
          expect(mid).toBeLessThanOrEqual(high * (1 + 1e-12))
          expect(mid).toBeGreaterThanOrEqual(span.low * (1 - 1e-12))
          expect(mid).toBeLessThanOrEqual(span.high * (1 + 1e-12))
        }
      }
    }
  })
})

describe('10064 orders', () => {
  it('lists current and history orders newest first, paged, with prices and profit', async () => {
    await login(alice)
    const a = (await place({ volume: '0.01' })).order
    advanceClock({ ms: 60_000 })
    const b = (await place({ side: 'sell', volume: '0.01' })).order
    const c = (await place({ kind: 'limit', price: '50000', volume: '0.01' })).order
    advanceClock({ ms: 60_000 })
    const d = (await place({ symbol: 'XAGUSD', volume: '10' })).order
    await close(a.id)
    await close(c.id)

    const current = await orders()
    expect(current).toMatchObject({ page: 1, size: 10, total: 2, hasMore: false })
    expect(current.list.map((o) => o.id)).toEqual([d.id, b.id])
    const { bid, ask } = quote('BTCUSDT')
    expect(current.list[1]).toMatchObject({ status: 'open', currentPrice: ask, profit: orderResult('sell', '0.01', b.openPrice, ask) })

    const history = await orders({ scope: 'history' })
    expect(history.list.map((o) => [o.id, o.status])).toEqual([
      [c.id, 'cancelled'],
      [a.id, 'closed'],
    ])
    expect(history.list[1]).toMatchObject({ currentPrice: '', closePrice: bid, profit: orderResult('buy', '0.01', a.openPrice, bid) })

    const page2 = await orders({ scope: 'current', page: '2', size: '1' })
    expect(page2).toMatchObject({ page: 2, size: 1, total: 2, hasMore: false })
    expect(page2.list.map((o: TradeOrder) => o.id)).toEqual([b.id])
    expect(await orders({ size: '1' })).toMatchObject({ hasMore: true })
    expect(await failure(orders({ scope: 'all' }))).toMatchObject({ code: '1003', respMsg: 'Invalid parameter scope: must be current or history' })
    expect(await failure(orders({ page: '0' }))).toMatchObject({ code: '1003' })

    await login(bob)
    expect((await orders()).list).toEqual([])
  })
})

describe('the clock with orders open', () => {
  it('advances 40 days with many orders open in well under a second, and settles what triggers', async () => {
    await login(alice)
    fund(alice.address, '1000000')
    const untouched: string[] = []
    for (const symbol of ['BTCUSDT', 'ETHUSDT', 'EURUSD', 'XAUUSD', 'US30']) {
      const instrument = instrumentOf(symbol)
      const { bid, ask } = quote(symbol)
      const far = (p: string, f: number) => (Number(p) * f).toFixed(instrument.digits)
      // No stops, stops the price never reaches, a limit it never comes down to: they stay as they are.
      untouched.push((await place({ symbol, volume: instrument.minVolume })).order.id)
      untouched.push((await place({ symbol, volume: instrument.minVolume, stopLoss: far(ask, 0.5), takeProfit: far(ask, 2) })).order.id)
      untouched.push((await place({ symbol, side: 'sell', volume: instrument.minVolume, stopLoss: far(bid, 1.5), takeProfit: far(bid, 0.5) })).order.id)
      untouched.push((await place({ symbol, kind: 'limit', price: far(ask, 0.5), volume: instrument.minVolume })).order.id)
      // Close stops: these trigger some time.
      await place({ symbol, side: 'sell', volume: instrument.minVolume, stopLoss: far(bid, 1.002), takeProfit: far(bid, 0.998) })
    }
    const before = JSON.stringify(getDb().tradeOrders.filter((o) => untouched.includes(o.id)))
    const started = performance.now()
    advanceClock({ days: 40 })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(JSON.stringify(getDb().tradeOrders.filter((o) => untouched.includes(o.id)))).toBe(before)
    const closed = getDb().tradeOrders.filter((o) => o.status === 'closed')
    expect(closed).toHaveLength(5)
    const frozen = getDb().tradeOrders.filter((o) => o.status !== 'closed').reduce((sum, o) => add(sum, o.cost), '0')
    const results = closed.reduce((sum, o) => add(sum, o.result), '0')
    expect(await balanceOf('USDT')).toMatchObject({ frozen, available: add(subtract('1010000', frozen), results) })
  })
})

describe('robustness', () => {
  it('answers any mix of fields with a refusal or a success, never a crash', async () => {
    const token = await login(alice)
    fund(alice.address, '1000000')
    const field = fc.constantFrom('symbol', 'side', 'kind', 'volume', 'price', 'stopLoss', 'takeProfit', 'id', 'scope', 'page', 'size')
    const value = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('BTCUSDT', 'EURUSD', 'buy', 'sell', 'market', 'limit', 'current', 'history', '0.01', '100', '1', '0', '-1', '1e3', 'NaN', 'Infinity', '90000', '100000', '1.05', '1.2', 'T1002', 'T1004', ' '),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(RPC.placeOrder, RPC.orders, RPC.modifyOrder, RPC.closeOrder), fc.dictionary(field, value), fc.nat({ max: 30 }), async (code, fields, minutes) => {
        const answer = await runRpc(registry, code, { ...fields, token })
        expect(answer.respCode, `${code} ${JSON.stringify(fields)}: ${answer.respMsg}`).not.toMatch(/^9/)
        advanceClock({ ms: minutes * MINUTE_MS })
      }),
      { numRuns: 400 },
    )
  })
})
