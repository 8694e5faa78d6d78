import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Chain, FinanceRecord } from '@/shared/api/contract/funds'
import { RESP_CODES } from '@/shared/api/contract/envelope'
import { paymentRef } from '@/shared/api/contract/payment-ref'
import { fetchDepositProgress, fetchServiceContract, progressOf, submitDeposit, type DepositProgress } from '@/shared/api/deposits'
import { RpcError } from '@/shared/api/errors'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { useSessionStore, usernameOf, type SessionState } from '@/shared/stores/session-store'
import type { PaymentPlan, PaymentProblem, PaymentRequest, SentTransaction } from './payment'
import { injectedProvider, type Eip1193Provider } from './provider'
import {
  dismissTracked,
  isMined,
  loadTracked,
  markReported,
  nextStatus,
  readChainFacts,
  refreshTracked,
  track,
  type PaymentReport,
  type TrackedTransaction,
} from './tx-tracker'

// Paying from the wallet (design.md section 5), for a deposit (funds) or the shortfall of a purchase
// (mining), and the list of the transactions the app sent. The wallet layer (payment.ts, which
// brings ethers) loads when a payment is checked, never with the page. Every payment problem comes
// back as a value, shown by the screen in the user's language (payment-message.tsx); only the
// backend's own errors (the report) become a toast. The steps are plain functions too
// (checkWalletPayment, sendWalletPayment, waitForCredit), for a flow that runs them in one go.

/** The wallet transactions of this device, kept in localStorage (tx-tracker.ts). */
export const WALLET_TX_KEY = ['wallet', 'transactions'] as const

/** How often pending transactions are read again (only while the tab is visible). */
export const WALLET_TX_REFRESH_MS = 3000

/** The reports sent from this page, by transaction hash: the payment and the list never send one twice. */
const reports = new Map<string, Promise<FinanceRecord | null>>()

/**
 * Reports a mined payment (10011) once. Done when the backend has it, also when it answers that it
 * was reported already (the manual form, another tab); a refusal is final too (the report is not
 * sent again, and the error goes to the caller); a report that did not reach the backend (offline,
 * time-out) is tried again at the next read of the list.
 */
function reportOnce(tx: TrackedTransaction & { report: PaymentReport }): Promise<FinanceRecord | null> {
  const running = reports.get(tx.hash)
  if (running) return running
  const report = submitDeposit({ ...tx.report, txHash: tx.hash }).then(
    ({ record }) => {
      markReported(tx.hash)
      return record
    },
    (error: unknown) => {
      const answered = error instanceof RpcError && error.kind === 'server' && error.code !== RESP_CODES.sessionExpired
      if (answered) markReported(tx.hash)
      else reports.delete(tx.hash)
      // Reported already (the manual form, another tab): done, its progress is read from the records.
      if (answered && error.code === RESP_CODES.duplicateTx) return null
      throw error
    },
  )
  reports.set(tx.hash, report)
  return report
}

const hasReport = (tx: TrackedTransaction): tx is TrackedTransaction & { report: PaymentReport } => tx.report !== undefined

async function readTransactions(client: QueryClient): Promise<TrackedTransaction[]> {
  const before = loadTracked()
  const provider = injectedProvider()
  const after = provider && before.some((tx) => tx.status === 'pending') ? await refreshTracked(provider) : before
  // A payment mined while no payment screen waited for it (the page was reloaded or closed before
  // it was mined) is reported here, by the account that sent it.
  const account = usernameOf(useSessionStore.getState().user).toLowerCase()
  const due = account ? after.filter(hasReport).filter((tx) => isMined(tx) && tx.from.toLowerCase() === account) : []
  const reported = await Promise.all(due.map((tx) => reportOnce(tx).then(() => true, () => false)))
  // A payment just confirmed or reported: the balances it credits are fetched again, no reload needed.
  const confirmed = after.some((tx) => tx.status === 'confirmed' && before.find((b) => b.hash === tx.hash)?.status === 'pending')
  if (confirmed || reported.includes(true)) void invalidateAfterWrite(client)
  return due.length > 0 ? loadTracked() : after
}

/**
 * The connected account's wallet transactions, newest first, read again every 3 s while one is
 * pending and the tab is visible (TanStack Query pauses an interval in a hidden tab).
 */
export function useWalletTransactions() {
  const client = useQueryClient()
  const account = useSessionStore((s) => usernameOf(s.user)).toLowerCase()
  return useQuery({
    queryKey: WALLET_TX_KEY,
    queryFn: () => readTransactions(client),
    select: (list) => (account ? list.filter((tx) => tx.from.toLowerCase() === account) : []),
    refetchInterval: (query) => (query.state.data?.some((tx) => tx.status === 'pending') ? WALLET_TX_REFRESH_MS : false),
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

/** What a payment problem's message names. */
export interface PaymentFailure {
  problem: PaymentProblem
  /** The estimated network fee (insufficientNative). */
  fee?: string
}

/** A payment checked and ready for the user's confirmation: nothing was sent yet. */
export interface PreparedPayment {
  request: PaymentRequest
  plan: PaymentPlan
  provider: Eip1193Provider
  /** The config chain id ("ERC20"), as the deposit report names it. */
  chainId: string
  requiredConfirmations: number
}

export type Checked = { ok: true; payment: PreparedPayment } | ({ ok: false } & PaymentFailure)
export type Paid = { ok: true; hash: string; progress: DepositProgress | null } | ({ ok: false } & PaymentFailure)

/** While a payment runs: the approval, then the payment itself (and its report). */
export type PayStage = 'approving' | 'paying'

/** A wallet failure as a value; anything else (a bug, the backend) goes on as an error. */
async function asFailure(error: unknown): Promise<{ ok: false } & PaymentFailure> {
  const { PaymentError } = await import('./payment')
  if (error instanceof PaymentError) return { ok: false, problem: error.problem, fee: error.detail.fee }
  throw error
}

/** How long a paying screen waits for its payment to be mined; after that the transactions list reports it once mined. */
const RECEIPT_WAIT_MS = 120_000
const RECEIPT_POLL_MS = 1000

/**
 * Waits until `tx` is mined (read through the wallet). 'ok' when it succeeded, 'failed' when it was
 * reverted, replaced or dropped, 'unknown' when it took too long.
 */
async function waitForMined(provider: Eip1193Provider, tx: TrackedTransaction): Promise<'ok' | 'failed' | 'unknown'> {
  const until = Date.now() + RECEIPT_WAIT_MS
  for (;;) {
    const facts = await readChainFacts(provider, tx).catch(() => null)
    if (facts) {
      const { status } = nextStatus({ ...tx, requiredConfirmations: 1 }, facts, Date.now())
      if (status === 'confirmed') return 'ok'
      if (status !== 'pending') return 'failed'
    }
    if (Date.now() > until) return 'unknown'
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}

/**
 * The checks before the wallet opens, for paying `amount` of `coin` on `chain`: the right chain (the
 * wallet opens only to switch), the balances, the allowance and the fee. Nothing is sent.
 */
export async function checkWalletPayment(client: QueryClient, user: SessionState['user'], chain: Chain, coin: string, amount: string): Promise<Checked> {
  const payment = chain.payment
  const token = payment?.tokens.find((t) => t.coin === coin)
  const provider = injectedProvider()
  const account = usernameOf(user)
  // The user's id is the payment's reference (paymentRef): without it the backend could not attribute it.
  if (!payment || !token || !provider || !account || Array.isArray(user) || typeof user.id !== 'string') return { ok: false, problem: 'lookupFailed' }
  const service = await fetchServiceContract(client)
  const { ensureChain, planPayment } = await import('./payment')
  const request: PaymentRequest = { chain: payment, token, service, account, amount, ref: paymentRef(user.id) }
  try {
    await ensureChain(provider, payment)
    const plan = await planPayment(provider, request)
    return { ok: true, payment: { request, plan, provider, chainId: chain.id, requiredConfirmations: payment.requiredConfirmations } }
  } catch (error) {
    return asFailure(error)
  }
}

/**
 * Sends a checked payment: the approval when needed (waited for until mined), the payment, each
 * followed in the transactions list, then the report 10011 with its hash once it is mined. A
 * wallet or chain problem comes back as a value; the report's failure is thrown.
 */
export async function sendWalletPayment(
  { request, plan, provider, chainId, requiredConfirmations }: PreparedPayment,
  onStage: (stage: PayStage) => void,
  listChanged: () => void = () => undefined,
): Promise<Paid> {
  const { approveExact, payService, PaymentError } = await import('./payment')
  const follow = (sent: SentTransaction, confirmations: number, report?: PaymentReport) => {
    const tracked = track({ ...sent, report }, confirmations)
    listChanged()
    return tracked
  }
  let paid: TrackedTransaction & { report: PaymentReport }
  let mined: Awaited<ReturnType<typeof waitForMined>>
  try {
    if (plan.needsApproval) {
      onStage('approving')
      const approval = follow(await approveExact(provider, request, plan), 1)
      // pay() spends the allowance: it waits until the approval is mined.
      if ((await waitForMined(provider, approval)) !== 'ok') throw new PaymentError('approvalFailed')
      listChanged()
    }
    onStage('paying')
    const report: PaymentReport = { chain: chainId, coin: request.token.coin, amount: request.amount }
    paid = { ...follow(await payService(provider, request, plan), requiredConfirmations, report), report }
    // The backend attributes the payment by the contract's event: reported once it is mined.
    mined = await waitForMined(provider, paid)
    if (mined === 'failed') throw new PaymentError('transactionFailed')
    listChanged()
  } catch (error) {
    return asFailure(error)
  }
  // Reported once, here or by the transactions list (which reports a payment it sees mined while no
  // screen waits for it: after a reload, or when mining took longer than this screen waits).
  const record = mined === 'ok' ? await reportOnce(paid) : null
  return { ok: true, hash: paid.hash, progress: record ? progressOf(record) : null }
}

/** How often a reported deposit is read again while it confirms. */
export const CREDIT_POLL_MS = 1500

/**
 * Waits until the reported deposit of `txHash` is credited and `covered()` says the balance now
 * does what it was paid for, reading its confirmations (10009) in between (`onProgress`). Never
 * gives up by itself: `signal` ends it (rejects with the signal's reason).
 */
export async function waitForCredit(
  coin: string,
  txHash: string,
  { covered, onProgress, signal, pollMs = CREDIT_POLL_MS }: { covered: () => Promise<boolean>; onProgress: (progress: DepositProgress) => void; signal?: AbortSignal; pollMs?: number },
): Promise<void> {
  for (;;) {
    signal?.throwIfAborted()
    const progress = await fetchDepositProgress(coin, txHash)
    if (progress) onProgress(progress)
    if (progress?.credited && (await covered())) return
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

/**
 * Paying `coin` on `chain` from the wallet, in two steps the screen drives: `check` (the right
 * chain, the balances, the allowance and the fee; the wallet opens only to switch chains) and
 * `pay` (the approval when needed, the payment, the report 10011 with its hash). Each is sent
 * once however often tapped; a problem comes back through `onFailure`.
 */
export function usePayFromWallet(chain: Chain, coin: string, handlers: {
    onChecked: (payment: PreparedPayment) => void
    onStage: (stage: PayStage) => void
    onPaid: (hash: string) => void
    onFailure: (failure: PaymentFailure) => void
    /** The payment was sent but its report failed (the error is shown by useSubmit): never offered to pay it again. */
    onReportFailed: () => void
  }) {
  const client = useQueryClient()
  const user = useSessionStore((s) => s.user)
  const listChanged = () => void client.invalidateQueries({ queryKey: WALLET_TX_KEY })

  const check = useSubmit({
    mutationFn: (amount: string): Promise<Checked> => checkWalletPayment(client, user, chain, coin, amount),
    onSuccess: (result) => (result.ok ? handlers.onChecked(result.payment) : handlers.onFailure(result)),
  })

  const pay = useSubmit({
    mutationFn: (payment: PreparedPayment): Promise<Paid> => sendWalletPayment(payment, handlers.onStage, listChanged),
    onSuccess: (result) => {
      if (!result.ok) return handlers.onFailure(result)
      handlers.onPaid(result.hash)
      void invalidateAfterWrite(client)
    },
    onError: () => handlers.onReportFailed(),
  })

  return { check: check.submit, checking: check.busy, pay: pay.submit, paying: pay.busy }
}
