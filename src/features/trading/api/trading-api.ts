import type { OrderKind, OrderScope, OrderSide, TradeOrderPage, TradeOrderResult } from '@/shared/api/contract/trading'
import { PAGE_SIZE, pagedQueryOptions, userKey } from '@/shared/api/queries'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

// The trading area's calls (docs/api.md section 10: 10063, 10064, 100655, 100666) and their query
// options: the only file that spells these codes, field names and query keys. Quotes (10060) are
// shared with the market screens (shared/api/market.ts).

export type { CloseReason, OrderKind, OrderScope, OrderSide, OrderStatus, TradeOrder, VolumeRules } from '@/shared/api/contract/trading'
export { orderCost, stopsProblem, TRADE_COIN, volumeProblem } from '@/shared/api/contract/trading'

export interface NewOrder {
  symbol: string
  side: OrderSide
  kind: OrderKind
  volume: string
  /** The pending order's price; '' for a market order. */
  price: string
  stopLoss: string
  takeProfit: string
}

export function placeOrder(order: NewOrder): Promise<TradeOrderResult> {
  const { price, ...rest } = order
  return rpc(RPC.placeOrder, order.kind === 'limit' ? { ...rest, price } : rest)
}

/** A page of the orders; the CSV export asks bigger pages and may cancel (`signal`). */
export function fetchOrders(scope: OrderScope, page: number, size = PAGE_SIZE, signal?: AbortSignal): Promise<TradeOrderPage> {
  return rpc(RPC.orders, { scope, page, size }, { signal })
}

export function modifyOrder(id: string, stopLoss: string, takeProfit: string): Promise<TradeOrderResult> {
  return rpc(RPC.modifyOrder, { id, stopLoss, takeProfit })
}

/** Closes a position at the market, or cancels a pending order. */
export function closeOrder(id: string): Promise<TradeOrderResult> {
  return rpc(RPC.closeOrder, { id })
}

/** How often the shown orders are asked for again: their profit moves with the price, and stops trigger on the server. */
export const ORDERS_POLL_MS = 3_000

export const ordersQuery = (scope: OrderScope) => ({
  ...pagedQueryOptions(userKey('trade', 'orders', scope), (page) => fetchOrders(scope, page)),
  refetchInterval: ORDERS_POLL_MS,
  refetchIntervalInBackground: false,
})
