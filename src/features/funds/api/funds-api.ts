import { queryOptions } from '@tanstack/react-query'
import type { Chain, DepositAddress, FinanceRecordPage, LedgerType, Withdrawal, WithdrawalPage, WithdrawRule } from '@/shared/api/contract/funds'
import { globalConfigQuery } from '@/shared/api/global-config'
import { LEDGER_KEY, PAGE_SIZE, pagedQueryOptions, userKey } from '@/shared/api/queries'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

// The funds area's calls (docs/api.md section 4: 10009, 10010, 10011, 10050-10053) and their query
// options: the only file that spells these codes, field names and query keys. Balances (10008) are
// shared server state (shared/api/balances.ts).

export type { Chain, DepositAddress, FinanceRecord, LedgerStatus, LedgerType, Withdrawal, WithdrawRule } from '@/shared/api/contract/funds'
export { EARNING_TYPES, LEDGER_TYPES, maxWithdrawal, TX_HASH_PATTERN, withdrawalFee } from '@/shared/api/contract/funds'

/** A page of the ledger; the CSV export asks bigger pages and may cancel (`signal`). */
export function fetchFinanceRecords(types: readonly LedgerType[], coin: string, page: number, size = PAGE_SIZE, signal?: AbortSignal): Promise<FinanceRecordPage> {
  return rpc(RPC.financeRecords, { type: types.join(','), coin, page, size }, { signal })
}

export function fetchDepositAddress(chain: string, coin: string): Promise<DepositAddress> {
  return rpc(RPC.depositAddress, { chain, coin })
}

export async function fetchWithdrawRules(): Promise<WithdrawRule[]> {
  return (await rpc(RPC.withdrawConfig)).list
}

/** The withdrawal as recorded, and the coin's available balance after it. Signed (withdrawAuth eip712): with `nonce`, `deadline`, `chainId` and `signature`. */
export function submitWithdrawal(fields: { coin: string; chain: string; address: string; amount: string; nonce?: string; deadline?: string; chainId?: string; signature?: string }): Promise<{ record: Withdrawal; balance: { coin: string; available: string } }> {
  return rpc(RPC.submitWithdrawal, fields)
}

/** A nonce for one signed withdrawal (10054), and until when it may be used. */
export function fetchWithdrawNonce(): Promise<{ nonce: string; expiresAt: string }> {
  return rpc(RPC.withdrawNonce)
}

export function fetchWithdrawals(page: number, size = PAGE_SIZE, signal?: AbortSignal): Promise<WithdrawalPage> {
  return rpc(RPC.withdrawalRecords, { page, size }, { signal })
}

export function fetchWithdrawal(id: string): Promise<Withdrawal> {
  return rpc(RPC.withdrawalDetail, { id })
}

const FUNDS = 'funds'

/** The chains of the global configuration (00000), each with its coins. */
export const chainsQuery = () =>
  queryOptions({ ...globalConfigQuery(), select: (config): Chain[] => config.chains })

/** Every coin of the global configuration. */
export const coinsQuery = () =>
  queryOptions({ ...globalConfigQuery(), select: (config): string[] => config.coins })

/** Public: the same terms for everybody. */
export const withdrawRulesQuery = () => queryOptions({ queryKey: [FUNDS, 'withdrawRules'], queryFn: fetchWithdrawRules })

export const depositAddressQuery = (chain: string, coin: string) =>
  queryOptions({ queryKey: userKey(FUNDS, 'depositAddress', chain, coin), queryFn: () => fetchDepositAddress(chain, coin), staleTime: Infinity })

/** The ledger filtered by types (none: all) and coin ('' : all). */
export const financeRecordsQuery = (types: readonly LedgerType[], coin: string) =>
  pagedQueryOptions([...LEDGER_KEY, types.join(','), coin] as const, (page) => fetchFinanceRecords(types, coin, page))

export const withdrawalsQuery = () => pagedQueryOptions(userKey(FUNDS, 'withdrawals'), (page) => fetchWithdrawals(page))

export const withdrawalQuery = (id: string) => queryOptions({ queryKey: userKey(FUNDS, 'withdrawal', id), queryFn: () => fetchWithdrawal(id) })
