import { useRef } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { settleMoneyWrite } from '@/shared/api/balances'
import { withdrawAuthOf } from '@/shared/api/contract/withdraw-auth'
import { globalConfigQuery } from '@/shared/api/global-config'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import type { SignProblem } from '@/shared/wallet/sign-withdrawal'
import { fetchWithdrawNonce, submitWithdrawal, withdrawalQuery, withdrawalsQuery, type FinanceRecord, type Withdrawal } from '../api/funds-api'

// The funds area's two writes (its reads are in use-funds.ts).

/** Report a deposit, once however often asked; the records and balances are fetched again. */
export function useReportDeposit(onSuccess: (record: FinanceRecord) => void) {
  const client = useQueryClient()
  return useSubmit({
    // The report (10011) lives with the wallet payments that send it too (shared/api/deposits.ts);
    // it loads when sent, so the withdrawal page does not download it with this module.
    mutationFn: async (report: Parameters<typeof import('@/shared/api/deposits').submitDeposit>[0]) => (await import('@/shared/api/deposits')).submitDeposit(report),
    onSuccess: ({ record }) => {
      onSuccess(record)
      void invalidateAfterWrite(client)
    },
  })
}

/** A withdrawal as confirmed: its fields for 10051, the fee the confirm step showed, and the logged-in wallet. */
export interface WithdrawalRequest {
  coin: string
  chain: string
  address: string
  amount: string
  fee: string
  account: string
}

type Withdrawn = { sent: true; answer: Awaited<ReturnType<typeof submitWithdrawal>> } | { sent: false; problem: SignProblem }

/**
 * Sends a withdrawal; when the config asks for it (withdrawAuth eip712), first a nonce (10054) and
 * the wallet's signature of the confirmed figures (contract/withdraw-auth.ts). A wallet that did
 * not sign sends nothing.
 */
async function withdraw(client: QueryClient, { fee, account, ...fields }: WithdrawalRequest, abandoned: AbortSignal): Promise<Withdrawn> {
  // The mode as the backend says it now (a deployment may have just turned it on), not a cached copy.
  if (withdrawAuthOf(await client.fetchQuery({ ...globalConfigQuery(), staleTime: 0 })) !== 'eip712') return { sent: true, answer: await submitWithdrawal(fields) }
  const { nonce, expiresAt } = await fetchWithdrawNonce()
  const deadline = Math.floor(Date.parse(expiresAt) / 1000)
  // Loaded on this tap only: withdrawals unsigned never download it.
  const { signWithdrawal, WithdrawalSignError } = await import('@/shared/wallet/sign-withdrawal')
  // A wallet that never answers (locked, its prompt lost) is left by closing the sheet: a signature
  // that comes after that is dropped, nothing is sent.
  const left = new Promise<never>((_, reject) => abandoned.addEventListener('abort', () => reject(new WithdrawalSignError('cancelled')), { once: true }))
  try {
    const { signature, chainId } = await Promise.race([signWithdrawal({ account, ...fields, fee, nonce, deadline }), left])
    return { sent: true, answer: await submitWithdrawal({ ...fields, nonce, deadline: String(deadline), chainId: String(chainId), signature }) }
  } catch (error) {
    if (error instanceof WithdrawalSignError) return { sent: false, problem: error.problem }
    throw error
  }
}

/**
 * Withdraw, once however often asked. The answer is used: the withdrawal's details open from the
 * record it returned (no 10053), the coin's available balance shows at once; what it does not
 * cover (the frozen part, the withdrawal list, the ledger) is fetched again, and nothing else. A
 * wallet that did not sign it is `onNotSigned`: nothing was sent.
 */
export function useWithdraw(onSuccess: (record: Withdrawal) => void, onNotSigned: (problem: SignProblem) => void) {
  const client = useQueryClient()
  const abandon = useRef<AbortController>(null)
  const { submit, busy } = useSubmit({
    mutationFn: (request: WithdrawalRequest) => withdraw(client, request, (abandon.current = new AbortController()).signal),
    onSuccess: (result) => {
      if (!result.sent) return onNotSigned(result.problem)
      const { record, balance } = result.answer
      client.setQueryData(withdrawalQuery(record.id).queryKey, record)
      settleMoneyWrite(client, [balance], withdrawalsQuery().queryKey)
      onSuccess(record)
    },
  })
  /** The user leaves while the wallet is asked to sign: its answer, if it ever comes, is dropped. */
  return { submit, busy, abandon: () => abandon.current?.abort() }
}
