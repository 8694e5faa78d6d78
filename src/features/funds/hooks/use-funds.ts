import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import {
  chainsQuery,
  coinsQuery,
  depositAddressQuery,
  financeRecordsQuery,
  submitDeposit,
  submitWithdrawal,
  withdrawalQuery,
  withdrawalsQuery,
  withdrawRulesQuery,
  type FinanceRecord,
  type LedgerType,
  type Withdrawal,
} from '../api/funds-api'

export function useChains() {
  return useQuery(chainsQuery())
}

export function useCoins() {
  return useQuery(coinsQuery())
}

export function useWithdrawRules() {
  return useQuery(withdrawRulesQuery())
}

/** The user's deposit address on a chain; a visitor asks for nothing. */
export function useDepositAddress(chain: string, coin: string) {
  const connected = useSessionStore(selectIsConnected)
  return useQuery({ ...depositAddressQuery(chain, coin), enabled: connected && Boolean(chain && coin) })
}

export function useFinanceRecords(types: readonly LedgerType[], coin: string) {
  const connected = useSessionStore(selectIsConnected)
  return useInfiniteQuery({ ...financeRecordsQuery(types, coin), enabled: connected })
}

export function useWithdrawals() {
  return useInfiniteQuery(withdrawalsQuery())
}

/** One withdrawal; nothing is asked without an id (or for a visitor, as every user query). */
export function useWithdrawal(id: string) {
  const connected = useSessionStore(selectIsConnected)
  return useQuery({ ...withdrawalQuery(id), enabled: connected && Boolean(id) })
}

/** The name of a chain id ("TRC20" -> "TRON (TRC20)"), the id itself until the config is known. */
export function useChainName(id: string): string {
  const chains = useChains()
  return chains.data?.find((c) => c.id === id)?.name ?? id
}

/** Report a deposit, once however often asked; the records and balances are fetched again. */
export function useReportDeposit(onSuccess: (record: FinanceRecord) => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: submitDeposit,
    onSuccess: ({ record }) => {
      onSuccess(record)
      void invalidateAfterWrite(client)
    },
  })
}

/** Withdraw, once however often asked; every figure of the user is fetched again. */
export function useWithdraw(onSuccess: (record: Withdrawal) => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: submitWithdrawal,
    onSuccess: ({ record }) => {
      onSuccess(record)
      void invalidateAfterWrite(client)
    },
  })
}
