import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { isOnItsWay } from '@/shared/api/contract/funds'
import { CONFIRMING_REFRESH_MS, refetchRecordWhileInFlight, refetchWhileInFlight, rowsOf, useBalancesFollow } from '@/shared/api/in-flight'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import {
  chainsQuery,
  coinsQuery,
  depositAddressQuery,
  financeRecordsQuery,
  withdrawalQuery,
  withdrawalsQuery,
  withdrawRulesQuery,
  type FinanceRecord,
  type LedgerType,
} from '../api/funds-api'

// The funds area's reads; its two writes are in use-funds-submit.ts, so the record pages do not
// download the submit machinery.

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

const onItsWay = (record: { status: FinanceRecord['status'] }) => isOnItsWay(record.status)
const stepOf = (record: { id: string; status: FinanceRecord['status'] }) => (isOnItsWay(record.status) ? `${record.id}:${record.status}` : null)

/** The ledger; a deposit still confirming (or a withdrawal on its way) is read again every few seconds while shown. */
export function useFinanceRecords(types: readonly LedgerType[], coin: string) {
  const connected = useSessionStore(selectIsConnected)
  const records = useInfiniteQuery({ ...financeRecordsQuery(types, coin), enabled: connected, refetchInterval: refetchWhileInFlight(onItsWay, CONFIRMING_REFRESH_MS) })
  useBalancesFollow(records.data && rowsOf(records.data), stepOf)
  return records
}

/** The withdrawals; one on its way is read again every few seconds while shown. */
export function useWithdrawals() {
  const withdrawals = useInfiniteQuery({ ...withdrawalsQuery(), refetchInterval: refetchWhileInFlight(onItsWay, CONFIRMING_REFRESH_MS) })
  useBalancesFollow(withdrawals.data && rowsOf(withdrawals.data), stepOf)
  return withdrawals
}

/** One withdrawal, read again every few seconds while on its way; nothing is asked without an id (or for a visitor). */
export function useWithdrawal(id: string) {
  const connected = useSessionStore(selectIsConnected)
  const withdrawal = useQuery({ ...withdrawalQuery(id), enabled: connected && Boolean(id), refetchInterval: refetchRecordWhileInFlight(onItsWay, CONFIRMING_REFRESH_MS) })
  useBalancesFollow(withdrawal.data && [withdrawal.data], stepOf)
  return withdrawal
}

/** The name of a chain id ("TRC20" -> "TRON (TRC20)"), the id itself until the config is known. */
export function useChainName(id: string): string {
  const chains = useChains()
  return chains.data?.find((c) => c.id === id)?.name ?? id
}
