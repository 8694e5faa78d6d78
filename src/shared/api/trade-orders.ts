import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useSubmit } from '@/shared/hooks/use-submit'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { settleMoneyWrite } from './balances'
import type { OrderScope, TradeOrderPage, TradeOrderResult } from './contract/trading'
import { invalidateAfterWrite, PAGE_SIZE, pagedQueryOptions, userKey } from './queries'
import { rpc } from './rpc-client'
import { RPC } from './rpc-codes'

// The user's trade orders (10064), and the change of a current order's stop loss and take profit
// (100655). The trade screen lists them and modifies them from each order's card; the chart screen
// draws the current ones of its instrument as price lines and modifies them when one is dragged. So
// the calls and their query key live here, spelled once, and both screens share one cache entry.

/** What an order changes besides the balance and the ledger: the orders and positions. */
export const TRADE_KEY = userKey('trade')

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

export function modifyOrder(id: string, stopLoss: string, takeProfit: string): Promise<TradeOrderResult> {
  return rpc(RPC.modifyOrder, { id, stopLoss, takeProfit })
}

/** Change a current order's stop loss and take profit, once however often it is asked; the balance it answers shows at once. */
export function useModifyOrder(onSuccess: () => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: ({ id, stopLoss, takeProfit }: { id: string; stopLoss: string; takeProfit: string }) => modifyOrder(id, stopLoss, takeProfit),
    onSuccess: ({ balance }) => {
      onSuccess()
      settleMoneyWrite(client, [balance], TRADE_KEY)
    },
  })
}
