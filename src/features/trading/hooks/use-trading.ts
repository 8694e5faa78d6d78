import { useQuery, useQueryClient } from '@tanstack/react-query'
import { quotesQuery } from '@/shared/api/market'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { closeOrder, modifyOrder, placeOrder, type NewOrder, type TradeOrder } from '../api/trading-api'

/** Every instrument's live quote (the ticket picks one). */
export function useAllQuotes() {
  return useQuery(quotesQuery('all'))
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
