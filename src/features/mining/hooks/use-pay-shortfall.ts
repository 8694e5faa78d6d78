import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchBalances } from '@/shared/api/balances'
import type { Chain } from '@/shared/api/contract/funds'
import { globalConfigQuery } from '@/shared/api/global-config'
import { presentError } from '@/shared/api/present-error'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { compare } from '@/shared/lib/decimal'
import { useSessionStore } from '@/shared/stores/session-store'
import type { PaymentFailure, PreparedPayment, RunProgress } from '@/shared/wallet/use-wallet-payment'
import { buyMachine, MINING_KEY } from '../api/mining-api'

// A purchase whose price the balance does not cover, the rest paid from the wallet (design.md
// section 5): the purchase shortfall's steps (payment-steps.ts): the checks, the chain, the exact
// approval, the payment, the backend's credit until the available balance covers the total, then
// the purchase (10022) as ever. One run, started by one tap, never twice at once. The wallet
// layer's code loads on that tap, not with the machine page.
const walletPayment = () => import('@/shared/wallet/use-wallet-payment')

/** The EVM chain of the config the wallet can pay `coin` on, if any. */
export function usePaymentChain(coin: string): Chain | undefined {
  return useQuery({ ...globalConfigQuery(), select: (config) => config.chains.find((c) => c.kind === 'evm' && c.payment?.tokens.some((t) => t.coin === coin)) }).data
}

export type ShortfallResult = { kind: 'bought' } | { kind: 'failed'; failure: PaymentFailure } | { kind: 'buyFailed' }

export interface ShortfallPurchase {
  payment: PreparedPayment
  id: string
  quantity: string
  /** What the purchase takes from the available balance (price + fee). */
  total: string
}

export function usePayShortfall(
  chain: Chain | undefined,
  coin: string,
  handlers: {
    onChecked: (payment: PreparedPayment) => void
    onProgress: (progress: RunProgress) => void
    onDone: (result: ShortfallResult) => void
    /** The payment was sent but its report failed (the error is shown by useSubmit). */
    onReportFailed: () => void
  },
) {
  const client = useQueryClient()
  const user = useSessionStore((s) => s.user)
  // Waiting for the credit ends with the screen (the payment itself is followed by the transactions list).
  const abort = useRef<AbortController>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const check = useSubmit({
    mutationFn: async (amount: string) =>
      chain ? (await walletPayment()).checkWalletPayment(client, user, chain, coin, amount) : { ok: false as const, problem: 'lookupFailed' as const },
    onSuccess: (result) => (result.ok ? handlers.onChecked(result.payment) : handlers.onDone({ kind: 'failed', failure: result })),
  })

  const run = useSubmit({
    mutationFn: async ({ payment, id, quantity, total }: ShortfallPurchase): Promise<ShortfallResult> => {
      // Made before anything is awaited: a screen closed meanwhile ends the run too.
      const signal = (abort.current = new AbortController()).signal
      const { executeRun, newRun } = await walletPayment()
      let buyFailed = false
      const outcome = await executeRun(client, newRun(payment, 'shortfall'), {
        onProgress: handlers.onProgress,
        signal,
        covered: async () => {
          void invalidateAfterWrite(client)
          return compare((await fetchBalances()).find((b) => b.coin === coin)?.available ?? '0', total) >= 0
        },
        spend: async () => {
          try {
            await buyMachine(id, quantity)
          } catch (error) {
            // The credit stays in the balance: the backend's reason as a toast, the screen says the rest.
            presentError(error)
            buyFailed = true
          }
        },
      })
      if (!outcome.ok) return { kind: 'failed', failure: outcome }
      return buyFailed ? { kind: 'buyFailed' } : { kind: 'bought' }
    },
    onSuccess: (result) => {
      if (result.kind !== 'failed') void invalidateAfterWrite(client, MINING_KEY)
      handlers.onDone(result)
    },
    onError: () => handlers.onReportFailed(),
  })

  return { check: check.submit, checking: check.busy, run: run.submit, running: run.busy }
}
