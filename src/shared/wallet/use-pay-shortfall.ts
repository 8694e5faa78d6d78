import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchBalances } from '@/shared/api/balances'
import { paymentFeeSymbol, type Chain } from '@/shared/api/contract/funds'
import { globalConfigQuery } from '@/shared/api/global-config'
import { useSubmit } from '@/shared/hooks/use-submit'
import { add, compare, subtract, toDecimalString, truncate } from '@/shared/lib/decimal'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { usePaymentWalletKind, type PaymentWalletKind } from './payment-wallet'
import type { SpendCall } from './payment-steps'
import type { PaymentFailure, PreparedPayment, RunProgress, ShortfallResult } from './use-wallet-payment'
import type { WalletSplit } from './wallet-split'

type Checked = { ok: true; payment: PreparedPayment; split: WalletSplit } | { ok: true; covered: true } | ({ ok: false } & PaymentFailure)

// Every spend whose cost the balance does not cover, the rest paid from the wallet (design.md
// section 5): a machine (10022), a token sale subscription (10031), a stake (10036). One rule for
// all: the shortfall's steps (payment-steps.ts): the checks, the chain, the exact approval, the
// payment, the backend's credit until the available balance covers the total, then the spend as
// ever. One run, started by one tap, never twice at once. The wallet layer's code loads on that
// tap, not with the page.
const walletPayment = () => import('./use-wallet-payment')

/** The chain of the config the session's wallet can pay `coin` on, if any: an EVM one for an EVM wallet, TRON for a TRON wallet. */
function usePaymentChain(coin: string, kind: PaymentWalletKind | undefined): Chain | undefined {
  return useQuery({ ...globalConfigQuery(), select: (config) => config.chains.find((c) => c.kind === kind && c.payment?.tokens.some((t) => t.coin === coin) === true) }).data
}

/** The part of `total` the balance does not cover, rounded up to the token's places (the wallet never pays less); null when covered. */
export function shortfallOf(total: string, available: string, decimals: number): string | null {
  if (compare(available, total) >= 0) return null
  const short = subtract(total, available)
  const cut = truncate(short, decimals)
  const step = decimals > 0 ? `0.${'0'.repeat(decimals - 1)}1` : '1'
  return toDecimalString(compare(cut, short) < 0 ? add(cut, step) : cut)
}

/**
 * A spend's shortfall paid from the wallet, as the screens of a machine, a subscription and a stake
 * share it: what the wallet would pay (`shortfall`), the check before the wallet opens (`check`),
 * the run (`run`), and what the confirm step and the form show (the split, the steps, the outcome).
 * The screen keeps its confirm step: `onReady` opens it (checked, or the balance covers it after
 * all), `onEnd` closes it when the run ends, `onSpent` says the spend went through.
 */
export function usePayShortfall(coin: string, handlers: { onReady: () => void; onEnd: () => void; onSpent: () => void }) {
  const client = useQueryClient()
  const user = useSessionStore((s) => s.user)
  const connected = useSessionStore(selectIsConnected)
  const walletKind = usePaymentWalletKind()
  const chain = usePaymentChain(coin, walletKind)
  const token = chain?.payment?.tokens.find((t) => t.coin === coin)
  const [payment, setPayment] = useState<PreparedPayment>()
  const [split, setSplit] = useState<WalletSplit>()
  const [progress, setProgress] = useState<RunProgress>()
  const [failure, setFailure] = useState<PaymentFailure>()
  const [spendFailed, setSpendFailed] = useState(false)
  // Waiting for the credit ends with the screen (the payment itself is followed by the transactions list).
  const abort = useRef<AbortController>(null)
  useEffect(() => () => abort.current?.abort(), [])

  /** The checked payment is dropped (the confirm step cancelled or ended). */
  const drop = () => {
    setPayment(undefined)
    setSplit(undefined)
    setProgress(undefined)
  }
  /** The last outcome's message goes (the user edits, or starts again). */
  const clearOutcome = () => {
    setFailure(undefined)
    setSpendFailed(false)
  }
  const end = () => {
    drop()
    handlers.onEnd()
  }

  const check = useSubmit({
    // The shortfall of `total` against the balance read now (not a screen's cached one), then the
    // checks before the wallet opens.
    mutationFn: async (total: string): Promise<Checked> => {
      if (!chain?.payment || !token) return { ok: false, problem: 'lookupFailed' }
      const available = (await fetchBalances()).find((b) => b.coin === coin)?.available ?? '0'
      const amount = shortfallOf(total, available, token.decimals)
      if (amount === null) return { ok: true, covered: true }
      const checked = await (await walletPayment()).checkWalletPayment(client, user, chain, coin, amount)
      if (!checked.ok) return checked
      return { ok: true, payment: checked.payment, split: { fromBalance: available, fromWallet: amount, fee: checked.payment.plan.feeText, symbol: paymentFeeSymbol(chain)!, spender: checked.payment.request.service, token: checked.payment.request.token.address } }
    },
    onSuccess: (result) => {
      if (!result.ok) return setFailure(result)
      if (!('covered' in result)) {
        setPayment(result.payment)
        setSplit(result.split)
      }
      handlers.onReady()
    },
  })

  const run = useSubmit({
    mutationFn: async ({ spend, checked }: { spend: SpendCall; checked: PreparedPayment }): Promise<ShortfallResult> => {
      // Made before anything is awaited: a screen closed meanwhile ends the run too.
      const signal = (abort.current = new AbortController()).signal
      const { newRun, runShortfall } = await walletPayment()
      return runShortfall(client, { ...newRun(checked, spend), spend }, setProgress, signal)
    },
    onSuccess: (result) => {
      end()
      if (result.kind === 'failed') setFailure(result.failure)
      else if (result.kind === 'spendFailed') setSpendFailed(true)
      else handlers.onSpent()
    },
    // The payment was sent but its report failed (the error is shown by useSubmit).
    onError: end,
  })

  return {
    /** The chain the wallet pays `coin` on, if any. */
    chain,
    /** What the wallet would pay of `total` (a valid cost) against `available`: null when covered, or no wallet or chain can pay. */
    shortfall: (total: string | null, available: string | undefined): string | null =>
      connected && token && total !== null && available !== undefined && walletKind ? shortfallOf(total, available, token.decimals) : null,
    check: (total: string) => {
      clearOutcome()
      void check.submit(total)
    },
    /** Runs the checked payment, then `spend` once the backend has credited it (kept with the run, so a reload still makes it). */
    run: (spend: SpendCall) => (payment ? void run.submit({ spend, checked: payment }) : undefined),
    checking: check.busy,
    running: run.busy,
    /** A wallet payment is checked and waits for the confirm step. */
    payment,
    split,
    progress,
    failure,
    spendFailed,
    drop,
    clearOutcome,
  }
}
