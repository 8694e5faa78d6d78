import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { fetchBalances } from '@/shared/api/balances'
import type { Chain } from '@/shared/api/contract/funds'
import { paymentRef } from '@/shared/api/contract/payment-ref'
import { fetchServiceContract } from '@/shared/api/deposits'
import { presentError } from '@/shared/api/present-error'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { useSubmit } from '@/shared/hooks/use-submit'
import { compare } from '@/shared/lib/decimal'
import { useSessionStore, usernameOf, type SessionState } from '@/shared/stores/session-store'
import type { ExecuteOptions, Found, PaymentFailure, RunOutcome, RunProgress, StrandedPayment } from './payment-executor'
import { depositSteps, shortfallSteps, type AnyPaymentRequest, type PaymentRun, type SpendCall } from './payment-steps'
import type { PaymentPlan } from './payment'
import type { PaymentWallet } from './payment-wallet'
import { WALLET_HOLDINGS_KEY } from './holdings'
import { injectedProvider, tronWalletFound } from './provider'
import { dismissTracked, loadTracked, type TrackedTransaction } from './tx-tracker'

// The screens' side of wallet payments (design.md section 5): checking a payment before the wallet
// opens, running it (the executor, payment-executor.ts, which brings ethers, loads on that tap,
// never with the page), the stranded payments a screen offers to finish or give back, and the list
// of the transactions the app sent. Every payment problem comes back as a value, shown by the
// screen in the user's language (payment-message.tsx); only the backend's own errors (the report)
// become a toast.

export type { PaymentFailure, RunProgress, StrandedPayment }

const NONE_FOUND: Found<never> = { found: [], recheck: false }

const executor = () => import('./payment-executor')

/** The wallet transactions of this device, kept in localStorage (tx-tracker.ts). */
export const WALLET_TX_KEY = ['wallet', 'transactions'] as const
/** The account's stranded payments (an approval without its payment). */
export const STRANDED_KEY = ['wallet', 'stranded'] as const

/** How long a payment waits for the session's TRON wallet to be found again after a reload (find-wallets.ts WALLET_INIT_TIMEOUT_MS, and the account watch's first look). */
const TRON_WALLET_WAIT_MS = 4000

/** How often pending transactions are read again (only while the tab is visible). */
export const WALLET_TX_REFRESH_MS = 3000

const accountOf = () => usernameOf(useSessionStore.getState().user).toLowerCase()

/**
 * The session's wallet as it pays now (payment-wallet.ts): the EVM wallet, or in a TRON session the
 * TRON wallet's tronWeb (after a reload, the one the account watch finds again, given the time a
 * wallet takes to inject itself); undefined when there is none, or a TRON wallet has not handed its
 * tronWeb over yet.
 */
async function paymentWallet(): Promise<PaymentWallet | undefined> {
  const provider = injectedProvider()
  if (provider) return { kind: 'evm', provider }
  if (useSessionStore.getState().walletType !== 'tron') return undefined
  const tronWeb = (await tronWalletFound(TRON_WALLET_WAIT_MS))?.tronWeb()
  return tronWeb ? { kind: 'tron', tronWeb } : undefined
}

async function readTransactions(client: QueryClient): Promise<TrackedTransaction[]> {
  // Nothing pending and nothing due: the list is read without loading the executor.
  const kept = loadTracked()
  if (!kept.some((tx) => tx.status === 'pending' || tx.report)) return kept
  const { list, moved } = await (await executor()).followPayments(injectedProvider(), accountOf())
  // A payment just confirmed or reported: the balances it credits are fetched again, no reload needed.
  if (moved) {
    void invalidateAfterWrite(client)
    void client.invalidateQueries({ queryKey: WALLET_HOLDINGS_KEY })
  }
  void client.invalidateQueries({ queryKey: STRANDED_KEY })
  return list
}

/**
 * The connected account's wallet transactions, newest first, read again every 3 s while one is
 * pending and the tab is visible (TanStack Query pauses an interval in a hidden tab). Reading them
 * also reports a payment mined while no screen waited for it (executor followPayments).
 */
export function useWalletTransactions() {
  const client = useQueryClient()
  const account = useSessionStore((s) => usernameOf(s.user)).toLowerCase()
  return useQuery({
    queryKey: WALLET_TX_KEY,
    queryFn: () => readTransactions(client),
    select: (list) => (account ? list.filter((tx) => tx.from.toLowerCase() === account) : []),
    // Read again while one of this account's own transactions is pending (another account's are not followed here).
    refetchInterval: (query) => (account && query.state.data?.some((tx) => tx.status === 'pending' && tx.from.toLowerCase() === account) ? WALLET_TX_REFRESH_MS : false),
  })
}

/** How many of the account's wallet transactions are still pending. */
export function usePendingTransactionCount(): number {
  return useWalletTransactions().data?.filter((tx) => tx.status === 'pending').length ?? 0
}

/** The user removes a transaction from the list: it is no longer followed. */
export function useDismissTransaction() {
  const client = useQueryClient()
  return (hash: string) => {
    dismissTracked(hash)
    client.setQueryData(WALLET_TX_KEY, loadTracked())
  }
}

/** A payment checked and ready for the user's confirmation: nothing was sent, the wallet was not opened. */
export interface PreparedPayment {
  request: AnyPaymentRequest
  plan: PaymentPlan
  /** The config chain id ("ERC20"), as the deposit report names it. */
  chainId: string
  requiredConfirmations: number
}

export type Checked = { ok: true; payment: PreparedPayment } | ({ ok: false } & PaymentFailure)

/**
 * The checks before the wallet opens, for paying `amount` of `coin` on `chain` (an EVM chain with an
 * EVM wallet, TRON with a TRON one): the balances, the allowance and the fee, read on the payment
 * chain through the node the config names. Nothing is sent, and the wallet is not asked anything,
 * not even to switch chains.
 */
export async function checkWalletPayment(client: QueryClient, user: SessionState['user'], chain: Chain, coin: string, amount: string): Promise<Checked> {
  const payment = chain.payment
  const token = payment?.tokens.find((t) => t.coin === coin)
  const account = usernameOf(user)
  // The user's id is the payment's reference (paymentRef): without it the backend could not attribute it.
  if (!payment || !token || (await paymentWallet())?.kind !== chain.kind || !account || Array.isArray(user) || typeof user.id !== 'string') return { ok: false, problem: 'lookupFailed' }
  const ref = paymentRef(user.id)
  const { PaymentError, pinnedRequest, planPayment } = await import('./payment')
  try {
    if (chain.kind === 'tron') {
      const tron = chain.payment!
      // The service contract on TRON is the chain's own (a T address); the plan refuses one that is not the build's pin.
      const { planTronPayment } = await import('./tron-payment')
      const request = { chain: { name: tron.name, fullHost: tron.fullHost, explorerUrl: tron.explorerUrl, feeLimit: tron.feeLimit }, token, service: tron.serviceContract, account, amount, ref }
      return { ok: true, payment: { request, plan: await planTronPayment(request), chainId: chain.id, requiredConfirmations: tron.requiredConfirmations } }
    }
    const evm = chain.payment!
    const service = await fetchServiceContract(client)
    // Checksummed, and refused unless its targets are the build's: the confirm step shows these.
    const request = pinnedRequest({ chain: evm, token, service, account, amount, ref })
    const plan = await planPayment(request)
    return { ok: true, payment: { request, plan, chainId: chain.id, requiredConfirmations: evm.requiredConfirmations } }
  } catch (error) {
    if (error instanceof PaymentError) return { ok: false, problem: error.problem, fee: error.detail.fee }
    throw error
  }
}

/** A new run of a checked payment: its steps from what the check found to send; with `spend`, a shortfall that then makes it. */
export function newRun({ request, plan, chainId, requiredConfirmations }: PreparedPayment, spend?: SpendCall): PaymentRun {
  const sends = plan.sends
  return {
    id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
    request,
    chainId,
    requiredConfirmations,
    steps: spend ? shortfallSteps(request, sends) : depositSteps(request, sends),
    startedAt: Date.now(),
    spend,
  }
}

/**
 * Runs `run` with the executor for a screen: the transactions list refreshed as it goes, a missing
 * wallet as a lookup failure. A screen that ends (its `signal`) stops waiting, as if cancelled; the
 * run stays kept where it was, and the list follows its payment.
 */
export async function executeRun(client: QueryClient, run: PaymentRun, options: Omit<ExecuteOptions, 'wallet'>): Promise<RunOutcome> {
  const wallet = await paymentWallet()
  if (!wallet) return { ok: false, run, problem: 'lookupFailed' }
  const { executePayment } = await executor()
  // The transactions list is read again when a step moves (a transaction sent or mined), not on every tick of a wait.
  let steps = ''
  try {
    return await executePayment(run, {
      ...options,
      wallet,
      onProgress: (progress) => {
        options.onProgress(progress)
        const now = JSON.stringify(progress.run.steps)
        if (now !== steps) void client.invalidateQueries({ queryKey: WALLET_TX_KEY })
        steps = now
      },
    })
  } catch (error) {
    if (options.signal?.aborted) return { ok: false, run, problem: 'cancelled' }
    throw error
  } finally {
    // A run that ended between its approval and its payment is now offered to finish or give back;
    // what the wallet holds moved (or may have).
    void client.invalidateQueries({ queryKey: STRANDED_KEY })
    void client.invalidateQueries({ queryKey: WALLET_HOLDINGS_KEY })
  }
}

/** spent: the spend went through; failed: the wallet payment did not (nothing spent); spendFailed: paid and credited, but the spend was refused (the money stays in the balance). */
export type ShortfallResult = { kind: 'spent' } | { kind: 'failed'; failure: PaymentFailure } | { kind: 'spendFailed' }

/**
 * Runs a shortfall from the step it is on: the payment, the backend's credit until the available
 * balance covers the spend's total, then the spend (its business call, kept with the run). The
 * screen that started it and a screen resuming it after a reload run it the same way.
 */
export async function runShortfall(client: QueryClient, run: PaymentRun & { spend: SpendCall }, onProgress: (progress: RunProgress) => void, signal?: AbortSignal): Promise<ShortfallResult> {
  const { total, changed } = run.spend
  const coin = run.request.token.coin
  let refused = false
  const outcome = await executeRun(client, run, {
    onProgress,
    signal,
    covered: async () => {
      void invalidateAfterWrite(client)
      return compare((await fetchBalances()).find((b) => b.coin === coin)?.available ?? '0', total) >= 0
    },
    spend: async () => {
      try {
        await sendSpend(run.spend)
      } catch (error) {
        // The credit stays in the balance: the backend's reason as a toast, the screen says the rest.
        presentError(error)
        refused = true
      }
    },
  })
  if (!outcome.ok) return { kind: 'failed', failure: outcome }
  void invalidateAfterWrite(client, ...changed)
  return refused ? { kind: 'spendFailed' } : { kind: 'spent' }
}

/** The spend's business call (each code with its own fields). */
function sendSpend(call: SpendCall): Promise<unknown> {
  switch (call.code) {
    case RPC.buyMachine:
      return rpc(RPC.buyMachine, call.fields)
    case RPC.idoSubscribe:
      return rpc(RPC.idoSubscribe, call.fields)
    case RPC.stake:
      return rpc(RPC.stake, call.fields)
  }
}

/** The account's shortfalls whose payment went out and whose spend a reload (or a closed screen) left to make. */
export function useUnfinishedSpends() {
  const account = useSessionStore((s) => usernameOf(s.user)).toLowerCase()
  return useQuery({
    queryKey: [...STRANDED_KEY, 'spends', account],
    queryFn: async () => {
      // Nothing kept: no executor (nor ethers) loaded for it.
      const { loadRuns, spendPending } = await import('./payment-steps')
      if (!account || !loadRuns().some((r) => r.request.account.toLowerCase() === account && spendPending(r))) return NONE_FOUND
      return (await executor()).unfinishedSpends(account)
    },
    select: (data) => data.found,
    refetchInterval: (query) => (query.state.data?.recheck ? WALLET_TX_REFRESH_MS : false),
  })
}

/**
 * Paying `coin` on `chain` from the wallet for a deposit, in two taps the screen drives: `check`
 * (before the wallet opens) and `pay` (the executor runs the deposit's steps). Each is sent once
 * however often tapped; a problem comes back through `onFailure`.
 */
export function usePayFromWallet(
  chain: Chain,
  coin: string,
  handlers: {
    onChecked: (payment: PreparedPayment) => void
    onProgress: (progress: RunProgress) => void
    onPaid: () => void
    onFailure: (failure: PaymentFailure) => void
    /** The payment was sent but its report failed (the error is shown by useSubmit): never offered to pay it again. */
    onReportFailed: () => void
  },
) {
  const client = useQueryClient()
  const user = useSessionStore((s) => s.user)

  const check = useSubmit({
    mutationFn: (amount: string): Promise<Checked> => checkWalletPayment(client, user, chain, coin, amount),
    onSuccess: (result) => (result.ok ? handlers.onChecked(result.payment) : handlers.onFailure(result)),
  })

  const pay = useSubmit({
    // Not ended with the screen: a deposit left mid-way goes on, its payment reported once mined.
    mutationFn: (payment: PreparedPayment) => executeRun(client, newRun(payment), { onProgress: handlers.onProgress }),
    onSuccess: (outcome) => {
      if (!outcome.ok) return handlers.onFailure(outcome)
      handlers.onPaid()
      void invalidateAfterWrite(client)
    },
    onError: () => handlers.onReportFailed(),
  })

  return { check: check.submit, checking: check.busy, pay: pay.submit, paying: pay.busy }
}

/** The account's stranded payments: an approval whose payment was never sent, to finish or give back. */
export function useStrandedPayments() {
  const account = useSessionStore((s) => usernameOf(s.user)).toLowerCase()
  return useQuery({
    queryKey: [...STRANDED_KEY, account],
    queryFn: async (): Promise<Found<StrandedPayment>> => {
      // Nothing kept: no executor (nor ethers) loaded for it.
      const { loadRuns } = await import('./payment-steps')
      if (!account || !loadRuns().some((r) => r.request.account.toLowerCase() === account)) return NONE_FOUND
      return (await executor()).strandedPayments(account)
    },
    select: (data) => data.found,
    // While an approval (or its giving back) is mined, or a kept run could not be judged yet, read again.
    refetchInterval: (query) => (query.state.data?.recheck ? WALLET_TX_REFRESH_MS : false),
  })
}

/** Finishing a stranded payment (its remaining steps) or giving its allowance back; one at a time. */
export function useSettleStranded(handlers: { onProgress: (progress: RunProgress) => void; onDone: (outcome: RunOutcome, action: 'finish' | 'giveBack', spend?: ShortfallResult['kind']) => void }) {
  const client = useQueryClient()
  const settled = (outcome: RunOutcome, action: 'finish' | 'giveBack', spend?: ShortfallResult['kind']) => {
    void client.invalidateQueries({ queryKey: STRANDED_KEY })
    void client.invalidateQueries({ queryKey: WALLET_TX_KEY })
    if (outcome.ok && action === 'finish') void invalidateAfterWrite(client)
    handlers.onDone(outcome, action, spend)
  }
  const finish = useSubmit({
    // Resumed where it was: the payment, and for a shortfall its credit and the spend the user confirmed.
    mutationFn: async (run: PaymentRun): Promise<{ outcome: RunOutcome; spend?: ShortfallResult['kind'] }> => {
      if (!run.spend) return { outcome: await executeRun(client, run, { onProgress: handlers.onProgress }) }
      const result = await runShortfall(client, { ...run, spend: run.spend }, handlers.onProgress)
      return { outcome: result.kind === 'failed' ? { ok: false, run, ...result.failure } : { ok: true, run }, spend: result.kind }
    },
    onSuccess: ({ outcome, spend }) => settled(outcome, 'finish', spend),
  })
  const giveBack = useSubmit({
    mutationFn: async (run: PaymentRun): Promise<RunOutcome> => {
      const wallet = await paymentWallet()
      if (!wallet) return { ok: false, run, problem: 'lookupFailed' }
      return (await executor()).giveAllowanceBack(run, wallet)
    },
    onSuccess: (outcome) => settled(outcome, 'giveBack'),
  })
  return { finish: finish.submit, giveBack: giveBack.submit, busy: finish.busy || giveBack.busy }
}
