import { RESP_CODES } from '@/shared/api/contract/envelope'
import type { FinanceRecord } from '@/shared/api/contract/funds'
import { fetchDepositProgress, progressOf, submitDeposit, type DepositProgress } from '@/shared/api/deposits'
import { RpcError } from '@/shared/api/errors'
import { PaymentError, tokenUnits, type PaymentProblem } from './payment'
import { railOf } from './payment-rail'
import { askedOnly, currentStep, forgetRun, isStranded, isTronRequest, loadRuns, RECEIPT_WAIT_MS, saveRun, spendPending, stepOf, withStep, type PaymentRun, type PaymentStep, type SpendCall, type StepKind } from './payment-steps'
import type { PaymentWallet } from './payment-wallet'
import type { Eip1193Provider } from './provider'
import { DROP_AFTER_MS, isMined, loadTracked, markReported, readStatus, recordStatus, refreshTracked, track, type PaymentReport, type TrackedTransaction } from './tx-tracker'

// The one executor of wallet payments (design.md section 5): it runs a list of steps
// (payment-steps.ts) from the step it is on, on an EVM chain or on TRON alike (each step's chain
// calls are its rail's, payment-rail.ts), keeps the run after every change so that a reload
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
  /** The session's wallet: it sends the run's transactions (of the run's kind of chain). */
  wallet: PaymentWallet | undefined
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

/** How long a run whose approval was asked of the wallet, with no hash and no allowance seen, is kept in case the approval still lands. */
const ASKED_KEPT_MS = 24 * 60 * 60 * 1000
/** How many reads of a credited deposit's balance before the spend goes anyway. */
const CREDITED_READS = 5

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The allowance a run approves is one slot on the chain: (chain, token, account, service). Two runs
 * on one slot would spend or reset each other's approval, so a slot runs one run at a time, in all
 * tabs (a Web Lock where the browser has them), and a run that approves makes the others on its slot
 * moot.
 */
const slotOf = ({ request: r }: PaymentRun) => `eto-payment:${isTronRequest(r) ? r.chain.fullHost : r.chain.chainId}:${r.token.address}:${r.account}:${r.service}`.toLowerCase()

/** The slots this page is running now. */
const runningHere = new Set<string>()

/** The slots running anywhere: here, or in another tab (which holds the slot's lock). */
async function runningSlots(): Promise<Set<string>> {
  const held = (await globalThis.navigator?.locks?.query())?.held ?? []
  return new Set([...runningHere, ...held.map((l) => l.name ?? '')])
}

/** Runs `work` holding the run's slot, here and (with the Web Locks API) in every tab; `paymentRunning` when it is taken. */
async function withSlot<T>(run: PaymentRun, work: () => Promise<T>): Promise<T> {
  const slot = slotOf(run)
  if (runningHere.has(slot)) throw new PaymentError('paymentRunning')
  runningHere.add(slot)
  try {
    const locks = globalThis.navigator?.locks
    if (!locks) return await work()
    return await locks.request(slot, { ifAvailable: true }, (lock) => {
      if (!lock) throw new PaymentError('paymentRunning')
      return work()
    })
  } finally {
    runningHere.delete(slot)
  }
}

const SENDS: readonly StepKind[] = ['reset', 'approve', 'pay']
/** Nothing went to the wallet yet: the run can be forgotten, or its sends planned anew. */
const sentNothing = (run: PaymentRun) => run.steps.every((s) => !SENDS.includes(s.kind) || s.status === 'todo')

/** A kept run as the chain left it: a payment that failed, was replaced or dropped, or is no longer followed, is to be made again. */
function settled(run: PaymentRun): PaymentRun {
  const pay = stepOf(run, 'pay')
  if (pay?.status !== 'sent') return run
  const tx = loadTracked().find((t) => t.hash === pay.hash)
  return !tx || ['failed', 'replaced', 'dropped'].includes(tx.status) ? withStep(run, 'pay', { status: 'todo', hash: undefined }) : run
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
  try {
    return await withSlot(run, async () => {
      // What this device kept of the run is newer than what a screen holds (another tab may have moved it).
      const kept = loadRuns().find((r) => r.id === start.id)
      // A run that went out and is no longer kept ended elsewhere (another tab, a screen since): never run it again.
      if (!kept && !sentNothing(start)) throw new PaymentError('paymentRunning')
      // check and switchChain are made again on every start: the chain may have changed meanwhile.
      const base = settled(kept ?? start)
      keep({ ...base, steps: base.steps.map((s) => (s.kind === 'check' || s.kind === 'switchChain' ? { ...s, status: 'todo' } : s)) })
      for (let step = currentStep(run); step; step = currentStep(run)) {
        options.signal?.throwIfAborted()
        keep(await runStep(run, step, options, keep))
      }
      forgetRun(run.id)
      return { ok: true, run }
    })
  } catch (error) {
    // A payment sent and then refused by the chain leaves its approval: the run goes back to before
    // its payment, to be finished or given back.
    if (error instanceof PaymentError && error.problem === 'transactionFailed' && stepOf(run, 'pay')?.status === 'sent') keep(withStep(run, 'pay', { status: 'todo', hash: undefined }))
    // Kept only while something of it is out: an approval without its payment, a payment the list
    // follows, or a paid shortfall's spend (a screen left mid-way: resumed where payments are shown).
    const gone = error instanceof PaymentError && error.problem === 'allowanceGone'
    const out = !gone && (isStranded(run) || stepOf(run, 'pay')?.status === 'sent' || spendPending(run))
    if (!out && !(error instanceof PaymentError && error.problem === 'paymentRunning')) forgetRun(run.id)
    if (!(error instanceof PaymentError)) throw error
    return { ok: false, run, problem: error.problem, fee: error.detail.fee }
  }
}

/** A run's approval is its own: any other kept run on its slot is moot once it approves (its allowance is replaced). */
function forgetOthersOnSlot(run: PaymentRun): void {
  for (const other of loadRuns()) if (other.id !== run.id && slotOf(other) === slotOf(run)) forgetRun(other.id)
}

async function runStep(run: PaymentRun, step: PaymentStep, options: ExecuteOptions, keep: (run: PaymentRun, extra?: Omit<RunProgress, 'run'>) => void): Promise<PaymentRun> {
  const rail = railOf(run, options.wallet)
  switch (step.kind) {
    case 'check': {
      // Its payment went out already (a shortfall resumed for its credit and spend): nothing is left to send.
      if (stepOf(run, 'pay')?.status !== 'todo') return withStep(run, 'check', { status: 'done' })
      if (sentNothing(run)) {
        // Planned anew from what the chain says now (an allowance may have appeared since the confirm step).
        const plan = await rail.plan('new')
        const rest = run.steps.filter((s) => !SENDS.includes(s.kind) && s.kind !== 'check' && s.kind !== 'switchChain')
        const head = run.steps.filter((s) => s.kind === 'check' || s.kind === 'switchChain')
        return withStep({ ...run, steps: [...head, ...plan.sends.map((kind): PaymentStep => ({ kind, status: 'todo' })), ...rest] }, 'check', { status: 'done' })
      }
      // A run resumed after its approval: only its payment is left. It never approves again: an
      // allowance below the amount was spent (by this run's own payment) or given back.
      const plan = await rail.plan('resume')
      const approve = stepOf(run, 'approve')
      if ((approve?.status === 'done' || askedOnly(approve)) && plan.sends.length > 1) throw new PaymentError('allowanceGone')
      // An approval whose hash never came back, and the allowance covers the payment: it went through.
      const resumed = askedOnly(approve) ? withStep(run, 'approve', { status: 'done', askedAt: undefined }) : run
      return withStep(resumed, 'check', { status: 'done' })
    }
    case 'switchChain':
      // Only a payment still to send or to see mined needs the wallet on its chain.
      if (stepOf(run, 'pay')?.status !== 'done') await rail.toChain()
      return withStep(run, 'switchChain', { status: 'done' })
    case 'reset':
    case 'approve': {
      let sent = run
      if (step.status === 'todo') {
        // Kept as asked before the wallet opens: the page may go before the hash comes back (a
        // reload, the app closed), and an approval out with no run to finish or give it back would
        // outlive its payment. Back to todo when the wallet sends nothing.
        if (step.kind === 'approve') keep(withStep(run, 'approve', { status: 'sent', askedAt: Date.now() }))
        const tx = await rail.approve(step.kind === 'reset' ? 0n : tokenUnits(run.request)).catch((error: unknown) => {
          keep(run)
          throw error
        })
        track(tx, 1)
        forgetOthersOnSlot(run)
        sent = withStep(run, step.kind, { status: 'sent', hash: tx.hash, askedAt: undefined })
        keep(sent)
      }
      const outcome = await waitForMined(options.wallet, trackedOf(stepOf(sent, step.kind)!.hash!, sent), options)
      if (outcome !== 'ok') throw new PaymentError('approvalFailed')
      return withStep(sent, step.kind, { status: 'done' })
    }
    case 'pay': {
      let sent = run
      if (step.status === 'todo') {
        const tx = await rail.pay()
        track({ ...tx, report: reportOf(run) }, run.requiredConfirmations)
        sent = withStep(run, 'pay', { status: 'sent', hash: tx.hash })
        keep(sent)
      }
      const tx = trackedOf(stepOf(sent, 'pay')!.hash!, sent)
      const outcome = await waitForMined(options.wallet, tx, options, (confirmations) => keep(sent, { slow: true, confirmations, requiredConfirmations: run.requiredConfirmations }))
      if (outcome !== 'ok') throw new PaymentError('transactionFailed')
      // The backend attributes the payment by the contract's event: reported once it is mined.
      const record = await reportOnce({ ...tx, report: reportOf(run) })
      const progress = record ? progressOf(record) : null
      const done = withStep(sent, 'pay', { status: 'done' })
      if (progress) keep(done, { confirmations: progress.confirmations, requiredConfirmations: progress.requiredConfirmations })
      return done
    }
    case 'credit': {
      const hash = stepOf(run, 'pay')!.hash!
      // Once credited, the balance is read a few times for it to cover the spend; then the spend
      // goes anyway, and the backend says if the balance (moved meanwhile) no longer covers it.
      let readsSinceCredited = 0
      for (;;) {
        options.signal?.throwIfAborted()
        // A read that fails (offline a moment) is read again: waiting for the credit never gives up by itself.
        const progress = await fetchDepositProgress(run.request.token.coin, hash).catch(() => null)
        if (progress) keep(run, { confirmations: progress.confirmations, requiredConfirmations: progress.requiredConfirmations })
        if (progress?.credited && ((await (options.covered?.() ?? true)) || (readsSinceCredited += 1) >= CREDITED_READS)) return withStep(run, 'credit', { status: 'done' })
        await sleep(CREDIT_POLL_MS)
      }
    }
    case 'spend':
      // Kept as sent before it goes: a reload while it is in flight never sends it again (it may have gone through).
      if (step.status === 'todo') {
        keep(withStep(run, 'spend', { status: 'sent' }))
        await options.spend?.()
      }
      return withStep(run, 'spend', { status: 'done' })
  }
}

const reportOf = (run: PaymentRun): PaymentReport => ({ chain: run.chainId, coin: run.request.token.coin, amount: run.request.amount })

/** The tracked transaction of `hash` (kept by the tracker), or what the run knows of it. */
function trackedOf(hash: string, run: PaymentRun): TrackedTransaction {
  const tracked = loadTracked().find((t) => t.hash === hash)
  if (tracked) return tracked
  // Dismissed from the list meanwhile: followed with what the run knows (the nonce is unknown, so it
  // is never judged replaced; a TRON one's expiration neither: it is judged dropped a while after
  // any expiration it could have, DROP_AFTER_MS from now, as an EVM one unknown to its node is).
  const { request } = run
  const chain = isTronRequest(request) ? { chainId: 0, tron: { chain: run.chainId, fullHost: request.chain.fullHost, expiration: Date.now() + DROP_AFTER_MS } } : { chainId: request.chain.chainId }
  return { hash, ...chain, from: request.account, nonce: Number.MAX_SAFE_INTEGER, kind: 'pay', status: 'pending', confirmations: 0, requiredConfirmations: 1, sentAt: Date.now() }
}

/** The EVM wallet of `wallet`, which reads an EVM transaction (a TRON one is read through its node). */
const evmProvider = (wallet: PaymentWallet | undefined): Eip1193Provider | undefined => (wallet?.kind === 'evm' ? wallet.provider : undefined)

/**
 * Waits until `tx` is mined (read as the tracker reads). 'ok' when it succeeded, 'failed' when it
 * was reverted (on TRON also OUT_OF_ENERGY and the like), replaced or dropped: final, never sent
 * again by itself. Never gives up by itself: after RECEIPT_WAIT_MS `onSlow` is told (the screen
 * says "still confirming") and it goes on waiting.
 */
async function waitForMined(wallet: PaymentWallet | undefined, tx: TrackedTransaction, { signal }: { signal?: AbortSignal }, onSlow?: (confirmations: number) => void): Promise<'ok' | 'failed'> {
  const slowAt = tx.sentAt + RECEIPT_WAIT_MS
  for (;;) {
    signal?.throwIfAborted()
    // null while the EVM wallet is on another chain.
    const now = await readStatus(evmProvider(wallet), tx, Date.now()).catch(() => null)
    let confirmations = 0
    if (now) {
      // The list shows the transaction's own count of confirmations; mined once is enough to go on.
      recordStatus(tx.hash, now)
      if (isMined(now)) return 'ok'
      if (now.status !== 'pending') return 'failed'
      confirmations = now.confirmations
    }
    if (Date.now() > slowAt) onSlow?.(confirmations)
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
 * waiting): every pending transaction read again (through the EVM wallet, or a TRON one's node), a mined payment of `account`
 * reported, and the kept runs settled (a run whose payment is reported is over).
 */
export async function followPayments(provider: Eip1193Provider | undefined, account: string): Promise<Followed> {
  const before = loadTracked()
  // A TRON transaction is read through its node: no wallet needed.
  const after = before.some((tx) => tx.status === 'pending') ? await refreshTracked(provider) : before
  const mine = (tx: TrackedTransaction) => account !== '' && tx.from.toLowerCase() === account
  const due = after.filter(hasReport).filter((tx) => isMined(tx) && mine(tx))
  const reported = await Promise.all(due.map((tx) => reportOnce(tx).then(() => true, () => false)))
  const list = due.length > 0 ? loadTracked() : after
  // A run running nowhere whose payment went out and was reported is over (its credit is the
  // backend's); one whose payment failed on the chain goes back to before its payment.
  const running = await runningSlots()
  for (const kept of loadRuns()) {
    if (running.has(slotOf(kept))) continue
    const run = settled(kept)
    if (run !== kept) saveRun(run)
    const pay = stepOf(run, 'pay')
    const tx = pay?.hash ? list.find((t) => t.hash === pay.hash) : undefined
    // A shortfall's spend is still to make: kept for the screens that resume it (unfinishedSpends).
    if (tx && !tx.report && isMined(tx) && !spendPending(run)) forgetRun(run.id)
  }
  const confirmed = after.some((tx) => tx.status === 'confirmed' && before.find((b) => b.hash === tx.hash)?.status === 'pending')
  return { list, moved: confirmed || reported.includes(true) }
}

/** The account's shortfalls whose payment went out and whose spend is still to make, running nowhere (a reload or a closed screen stopped them). */
export async function unfinishedSpends(account: string): Promise<Found<PaymentRun & { spend: SpendCall }>> {
  const running = await runningSlots()
  const mine = loadRuns()
    .map(settled)
    .filter(spendPending)
    .filter((run) => run.request.account.toLowerCase() === account)
  const found = mine.filter((run) => !running.has(slotOf(run)))
  return { found, recheck: found.length < mine.length }
}

/**
 * What a screen offers to resume, and whether to look again soon: a kept run left out because its
 * slot is held (another tab runs it, or the document this reload replaced has not let go of its lock
 * yet) or its allowance could not be read may be offered a moment later.
 */
export interface Found<T> {
  found: T[]
  recheck: boolean
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
export async function strandedPayments(account: string): Promise<Found<StrandedPayment>> {
  const running = await runningSlots()
  const tracked = loadTracked()
  const found: StrandedPayment[] = []
  let recheck = false
  for (const kept of loadRuns()) {
    if (kept.request.account.toLowerCase() !== account) continue
    if (running.has(slotOf(kept))) {
      recheck ||= isStranded(kept)
      continue
    }
    const run = settled(kept)
    if (run !== kept) saveRun(run)
    if (!isStranded(run)) continue
    // The allowance on the chain decides (read through the RPC URL, whoever follows the transactions).
    const allowance = await railOf(run, undefined).allowance().catch(() => null)
    if (allowance === null) {
      recheck = true
      continue
    }
    // Its approval, or the approval of 0 giving it back, is not mined yet; or its approval was asked
    // of the wallet a moment ago and its hash never came back (it may be in the pool).
    const approve = stepOf(run, 'approve')
    const askedFor = askedOnly(approve) ? Date.now() - (approve?.askedAt ?? 0) : Infinity
    const waiting = askedFor < RECEIPT_WAIT_MS || tracked.some((t) => (t.hash === approve?.hash || t.hash === run.givingBack) && t.status === 'pending' && t.confirmations === 0)
    if (waiting && (allowance === 0n || run.givingBack)) found.push({ run, state: 'pending' })
    // An approval asked of a wallet whose prompt may still be open (the page went, the prompt did
    // not): kept out of sight for a day, and offered if its allowance appears meanwhile.
    else if (allowance === 0n && askedFor < ASKED_KEPT_MS) continue
    else if (allowance === 0n) forgetRun(run.id)
    else found.push({ run, state: allowance >= tokenUnits(run.request) ? 'approved' : 'partial' })
  }
  return { found, recheck: recheck || found.some((s) => s.state === 'pending') }
}

/**
 * Gives a stranded run's allowance back: the same checks before the wallet opens (the fee), the
 * chain, an approval of 0 followed until mined; then the run is over. Nothing is charged.
 */
export async function giveAllowanceBack(start: PaymentRun, wallet: PaymentWallet | undefined): Promise<RunOutcome> {
  let run = start
  try {
    return await withSlot(run, async () => {
      const rail = railOf(run, wallet)
      const plan = await rail.plan('giveBack')
      if (plan.sends.length > 0) {
        await rail.toChain()
        const tx = await rail.approve(0n)
        run = { ...run, givingBack: track(tx, 1).hash }
        saveRun(run)
        if ((await waitForMined(wallet, trackedOf(tx.hash, run), {})) !== 'ok') throw new PaymentError('approvalFailed')
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
