import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { RESP_CODES } from '@/shared/api/contract/envelope'
import { isRpcError } from '@/shared/api/errors'
import { settleMoneyWrite } from '@/shared/api/balances'
import { userKey } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { exchangeRecordsQuery, pairQuery, quoteQuery, submitExchange } from '../api/exchange-api'

export function usePair(from: string, to: string) {
  return useQuery(pairQuery(from, to))
}

/** The quote of `amount`; asked for only while `amount` is one the pair accepts. */
export function useQuote(from: string, to: string, amount: string, enabled: boolean) {
  return useQuery({ ...quoteQuery(from, to, amount), enabled })
}

export function useExchangeRecords() {
  return useInfiniteQuery(exchangeRecordsQuery())
}

/**
 * Execute a quote, once however often it is asked. The two balances it answers show at once; the
 * ledger, the records and the quotes are fetched again. A quote the server no longer honours calls `onExpired` (to show a new one).
 */
export function useExchange(onSuccess: () => void, onExpired: () => void) {
  const client = useQueryClient()
  return useSubmit({
    // An expired quote is an answer the screen explains inline (and shows the new one): it is not
    // also a toast, so it comes back as a value, not as an error useSubmit would present.
    mutationFn: (quoteId: string) =>
      submitExchange(quoteId).then(
        (done) => ({ done }),
        (error: unknown) => {
          if (isRpcError(error) && error.code === RESP_CODES.quoteExpired) return { done: null }
          throw error
        },
      ),
    onSuccess: ({ done }) => {
      if (!done) return onExpired()
      onSuccess()
      settleMoneyWrite(client, done.balances, userKey('exchange'))
    },
  })
}

/** `value` once it has stood still for `ms`: a quote is asked for when the typing stops. */
export function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
