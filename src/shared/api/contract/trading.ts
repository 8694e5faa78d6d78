import type * as v from 'valibot'
import type { TradeOrderSchema, TradeOrderPageSchema, TradeOrderResultSchema } from './schemas/trading'
import { compare, isMultipleOf, multiply, subtract, toDecimalString } from '@/shared/lib/decimal'
import type { VolumeRulesEntries } from './schemas/trading'

// Trading as it travels (docs/api.md section 10: 10063, 10064, 100655, 100666): its values and
// rules here, its answers' schemas in schemas/trading.ts.
//
// Every instrument is quoted in US dollars, settled 1:1 in USDT, without leverage: an order's cost
// is volume x its open price, frozen while the order is pending or open, and its result is
// (close - open) x volume for a buy, (open - close) x volume for a sell, never a loss beyond the
// cost. A buy opens at the ask and closes at the bid; a sell opens at the bid and closes at the ask.

/** The coin orders cost and settle in. */
export const TRADE_COIN = 'USDT'

export const ORDER_SIDES = ['buy', 'sell'] as const
export type OrderSide = (typeof ORDER_SIDES)[number]

/** `market`: execute immediately at the ask (buy) or bid (sell). `limit`: a pending order at a price. */
export const ORDER_KINDS = ['market', 'limit'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

/**
 * `pending`: a limit order waiting for its price. `open`: a position. `modified`: a position whose
 * stop loss or take profit was changed. `closed`: a position closed (by hand, stop loss or take
 * profit). `cancelled`: a pending order withdrawn.
 */
export const ORDER_STATUSES = ['pending', 'open', 'modified', 'closed', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const CLOSE_REASONS = ['manual', 'stopLoss', 'takeProfit'] as const
export type CloseReason = (typeof CLOSE_REASONS)[number]

/** 10064 `scope`: current = pending, open, modified; history = closed, cancelled. */
export type OrderScope = 'current' | 'history'

/** How much of an instrument one order may trade (10060 sends them with each quote). */
export type VolumeRules = v.InferOutput<v.ObjectSchema<typeof VolumeRulesEntries, undefined>>

/** volume x price: what an order costs, in USDT. */
export function orderCost(volume: string, price: string): string {
  return toDecimalString(multiply(volume, price, 12))
}

/** The result of closing `volume` opened at `open` at `close`: never a loss beyond the cost. */
export function orderResult(side: OrderSide, volume: string, open: string, close: string): string {
  const move = side === 'buy' ? subtract(close, open) : subtract(open, close)
  const result = toDecimalString(multiply(move, volume, 12))
  const cost = orderCost(volume, open)
  return compare(result, `-${cost}`) < 0 ? `-${cost}` : result
}

export type VolumeProblem = 'required' | 'invalid' | 'range' | 'step'

/** What is wrong with a volume, or null. */
export function volumeProblem(volume: string, rules: VolumeRules): VolumeProblem | null {
  const v = volume.trim()
  if (v === '') return 'required'
  if (!isPlainDecimal(v) || compare(v, 0) <= 0) return 'invalid'
  if (compare(v, rules.minVolume) < 0 || compare(v, rules.maxVolume) > 0) return 'range'
  if (!isMultipleOf(v, rules.volumeStep)) return 'step'
  return null
}

/** A plain non-negative decimal of at most 15 whole digits and 8 places: what a price, a stop or a volume may be. */
export function isPlainDecimal(value: string): boolean {
  return /^\d{1,15}(\.\d{1,8})?$/.test(value)
}

/**
 * What is wrong with a stop loss / take profit pair for an order of `side` entering at `entry`,
 * or null. Empty means not set. Spec section 5: neither may be below 0; a buy's stop loss sits
 * below its entry and its take profit above, a sell's the other way round.
 */
export type StopsProblem = 'invalid' | 'belowZero' | 'stopLossSide' | 'takeProfitSide'

export function stopsProblem(side: OrderSide, entry: string, stopLoss: string, takeProfit: string): { field: 'stopLoss' | 'takeProfit'; problem: StopsProblem } | null {
  for (const [field, value] of [
    ['stopLoss', stopLoss],
    ['takeProfit', takeProfit],
  ] as const) {
    const v = value.trim()
    if (v === '') continue
    if (/^-\d*\.?\d+$/.test(v)) return { field, problem: 'belowZero' }
    if (!isPlainDecimal(v)) return { field, problem: 'invalid' }
    const order = compare(v, entry)
    const wantBelow = (field === 'stopLoss') === (side === 'buy')
    if (wantBelow ? order >= 0 : order <= 0) return { field, problem: field === 'stopLoss' ? 'stopLossSide' : 'takeProfitSide' }
  }
  return null
}


// The shapes of the answers, checked by the schemas in schemas/trading.ts.
export type TradeOrder = v.InferOutput<typeof TradeOrderSchema>
export type TradeOrderPage = v.InferOutput<typeof TradeOrderPageSchema>
export type TradeOrderResult = v.InferOutput<typeof TradeOrderResultSchema>
