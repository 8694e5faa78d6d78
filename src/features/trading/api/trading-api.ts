import type { OrderKind, OrderSide, TradeOrderResult } from '@/shared/api/contract/trading'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

// The trading area's calls (docs/api.md section 10: 10063, 100655, 100666): the only file that
// spells these codes and field names. The order list (10064) is in shared/api/trade-orders.ts and
// the quotes (10060) in shared/api/market.ts: the market screens show them too.

export type { CloseReason, OrderKind, OrderScope, OrderSide, OrderStatus, TradeOrder, VolumeRules } from '@/shared/api/contract/trading'
export { orderCost, stopsProblem, TRADE_COIN, volumeProblem } from '@/shared/api/contract/trading'

/** An order as the ticket holds it, checks it and sends it. */
export interface NewOrder {
  symbol: string
  side: OrderSide
  kind: OrderKind
  volume: string
  /** The pending order's price: sent for a limit order only. */
  price: string
  stopLoss: string
  takeProfit: string
}

export function placeOrder(order: NewOrder): Promise<TradeOrderResult> {
  const { price, ...rest } = order
  return rpc(RPC.placeOrder, order.kind === 'limit' ? { ...rest, price } : rest)
}

/** Closes a position at the market, or cancels a pending order. */
export function closeOrder(id: string): Promise<TradeOrderResult> {
  return rpc(RPC.closeOrder, { id })
}
