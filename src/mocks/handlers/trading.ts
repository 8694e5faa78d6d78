import { RESP_CODES } from '@/shared/api/contract/envelope'
import {
  isPlainDecimal,
  orderCost,
  orderResult,
  stopsProblem,
  TRADE_COIN,
  volumeProblem,
  type CloseReason,
  type OrderKind,
  type OrderScope,
  type OrderSide,
  type OrderStatus,
  type TradeOrder,
  type TradeOrderPage,
  type TradeOrderResult,
} from '@/shared/api/contract/trading'
import { RPC } from '@/shared/api/rpc-codes'
import { compare, isValidAmount, toDecimalString } from '@/shared/lib/decimal'
import { DAY_MS, now, nowIso, onTimeReached, startOfUtcDay } from '../clock'
import { nextSeq, type MockDb, type MockTradeOrder } from '../db'
import { availableOf, credit, debit, freeze, unfreeze } from '../ledger'
import { newestFirst, pageFields, paginate } from '../paging'
import { defineRpc, invalidParam, missingParam, MockRpcError, requireField, requireUser, type RpcContext } from '../rpc'
import { MARKET_INSTRUMENTS } from '../seed'
import { bidAskOf, instrumentOf, MINUTE_MS, minuteRange, spanRange, TICK_MS, type Instrument } from './market'

// Trading (docs/api.md section 10): place an order (10063), list orders (10064), change a stop
// loss / take profit (100655), close a position or cancel a pending order (100666).
//
// Every instrument is quoted in US dollars and settled 1:1 in USDT, without leverage: an order
// costs volume x its entry price, frozen while it is pending or open ('tradeMargin'). A buy enters
// at the ask and closes at the bid, a sell the other way round, always at the rounded prices the
// quotes show. Closing gives the cost back ('tradeMarginReturn') and books the result
// ('tradeResult', a credit or a debit; none when 0), so the available balance ends at what it was
// before the order plus the result. Stop losses, take profits and pending orders are checked on the
// price process's 5-second ticks (handlers/market.ts) as the mock clock passes them.

const HOUR_MINUTES = 60
const CURRENT: readonly OrderStatus[] = ['pending', 'open', 'modified']
const HISTORY: readonly OrderStatus[] = ['closed', 'cancelled']

const isCurrent = (order: MockTradeOrder) => CURRENT.includes(order.status)
const isPosition = (order: MockTradeOrder) => order.status === 'open' || order.status === 'modified'

/** A price field: a positive decimal of at most 8 places (and a sane size), normalised. */
function priceField(ctx: RpcContext<typeof RPC.placeOrder>, name: 'price'): string {
  const value = ctx.fields[name]?.trim() ?? ''
  if (value === '') throw missingParam(name)
  if (!isPlainDecimal(value) || compare(value, 0) <= 0) throw invalidParam(name, 'must be a positive price with at most 8 decimal places')
  return toDecimalString(value)
}

/** What the order would close at now (a position), or fill against (a pending order). */
function marketPriceOf(order: MockTradeOrder, instrument: Instrument, at: number): string {
  const { bid, ask } = bidAskOf(instrument, at)
  if (order.status === 'pending') return order.side === 'buy' ? ask : bid
  return order.side === 'buy' ? bid : ask
}

function orderDto(order: MockTradeOrder, at: number): TradeOrder {
  const instrument = instrumentOf(order.symbol)
  const currentPrice = isCurrent(order) ? marketPriceOf(order, instrument, at) : ''
  const profit = isPosition(order) ? orderResult(order.side, order.volume, order.openPrice, currentPrice) : order.status === 'closed' ? order.result : '0'
  return {
    id: order.id,
    symbol: order.symbol,
    digits: order.digits,
    side: order.side,
    kind: order.kind,
    status: order.status,
    volume: order.volume,
    openPrice: order.openPrice,
    closePrice: order.closePrice,
    currentPrice,
    stopLoss: order.stopLoss,
    takeProfit: order.takeProfit,
    cost: order.cost,
    profit,
    closeReason: order.closeReason,
    createdAt: order.createdAt,
    openedAt: order.openedAt,
    closedAt: order.closedAt,
  }
}

function resultOf(db: MockDb, order: MockTradeOrder): TradeOrderResult {
  return { order: orderDto(order, db.now), balance: { coin: TRADE_COIN, available: availableOf(db, order.userId, TRADE_COIN) } }
}

// A stop on the wrong side of the entry, said per stop and side (a buy's stop loss sits below it).
const STOP_SIDE_MESSAGES = {
  stopLoss: { buy: 'The stop loss of a buy must be below the entry price {entry}', sell: 'The stop loss of a sell must be above the entry price {entry}' },
  takeProfit: { buy: 'The take profit of a buy must be above the entry price {entry}', sell: 'The take profit of a sell must be below the entry price {entry}' },
} as const

/** The stop loss and take profit fields against the entry price, normalised ('' = none), or a 1003. */
function checkedStops(ctx: RpcContext, side: OrderSide, entry: string): { stopLoss: string; takeProfit: string } {
  const stopLoss = ctx.fields.stopLoss?.trim() ?? ''
  const takeProfit = ctx.fields.takeProfit?.trim() ?? ''
  const issue = stopsProblem(side, entry, stopLoss, takeProfit)
  if (issue) {
    switch (issue.problem) {
      case 'belowZero':
        throw new MockRpcError(RESP_CODES.invalidParam, 'Stop-loss and take-profit prices cannot be below 0')
      case 'invalid':
        throw invalidParam(issue.field, 'must be a price with at most 8 decimal places, or empty for none')
      case 'stopLossSide':
      case 'takeProfitSide':
        throw new MockRpcError(RESP_CODES.invalidParam, STOP_SIDE_MESSAGES[issue.field][side], { entry })
    }
  }
  return { stopLoss: stopLoss && toDecimalString(stopLoss), takeProfit: takeProfit && toDecimalString(takeProfit) }
}

function ownOrder(ctx: RpcContext, userId: string): MockTradeOrder {
  const id = requireField(ctx, 'id')
  const order = ctx.db.tradeOrders.find((o) => o.id === id && o.userId === userId)
  if (!order) throw new MockRpcError(RESP_CODES.notFound, 'Order not found')
  if (order.status === 'closed') throw new MockRpcError(RESP_CODES.invalidParam, 'This order is closed')
  if (order.status === 'cancelled') throw new MockRpcError(RESP_CODES.invalidParam, 'This order is cancelled')
  return order
}

/** Close a position at `price` at epoch ms `at`: the cost comes back and the result is booked. */
function settle(db: MockDb, order: MockTradeOrder, price: string, reason: CloseReason, at: number): void {
  const when = new Date(at).toISOString()
  const result = orderResult(order.side, order.volume, order.openPrice, price)
  unfreeze(db, order.userId, { type: 'tradeMarginReturn', coin: TRADE_COIN, amount: order.cost, refId: order.id, at: when })
  const sign = compare(result, 0)
  if (sign > 0) credit(db, order.userId, { type: 'tradeResult', coin: TRADE_COIN, amount: result, refId: order.id, at: when })
  if (sign < 0) debit(db, order.userId, { type: 'tradeResult', coin: TRADE_COIN, amount: result.slice(1), refId: order.id, at: when })
  order.status = 'closed'
  order.closePrice = price
  order.closeReason = reason
  order.closedAt = when
  order.result = result
  order.changedAt = at
}

function cancel(db: MockDb, order: MockTradeOrder, at: number): void {
  const when = new Date(at).toISOString()
  unfreeze(db, order.userId, { type: 'tradeMarginReturn', coin: TRADE_COIN, amount: order.cost, refId: order.id, at: when })
  order.status = 'cancelled'
  order.closedAt = when
  order.changedAt = at
}

// ---- Triggers ---------------------------------------------------------------------------------

type Trigger = { kind: 'fill' } | { kind: 'stopLoss' | 'takeProfit'; price: string }

/** What the tick at `t` does to `order`, by its rounded bid and ask; null when nothing. */
function triggerAt(order: MockTradeOrder, instrument: Instrument, t: number): Trigger | null {
  const { bid, ask } = bidAskOf(instrument, t)
  if (order.status === 'pending') {
    const fills = order.side === 'buy' ? compare(ask, order.openPrice) <= 0 : compare(bid, order.openPrice) >= 0
    return fills ? { kind: 'fill' } : null
  }
  const price = order.side === 'buy' ? bid : ask
  // A buy's stop sits below, its take profit above; a sell's the other way round.
  const toward = order.side === 'buy' ? -1 : 1
  if (order.stopLoss && compare(price, order.stopLoss) * toward >= 0) return { kind: 'stopLoss', price }
  if (order.takeProfit && compare(price, order.takeProfit) * toward <= 0) return { kind: 'takeProfit', price }
  return null
}

/**
 * Whether some tick of a span whose mid prices lie in [low, high] could trigger `order`: compared
 * with a margin of one price unit (the rounding of bid and ask) and a little more for floats.
 */
function mayTrigger(order: MockTradeOrder, instrument: Instrument, { low, high }: { low: number; high: number }): boolean {
  const margin = 10 ** -instrument.digits + high * 1e-9
  const half = instrument.spread / 2
  const [bidLow, bidHigh, askLow, askHigh] = [low - half - margin, high - half + margin, low + half - margin, high + half + margin]
  const sl = order.stopLoss ? Number(order.stopLoss) : NaN
  const tp = order.takeProfit ? Number(order.takeProfit) : NaN
  if (order.status === 'pending') return order.side === 'buy' ? askLow <= Number(order.openPrice) : bidHigh >= Number(order.openPrice)
  // NaN (not set) compares false.
  if (order.side === 'buy') return bidLow <= sl || bidHigh >= tp
  return askHigh >= sl || askLow <= tp
}

/**
 * The first tick in [from, end) (multiples of TICK_MS) that triggers `order`, or null. Hours the
 * price bounds rule out are skipped whole, then minutes; only the ticks of candidate minutes are priced.
 */
function firstTrigger(order: MockTradeOrder, from: number, end: number): number | null {
  const instrument = MARKET_INSTRUMENTS.find((i) => i.symbol === order.symbol)
  if (!instrument || (isPosition(order) && !order.stopLoss && !order.takeProfit)) return null
  const firstMinute = Math.floor(from / MINUTE_MS)
  const lastMinute = Math.floor((end - 1) / MINUTE_MS)
  if (lastMinute < firstMinute || !mayTrigger(order, instrument, spanRange(instrument, firstMinute, lastMinute))) return null
  for (let hour = firstMinute - (firstMinute % HOUR_MINUTES); hour <= lastMinute; hour += HOUR_MINUTES) {
    const a = Math.max(hour, firstMinute)
    const b = Math.min(hour + HOUR_MINUTES - 1, lastMinute)
    if (!mayTrigger(order, instrument, spanRange(instrument, a, b))) continue
    for (let minute = a; minute <= b; minute += 1) {
      if (!mayTrigger(order, instrument, minuteRange(instrument, minute))) continue
      const start = Math.max(minute * MINUTE_MS, from)
      const stop = Math.min((minute + 1) * MINUTE_MS, end)
      for (let t = start; t < stop; t += TICK_MS) if (triggerAt(order, instrument, t)) return t
    }
  }
  return null
}

/** The first tick after the order's last change: only it and later ones can fill or close the order. */
function tickAfterChange(order: MockTradeOrder): number {
  return (Math.floor(order.changedAt / TICK_MS) + 1) * TICK_MS
}

/** Apply what the tick at `at` does to every current order. */
function runTick(db: MockDb, at: number): void {
  for (const order of db.tradeOrders) {
    const instrument = MARKET_INSTRUMENTS.find((i) => i.symbol === order.symbol)
    if (!instrument || !isCurrent(order) || tickAfterChange(order) > at) continue
    const trigger = triggerAt(order, instrument, at)
    if (!trigger) continue
    if (trigger.kind === 'fill') {
      // At its own price: the cost frozen when it was placed stays right.
      order.status = 'open'
      order.openedAt = new Date(at).toISOString()
      order.changedAt = at
    } else settle(db, order, trigger.price, trigger.kind, at)
  }
}

// Checked up to the next UTC midnight at a time (the clock asks again after each midnight), so a
// long advance costs a few bounds per day for each order that cannot trigger.
onTimeReached('trading', {
  due: (db) => {
    const end = startOfUtcDay(db.now) + DAY_MS
    // The tick at the clock's own moment counts: the clock runs what is due there before it stops.
    const fromNow = Math.ceil(db.now / TICK_MS) * TICK_MS
    let next: number | null = null
    for (const order of db.tradeOrders) {
      if (!isCurrent(order)) continue
      const t = firstTrigger(order, Math.max(fromNow, tickAfterChange(order)), next ?? end)
      if (t !== null) next = t
    }
    return next
  },
  run: (db, at) => runTick(db, Math.floor(at / TICK_MS) * TICK_MS),
})

// ---- Handlers ---------------------------------------------------------------------------------

export const tradingRpcs = [
  defineRpc(RPC.placeOrder, (ctx): TradeOrderResult => {
    const user = requireUser(ctx)
    const { db } = ctx
    const instrument = instrumentOf(requireField(ctx, 'symbol').toUpperCase())
    const side = requireField(ctx, 'side') as OrderSide
    if (side !== 'buy' && side !== 'sell') throw invalidParam('side', 'must be buy or sell')
    const kind = (ctx.fields.kind?.trim() || 'market') as OrderKind
    if (kind !== 'market' && kind !== 'limit') throw invalidParam('kind', 'must be market or limit')

    const volume = ctx.fields.volume?.trim() ?? ''
    switch (volumeProblem(volume, instrument)) {
      case 'required':
        throw missingParam('volume')
      case 'invalid':
        throw invalidParam('volume', 'must be a positive number with at most 8 decimal places')
      case 'range':
        throw new MockRpcError(RESP_CODES.outOfRange, 'Volume must be between {min} and {max}', { min: instrument.minVolume, max: instrument.maxVolume })
      case 'step':
        throw invalidParam('volume', 'must be a multiple of {step}', { step: instrument.volumeStep })
      case null:
        break
    }

    const at = now()
    const { bid, ask } = bidAskOf(instrument, at)
    let entry = side === 'buy' ? ask : bid
    if (kind === 'limit') {
      entry = priceField(ctx, 'price')
      // Finer than the instrument's quotes, the cost would carry more places than a USDT balance holds.
      if (!isValidAmount(entry, instrument.digits)) throw invalidParam('price', 'must have at most {digits} decimal places', { digits: instrument.digits })
      if (side === 'buy' && compare(entry, ask) >= 0) throw new MockRpcError(RESP_CODES.invalidParam, 'A buy limit price must be below the current ask {ask}', { ask })
      if (side === 'sell' && compare(entry, bid) <= 0) throw new MockRpcError(RESP_CODES.invalidParam, 'A sell limit price must be above the current bid {bid}', { bid })
    }
    const stops = checkedStops(ctx, side, entry)

    const id = `T${nextSeq(db)}`
    const cost = orderCost(volume, entry)
    freeze(db, user.id, { type: 'tradeMargin', coin: TRADE_COIN, amount: cost, refId: id })
    const createdAt = nowIso()
    const order: MockTradeOrder = {
      id,
      userId: user.id,
      symbol: instrument.symbol,
      digits: instrument.digits,
      side,
      kind,
      status: kind === 'market' ? 'open' : 'pending',
      volume: toDecimalString(volume),
      openPrice: entry,
      closePrice: '',
      ...stops,
      cost,
      closeReason: '',
      createdAt,
      openedAt: kind === 'market' ? createdAt : '',
      closedAt: '',
      result: '',
      changedAt: at,
    }
    db.tradeOrders.push(order)
    return resultOf(db, order)
  }),

  defineRpc(RPC.orders, (ctx): TradeOrderPage => {
    const user = requireUser(ctx)
    const scope = (ctx.fields.scope?.trim() || 'current') as OrderScope
    if (scope !== 'current' && scope !== 'history') throw invalidParam('scope', 'must be current or history')
    const paging = pageFields(ctx)
    const statuses = scope === 'current' ? CURRENT : HISTORY
    const at = now()
    const rows = ctx.db.tradeOrders
      .filter((o) => o.userId === user.id && statuses.includes(o.status))
      .sort(newestFirst((r) => r.createdAt))
    return paginate(rows, paging, (o) => orderDto(o, at))
  }),

  defineRpc(RPC.modifyOrder, (ctx): TradeOrderResult => {
    const user = requireUser(ctx)
    const order = ownOrder(ctx, user.id)
    for (const name of ['stopLoss', 'takeProfit'] as const) if (ctx.fields[name] === undefined) throw missingParam(name)
    const stops = checkedStops(ctx, order.side, order.openPrice)
    order.stopLoss = stops.stopLoss
    order.takeProfit = stops.takeProfit
    if (order.status !== 'pending') order.status = 'modified'
    order.changedAt = now()
    return resultOf(ctx.db, order)
  }),

  defineRpc(RPC.closeOrder, (ctx): TradeOrderResult => {
    const user = requireUser(ctx)
    const { db } = ctx
    const order = ownOrder(ctx, user.id)
    const at = now()
    if (order.status === 'pending') cancel(db, order, at)
    else settle(db, order, marketPriceOf(order, instrumentOf(order.symbol), at), 'manual', at)
    return resultOf(db, order)
  }),
]
