import { useQueryClient } from '@tanstack/react-query'
import { settleMoneyWrite } from '@/shared/api/balances'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { submitWithdrawal, withdrawalQuery, withdrawalsQuery, type FinanceRecord, type Withdrawal } from '../api/funds-api'

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

/**
 * Withdraw, once however often asked. The answer is used: the withdrawal's details open from the
 * record it returned (no 10053), the coin's available balance shows at once; what it does not
 * cover (the frozen part, the withdrawal list, the ledger) is fetched again, and nothing else.
 */
export function useWithdraw(onSuccess: (record: Withdrawal) => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: submitWithdrawal,
    onSuccess: ({ record, balance }) => {
      client.setQueryData(withdrawalQuery(record.id).queryKey, record)
      settleMoneyWrite(client, [balance], withdrawalsQuery().queryKey)
      onSuccess(record)
    },
  })
}
