import { RESP_CODES } from '@/shared/api/contract/envelope'
import type { FinanceRecord } from '@/shared/api/contract/funds'
import { fetchDepositProgress, submitDeposit, type DepositProgress } from '@/shared/api/deposits'
import { RpcError } from '@/shared/api/errors'
import { approveAmount, ensureChain, PaymentError, payService, planPayment, readAllowance, tokenUnits, type PaymentProblem } from './payment'
import { currentStep, forgetRun, isStranded, loadRuns, RECEIPT_WAIT_MS, saveRun, stepOf, withStep, type PaymentRun, type PaymentStep } from './payment-steps'
import type { Eip1193Provider } from './provider'
import { isMined, loadTracked, markReported, nextStatus, readChainFacts, recordStatus, refreshTracked, track, type PaymentReport, type TrackedTransaction } from './tx-tracker'

// The one executor of wallet payments (design.md section 5): it runs a list of steps
// (payment-steps.ts) from the step it is on, keeps the run after every change so that a reload
// resumes it, and is the only place that sends a transaction, hands it to the tracker
// (tx-tracker.ts) and reports a payment (10011). Loaded when a payment starts or a kept one is
// found (it brings ethers through payment.ts).

/** What a payment problem's message names. */
export interface PaymentFailure {
  problem: PaymentProblem
  /** The estimated network fee (insufficientNative). */
  fee?: string
}

/** What the screen shows while a run goes on: the run (its steps), and how far its payment or credit is. */
export interface RunProgress {
  run: PaymentRun
  /** The payment's confirmations, or its credit's, when known. */
  confirmations?: number
  requiredConfirmations?: number
  /** The payment is still unmined after the wait a screen expects (RECEIPT_WAIT_MS): "still confirming". */
  slow?: boolean
}

export type RunOutcome = { ok: true; run: PaymentRun } | ({ ok: false; run: PaymentRun } & PaymentFailure)

export interface ExecuteOptions {
  provider: Eip1193Provider
  onProgress: (progress: RunProgress) => void
  /** The credit step: does the balance now cover what the payment was for? */
  covered?: () => Promise<boolean>
  /** The spend step: what the payment was for, paid from the balance. */
  spend?: () => Promise<void>
  signal?: AbortSignal
}

const RECEIPT_POLL_MS = 1000
/** How often a reported deposit is read again while it confirms. */
export const CREDIT_POLL_MS = 1500

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The runs this page is executing now; with the Web Locks API, other tabs' too (isRunningElsewhere). */
const runningHere = new Set<string>()
const lockName = (id: string) => `eto-payment-${id}`

/** A run another tab is executing (it holds the run's lock): not offered here. */
async function runningElsewhere(): Promise<Set<string>> {
  const locks = globalThis.navigator?.locks
  if (!locks) return new Set()
  const { held = [] } = await locks.query()
  return new Set(held.map((l) => l.name ?? ''))
}

/** Runs `work` holding the run's lock, so that no other tab executes the same run at once. */
async function withRunLock<T>(id: string, work: () => Promise<T>): Promise<T> {
  if (runningHere.has(id)) throw new PaymentError('walletBusy')
  runningHere.add(id)
  try {
    const locks = globalThis.navigator?.locks
    if (!locks) return await work()
    return await locks.request(lockName(id), { ifAvailable: true }, (lock) => {
      if (!lock) throw new PaymentError('walletBusy')
      return work()
    })
  } finally {
    runningHere.delete(id)
  }
}

/**
 * Runs `run` from the step it is on until its last is done, keeping it after each change. A wallet
 * or chain problem ends it as a value: a run that sent nothing is forgotten; one whose approval went
 * out and whose payment did not stays kept (isStranded), to be finished or given back.
 */
export async function executePayment(start: PaymentRun, options: ExecuteOptions): Promise<RunOutcome> {
  let run = start
  const keep = (next: PaymentRun, extra: Omit<RunProgress, 'run'> = {}) => {
    run = next
    saveRun(run)
    options.onProgress({ run, ...extra })
  }
  // check and switchChain are made again on every start: the chain may have changed meanwhile.
  keep({ ...run, steps: run.steps.map((s) => (s.kind === 'check' || s.kind === 'switchChain' ? { ...s, status: 'todo' } : s)) })
  try {
    return await withRunLock(run.id, async () => {
      for (let step = currentStep(run); step; step = currentStep(run)) {
        options.signal?.throwIfAborted()
        keep(await runStep(run, step, options, keep))
      }
      forgetRun(run.id)
      return { ok: true, run }
    })
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error
    // A payment sent and then refused by the chain leaves its approval: the run goes back to before
    // its payment, to be finished or given back.
    if (stepOf(run, 'pay')?.status === 'sent' && error.problem === 'transactionFailed') keep(withStep(run, 'pay', { status: 'todo', hash: undefined }))
    if (!isStranded(run)) forgetRun(run.id)
    return { ok: false, run, problem: error.problem, fee: error.detail.fee }
  }
}

async function runStep(run: PaymentRun, step: PaymentStep, options: ExecuteOptions, keep: (run: PaymentRun, extra?: Omit<RunProgress, 'run'>) => void): Promise<PaymentRun> {
  const { provider } = options
  switch (step.kind) {
    case 'check': {
      // Resumed after its approval: only the payment is left, as long as the allowance still covers it.
      const resume = stepOf(run, 'approve')?.status === 'done'
      const plan = await planPayment(run.request, resume ? 'resume' : 'new')
      if (resume && plan.sends.length > 1) {
        // The allowance went (given back elsewhere): approve again before paying.
        return withStep(withStep(run, 'approve', { status: 'todo', hash: undefined }), 'check', { status: 'done' })
      }
      return withStep(run, 'check', { status: 'done' })
    }
    case 'switchChain':
      await ensureChain(provider, run.request.chain)
      return withStep(run, 'switchChain', { status: 'done' })
    case 'reset':
    case 'approve': {
      let sent = run
      if (step.status === 'todo') {
        const tx = await approveAmount(provider, run.request, step.kind === 'reset' ? 0n : tokenUnits(run.request))
        track(tx, 1)
        sent = withStep(run, step.kind, { status: 'sent', hash: tx.hash })
        keep(sent)
      }
      const outcome = await waitForMined(provider, trackedOf(stepOf(sent, step.kind)!.hash!, sent), options)
      if (outcome !== 'ok') throw new PaymentError('approvalFailed')
      return withStep(sent, step.kind, { status: 'done' })
    }
    case 'pay': {
      let sent = run
      if (step.status === 'todo') {
        const tx = await payService(provider, run.request)
        track({ ...tx, report: reportOf(run) }, run.requiredConfirmations)
        sent = withStep(run, 'pay', { status: 'sent', hash: tx.hash })
        keep(sent)
      }
      const tx = trackedOf(stepOf(sent, 'pay')!.hash!, sent)
      const outcome = await waitForMined(provider, tx, options, (slow, confirmations) => keep(sent, { slow, confirmations, requiredConfirmations: run.requiredConfirmations }))
      if (outcome !== 'ok') throw new PaymentError('transactionFailed')
      // The backend attributes the payment by the contract's event: reported once it is mined.
      const record = await reportOnce({ ...tx, report: reportOf(run) })
      const progress = record ? progressOfRecord(record) : null
      keep(withStep(sent, 'pay', { status: 'done' }), progress ?? {})
      return withStep(sent, 'pay', { status: 'done' })
    }
    case 'credit': {
      const hash = stepOf(run, 'pay')!.hash!
      for (;;) {
        options.signal?.throwIfAborted()
        const progress = await fetchDepositProgress(run.request.token.coin, hash)
        if (progress) keep(run, { confirmations: progress.confirmations, requiredConfirmations: progress.requiredConfirmations })
        if (progress?.credited && (await (options.covered?.() ?? true))) return withStep(run, 'credit', { status: 'done' })
        await sleep(CREDIT_POLL_MS)
      }
    }
    case 'spend':
      await options.spend?.()
      return withStep(run, 'spend', { status: 'done' })
  }
}

const reportOf = (run: PaymentRun): PaymentReport => ({ chain: run.chainId, coin: run.request.token.coin, amount: run.request.amount })

/** The tracked transaction of `hash` (kept by the tracker), or what the run knows of it. */
function trackedOf(hash: string, run: PaymentRun): TrackedTransaction {
  const tracked = loadTracked().find((t) => t.hash === hash)
  if (tracked) return tracked
  // Dismissed from the list meanwhile: followed with what the run knows (the nonce is unknown, so it is never judged replaced).
  return { hash, chainId: run.request.chain.chainId, from: run.request.account, nonce: Number.MAX_SAFE_INTEGER, kind: 'pay', status: 'pending', confirmations: 0, requiredConfirmations: 1, sentAt: Date.now() }
}

function progressOfRecord(record: FinanceRecord): Omit<RunProgress, 'run'> | null {
  return record.deposit ? { confirmations: record.deposit.confirmations, requiredConfirmations: record.deposit.requiredConfirmations } : null
}

/**
 * Waits until `tx` is mined (read through the wallet, as the tracker reads). 'ok' when it
 * succeeded, 'failed' when it was reverted, replaced or dropped. Never gives up by itself: after
 * RECEIPT_WAIT_MS `onSlow` is told (the screen says "still confirming") and it goes on waiting.
 */
async function waitForMined(provider: Eip1193Provider, tx: TrackedTransaction, { signal }: { signal?: AbortSignal }, onSlow?: (slow: boolean, confirmations: number) => void): Promise<'ok' | 'failed'> {
  const slowAt = tx.sentAt + RECEIPT_WAIT_MS
  for (;;) {
    signal?.throwIfAborted()
    const facts = await readChainFacts(provider, tx).catch(() => null)
    if (facts) {
      // The list shows the transaction's own count of confirmations; mined once is enough to go on.
      recordStatus(tx.hash, nextStatus(tx, facts, Date.now()))
      const { status, confirmations } = nextStatus({ ...tx, requiredConfirmations: 1 }, facts, Date.now())
      if (status === 'confirmed') return 'ok'
      if (status !== 'pending') return 'failed'
      if (Date.now() > slowAt) onSlow?.(true, confirmations)
    }
    await sleep(RECEIPT_POLL_MS)
  }
}

/** The reports sent from this page, by transaction hash: the executor and the list never send one twice. */
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

/** What the background follower found: the list as it is now, and whether a balance may have moved. */
export interface Followed {
  list: TrackedTransaction[]
  moved: boolean
}

/**
 * Follows what no screen waits for (after a reload, in another tab, or once a screen stopped
 * waiting): every pending transaction read again through the wallet, a mined payment of `account`
 * reported, and the kept runs settled (a run whose payment is reported is over).
 */
export async function followPayments(provider: Eip1193Provider | undefined, account: string): Promise<Followed> {
  const before = loadTracked()
  const after = provider && before.some((tx) => tx.status === 'pending') ? await refreshTracked(provider) : before
  const mine = (tx: TrackedTransaction) => account !== '' && tx.from.toLowerCase() === account
  const due = after.filter(hasReport).filter((tx) => isMined(tx) && mine(tx))
  const reported = await Promise.all(due.map((tx) => reportOnce(tx).then(() => true, () => false)))
  const list = due.length > 0 ? loadTracked() : after
  // A run not running here whose payment went out and was reported is over (its credit is the backend's).
  for (const run of loadRuns()) {
    const pay = stepOf(run, 'pay')
    const tx = pay?.hash ? list.find((t) => t.hash === pay.hash) : undefined
    if (!runningHere.has(run.id) && tx && !tx.report && isMined(tx)) forgetRun(run.id)
  }
  const confirmed = after.some((tx) => tx.status === 'confirmed' && before.find((b) => b.hash === tx.hash)?.status === 'pending')
  return { list, moved: confirmed || reported.includes(true) }
}

/** A kept run whose approval went out and whose payment did not, as the screen offers it. */
export interface StrandedPayment {
  run: PaymentRun
  /** pending: the approval is not mined yet (nothing to do but wait); approved: finish or give back; partial: only give back. */
  state: 'pending' | 'approved' | 'partial'
}

/**
 * The account's stranded payments not running anywhere: each with what its allowance allows. A run
 * whose approval failed or whose allowance is already 0 is forgotten (nothing is left to give back).
 */
export async function strandedPayments(account: string): Promise<StrandedPayment[]> {
  const elsewhere = await runningElsewhere()
  const runs = loadRuns().filter((r) => r.request.account.toLowerCase() === account && isStranded(r) && !runningHere.has(r.id) && !elsewhere.has(lockName(r.id)))
  const tracked = loadTracked()
  const found: StrandedPayment[] = []
  for (const run of runs) {
    // Its approval, or the approval of 0 giving it back, is not mined yet.
    const waiting = tracked.find((t) => (t.hash === stepOf(run, 'approve')?.hash || t.hash === run.givingBack) && t.status === 'pending' && t.confirmations === 0)
    if (waiting) {
      found.push({ run, state: 'pending' })
      continue
    }
    const allowance = await readAllowance(run.request).catch(() => null)
    if (allowance === null) continue
    if (allowance === 0n) forgetRun(run.id)
    else found.push({ run, state: allowance >= tokenUnits(run.request) ? 'approved' : 'partial' })
  }
  return found
}

/**
 * Gives a stranded run's allowance back: the same checks before the wallet opens (the fee), the
 * chain, an approval of 0 followed until mined; then the run is over. Nothing is charged.
 */
export async function giveAllowanceBack(start: PaymentRun, provider: Eip1193Provider): Promise<RunOutcome> {
  let run = start
  try {
    return await withRunLock(run.id, async () => {
      const plan = await planPayment(run.request, 'giveBack')
      if (plan.sends.length > 0) {
        await ensureChain(provider, run.request.chain)
        const tx = await approveAmount(provider, run.request, 0n)
        run = { ...run, givingBack: track(tx, 1).hash }
        saveRun(run)
        if ((await waitForMined(provider, trackedOf(tx.hash, run), {})) !== 'ok') throw new PaymentError('approvalFailed')
      }
      forgetRun(run.id)
      return { ok: true, run }
    })
  } catch (error) {
    if (error instanceof PaymentError) return { ok: false, run, problem: error.problem, fee: error.detail.fee }
    throw error
  }
}

export type { DepositProgress }
