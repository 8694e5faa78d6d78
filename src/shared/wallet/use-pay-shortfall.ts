import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { fetchBalances } from '@/shared/api/balances'
import type { Chain } from '@/shared/api/contract/funds'
import { globalConfigQuery } from '@/shared/api/global-config'
import { presentError } from '@/shared/api/present-error'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { compare } from '@/shared/lib/decimal'
import { useSessionStore } from '@/shared/stores/session-store'
import { add, subtract, toDecimalString, truncate } from '@/shared/lib/decimal'
import type { PaymentFailure, PreparedPayment, RunProgress } from './use-wallet-payment'
import type { WalletSplit } from './wallet-split'

type Checked = { ok: true; payment: PreparedPayment; split: WalletSplit } | { ok: true; covered: true } | ({ ok: false } & PaymentFailure)

// Every spend whose cost the balance does not cover, the rest paid from the wallet (design.md
// section 5): a machine (10022), a token sale subscription (10031), a stake (10036). One rule for
// all: the shortfall's steps (payment-steps.ts): the checks, the chain, the exact approval, the
// payment, the backend's credit until the available balance covers the total, then the spend as
// ever. One run, started by one tap, never twice at once. The wallet layer's code loads on that
// tap, not with the page.
const walletPayment = () => import('./use-wallet-payment')

/** The EVM chain of the config the wallet can pay `coin` on, if any. */
export function usePaymentChain(coin: string): Chain | undefined {
  return useQuery({ ...globalConfigQuery(), select: (config) => config.chains.find((c) => c.kind === 'evm' && c.payment?.tokens.some((t) => t.coin === coin)) }).data
}

/** spent: the spend went through; failed: the wallet payment did not (nothing spent); spendFailed: paid and credited, but the spend was refused (the money stays in the balance). */
export type ShortfallResult = { kind: 'spent' } | { kind: 'failed'; failure: PaymentFailure } | { kind: 'spendFailed' }

export interface ShortfallSpend {
  payment: PreparedPayment
  /** What the spend takes from the available balance (price + fee, the subscription, the stake). */
  total: string
  /** The spend itself (the feature's write), once the balance covers `total`. */
  spend: () => Promise<unknown>
  /** The query keys the spend changed (besides the user's own), fetched again after it. */
  changed?: QueryKey[]
}

/** The part of `total` the balance does not cover, rounded up to the token's places (the wallet never pays less); null when covered. */
export function shortfallOf(total: string, available: string, decimals: number): string | null {
  if (compare(available, total) >= 0) return null
  const short = subtract(total, available)
  const cut = truncate(short, decimals)
  const step = decimals > 0 ? `0.${'0'.repeat(decimals - 1)}1` : '1'
  return toDecimalString(compare(cut, short) < 0 ? add(cut, step) : cut)
}

export function usePayShortfall(
  chain: Chain | undefined,
  coin: string,
  handlers: {
    /** Checked before the wallet opens: the payment, and the split the confirm step shows (the balance as read now). */
    onChecked: (payment: PreparedPayment, split: WalletSplit) => void
    /** The balance read now covers the whole cost after all: no wallet payment, the spend as ever. */
    onCovered: () => void
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
    // The shortfall of `total` against the balance read now (not a screen's cached one), then the
    // checks before the wallet opens.
    mutationFn: async (total: string): Promise<Checked> => {
      const token = chain?.payment?.tokens.find((t) => t.coin === coin)
      if (!chain?.payment || !token) return { ok: false, problem: 'lookupFailed' }
      const available = (await fetchBalances()).find((b) => b.coin === coin)?.available ?? '0'
      const amount = shortfallOf(total, available, token.decimals)
      if (amount === null) return { ok: true, covered: true }
      const checked = await (await walletPayment()).checkWalletPayment(client, user, chain, coin, amount)
      if (!checked.ok) return checked
      return { ok: true, payment: checked.payment, split: { fromBalance: available, fromWallet: amount, fee: checked.payment.plan.feeText, symbol: chain.payment.nativeCurrency.symbol } }
    },
    onSuccess: (result) => {
      if (!result.ok) return handlers.onDone({ kind: 'failed', failure: result })
      if ('covered' in result) return handlers.onCovered()
      handlers.onChecked(result.payment, result.split)
    },
  })

  const run = useSubmit({
    mutationFn: async ({ payment, total, spend }: ShortfallSpend): Promise<ShortfallResult> => {
      // Made before anything is awaited: a screen closed meanwhile ends the run too.
      const signal = (abort.current = new AbortController()).signal
      const { executeRun, newRun } = await walletPayment()
      let spendFailed = false
      const outcome = await executeRun(client, newRun(payment, 'shortfall'), {
        onProgress: handlers.onProgress,
        signal,
        covered: async () => {
          void invalidateAfterWrite(client)
          return compare((await fetchBalances()).find((b) => b.coin === coin)?.available ?? '0', total) >= 0
        },
        spend: async () => {
          try {
            await spend()
          } catch (error) {
            // The credit stays in the balance: the backend's reason as a toast, the screen says the rest.
            presentError(error)
            spendFailed = true
          }
        },
      })
      if (!outcome.ok) return { kind: 'failed', failure: outcome }
      return spendFailed ? { kind: 'spendFailed' } : { kind: 'spent' }
    },
    onSuccess: (result, { changed = [] }) => {
      if (result.kind !== 'failed') void invalidateAfterWrite(client, ...changed)
      handlers.onDone(result)
    },
    onError: () => handlers.onReportFailed(),
  })

  return { check: check.submit, checking: check.busy, run: run.submit, running: run.busy }
}
