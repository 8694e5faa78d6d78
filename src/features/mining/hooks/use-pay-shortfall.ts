import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchBalances } from '@/shared/api/balances'
import type { Chain } from '@/shared/api/contract/funds'
import type { DepositProgress } from '@/shared/api/deposits'
import { globalConfigQuery } from '@/shared/api/global-config'
import { presentError } from '@/shared/api/present-error'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { compare } from '@/shared/lib/decimal'
import { useSessionStore } from '@/shared/stores/session-store'
import type { PayStage, PaymentFailure, PreparedPayment } from '@/shared/wallet/use-wallet-payment'
import { buyMachine, MINING_KEY } from '../api/mining-api'

// A purchase whose price the balance does not cover, the rest paid from the wallet (design.md
// section 5): the shortfall is paid to the service contract and reported (10011), the app waits
// until the backend credits it and the available balance covers the total, then buys (10022) as
// ever. One flow, started by one tap, never twice at once. The wallet layer's steps load on that
// tap, not with the machine page.
const walletPayment = () => import('@/shared/wallet/use-wallet-payment')

/** The EVM chain of the config the wallet can pay `coin` on, if any. */
export function usePaymentChain(coin: string): Chain | undefined {
  return useQuery({ ...globalConfigQuery(), select: (config) => config.chains.find((c) => c.kind === 'evm' && c.payment?.tokens.some((t) => t.coin === coin)) }).data
}

/** Where the flow is: the wallet's two steps, then waiting for the credit, then the purchase. */
export type ShortfallStage = PayStage | 'crediting' | 'buying'

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
    onStage: (stage: ShortfallStage) => void
    onProgress: (progress: DepositProgress) => void
    onDone: (result: ShortfallResult) => void
    /** The payment was sent but its report failed (the error is shown by useSubmit). */
    onReportFailed: () => void
  },
) {
  const client = useQueryClient()
  const user = useSessionStore((s) => s.user)
  // Waiting for the credit ends with the screen.
  const abort = useRef<AbortController>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const check = useSubmit({
    mutationFn: async (amount: string) =>
      chain ? (await walletPayment()).checkWalletPayment(client, user, chain, coin, amount) : { ok: false as const, problem: 'lookupFailed' as const },
    onSuccess: (result) => (result.ok ? handlers.onChecked(result.payment) : handlers.onDone({ kind: 'failed', failure: result })),
  })

  const run = useSubmit({
    mutationFn: async ({ payment, id, quantity, total }: ShortfallPurchase): Promise<ShortfallResult> => {
      const { sendWalletPayment, waitForCredit, WALLET_TX_KEY } = await walletPayment()
      const listChanged = () => void client.invalidateQueries({ queryKey: WALLET_TX_KEY })
      const paid = await sendWalletPayment(payment, handlers.onStage, listChanged)
      if (!paid.ok) return { kind: 'failed', failure: paid }
      handlers.onStage('crediting')
      if (paid.progress) handlers.onProgress(paid.progress)
      abort.current = new AbortController()
      await waitForCredit(coin, paid.hash, {
        signal: abort.current.signal,
        onProgress: handlers.onProgress,
        covered: async () => compare((await fetchBalances()).find((b) => b.coin === coin)?.available ?? '0', total) >= 0,
      })
      void invalidateAfterWrite(client)
      handlers.onStage('buying')
      try {
        await buyMachine(id, quantity)
      } catch (error) {
        // The credit stays in the balance: the backend's reason as a toast, the screen says the rest.
        presentError(error)
        return { kind: 'buyFailed' }
      }
      return { kind: 'bought' }
    },
    onSuccess: (result) => {
      if (result.kind !== 'failed') void invalidateAfterWrite(client, MINING_KEY)
      handlers.onDone(result)
    },
    onError: () => handlers.onReportFailed(),
  })

  return { check: check.submit, checking: check.busy, run: run.submit, running: run.busy }
}
