import { useQuery, useQueryClient } from '@tanstack/react-query'
import { quotesQuery } from '@/shared/api/market'
import { settleMoneyWrite } from '@/shared/api/balances'
import { TRADE_KEY } from '@/shared/api/trade-orders'
import { useSubmit } from '@/shared/hooks/use-submit'
import { closeOrder, placeOrder, type NewOrder, type TradeOrder } from '../api/trading-api'

/** Every instrument's live quote (the ticket picks one). */
export function useAllQuotes() {
  return useQuery(quotesQuery('all'))
}

/** Place an order, once however often it is asked; the balance it answers shows at once, the rest is fetched again. */
export function usePlaceOrder(onSuccess: (order: TradeOrder) => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: (order: NewOrder) => placeOrder(order),
    onSuccess: ({ order, balance }) => {
      onSuccess(order)
      settleMoneyWrite(client, [balance], TRADE_KEY)
    },
  })
}

/** Close a position or cancel a pending order; the cost and the result come back to the balance. */
export function useCloseOrder(onSuccess: (order: TradeOrder) => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: (id: string) => closeOrder(id),
    onSuccess: ({ order, balance }) => {
      onSuccess(order)
      settleMoneyWrite(client, [balance], TRADE_KEY)
    },
  })
}
