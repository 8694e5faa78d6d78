import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { quotesQuery } from '@/shared/api/market'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { useSubmit } from '@/shared/hooks/use-submit'
import { closeOrder, modifyOrder, ordersQuery, placeOrder, type NewOrder, type OrderScope, type TradeOrder } from '../api/trading-api'

/** Every instrument's live quote (the ticket picks one). */
export function useAllQuotes() {
  return useQuery(quotesQuery('all'))
}

/**
 * The user's orders of one scope, polled while shown. A current order can close on the server by
 * itself (stop loss, take profit): when one leaves the current list, or a new one appears in the
 * history, every figure of the user (balances, the other list) is fetched again.
 */
export function useOrders(scope: OrderScope) {
  const connected = useSessionStore(selectIsConnected)
  const client = useQueryClient()
  const query = useInfiniteQuery({ ...ordersQuery(scope), enabled: connected })
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

/** Place an order, once however often it is asked; afterwards every figure of the user is fetched again. */
export function usePlaceOrder(onSuccess: (order: TradeOrder) => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: (order: NewOrder) => placeOrder(order),
    onSuccess: ({ order }) => {
      onSuccess(order)
      void invalidateAfterWrite(client)
    },
  })
}

export function useModifyOrder(onSuccess: () => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: ({ id, stopLoss, takeProfit }: { id: string; stopLoss: string; takeProfit: string }) => modifyOrder(id, stopLoss, takeProfit),
    onSuccess: () => {
      onSuccess()
      void invalidateAfterWrite(client)
    },
  })
}

/** Close a position or cancel a pending order; the cost and the result come back to the balance. */
export function useCloseOrder(onSuccess: (order: TradeOrder) => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: (id: string) => closeOrder(id),
    onSuccess: ({ order }) => {
      onSuccess(order)
      void invalidateAfterWrite(client)
    },
  })
}
