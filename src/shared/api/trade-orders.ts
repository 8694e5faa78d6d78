import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import type { OrderScope, TradeOrderPage } from './contract/trading'
import { invalidateAfterWrite, PAGE_SIZE, pagedQueryOptions, userKey } from './queries'
import { rpc } from './rpc-client'
import { RPC } from './rpc-codes'

// The user's trade orders (10064). The trade screen lists them and the chart screen draws the
// current ones of its instrument as price lines, so the call and its query key live here, spelled
// once, and both screens share one cache entry (a modify or close on the trade screen refreshes it).

/** A page of the orders; the CSV export asks bigger pages and may cancel (`signal`). */
export function fetchOrders(scope: OrderScope, page: number, size = PAGE_SIZE, signal?: AbortSignal): Promise<TradeOrderPage> {
  return rpc(RPC.orders, { scope, page, size }, { signal })
}

/** How often the shown orders are asked for again: their profit moves with the price, and stops trigger on the server. */
export const ORDERS_POLL_MS = 3_000

export const ordersQuery = (scope: OrderScope) => ({
  ...pagedQueryOptions(userKey('trade', 'orders', scope), (page) => fetchOrders(scope, page)),
  refetchInterval: ORDERS_POLL_MS,
  refetchIntervalInBackground: false,
})

/**
 * The user's orders of one scope, polled while shown. A current order can close on the server by
 * itself (stop loss, take profit): when one leaves the current list, or a new one appears in the
 * history, every figure of the user (balances, the other list) is fetched again, on whichever
 * screen saw it happen.
 */
export function useTradeOrders(scope: OrderScope, enabled = true) {
  const connected = useSessionStore(selectIsConnected)
  const client = useQueryClient()
  const query = useInfiniteQuery({ ...ordersQuery(scope), enabled: enabled && connected })
  const ids = query.data?.pages.flatMap((p) => p.list.map((o) => o.id)).join(',')
  const previous = useRef<string>(undefined)
  useEffect(() => {
    if (ids === undefined) return
    const before = previous.current?.split(',')
    const after = ids.split(',')
    previous.current = ids
    if (!before) return
    const moved = scope === 'current' ? before.some((id) => id && !after.includes(id)) : after.some((id) => id && !before.includes(id))
    if (moved) void invalidateAfterWrite(client)
  }, [ids, scope, client])
  return query
}
