import { useQueryClient } from '@tanstack/react-query'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { submitWithdrawal, type FinanceRecord, type Withdrawal } from '../api/funds-api'

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
