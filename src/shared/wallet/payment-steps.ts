import type { ParseKeys } from 'i18next'
import type { RPC } from '@/shared/api/rpc-codes'
import type { StringArea } from '@/shared/i18n/area-strings'
import type { PaymentRequest } from './payment'
import type { TronPaymentRequest } from './tron-payment'

// A wallet payment is a list of typed steps (design.md section 5), kept on this device beside the
// tracked transactions (tx-tracker.ts) so that a reload or another tab finds it where it stopped.
// The executor (payment-executor.ts) runs a list; this module only says what a list is, builds the
// two there are, and keeps them. No ethers here: the deposit and mining screens read it.
//
// The steps, in the order they run:
// - check: balances, allowance and fee read through the chain's RPC URL; the wallet stays closed.
// - switchChain: the wallet onto the payment chain (opens the wallet only when it is elsewhere); an
//   EVM chain's only.
// - reset: an allowance left by something else set back to 0 first (only when there is one).
// - approve: the service contract may take exactly the amount.
// - pay: the service contract's pay(); reported (10011) once mined.
// - credit: the backend's credit of the payment, read until the balance covers what it was for.
// - spend: what the payment was for, paid from the balance (a machine).
// check and switchChain run each time the executor starts, also on a resume; the rest are done once.

/** How long a payment may take to be mined before the screen says "still confirming" (the executor keeps waiting). */
export const RECEIPT_WAIT_MS = 120_000

export type StepKind = 'check' | 'switchChain' | 'reset' | 'approve' | 'pay' | 'credit' | 'spend'

export interface PaymentStep {
  kind: StepKind
  /**
   * todo, sent (a transaction the tracker follows, `hash`), done. An approval is kept as sent
   * before the wallet is asked (`askedAt`, no hash yet): a page gone before its hash came back still
   * knows an approval may be out, and the allowance on the chain then says whether it is.
   */
  status: 'todo' | 'sent' | 'done'
  hash?: string
  /** Epoch ms: when the wallet was asked for this step's transaction, while its hash is not known. */
  askedAt?: number
}

/** An approval asked of the wallet whose hash never came back (the page went first). */
export function askedOnly(step: PaymentStep | undefined): boolean {
  return step?.status === 'sent' && !step.hash
}

/**
 * What a shortfall run pays for: one business call (a machine, a token sale subscription, a stake)
 * with its fields, kept with the run (plain data) so that a reload between the payment and the
 * spend still makes it, from any screen that follows payments.
 */
export type SpendCall = (
  | { code: typeof RPC.buyMachine; fields: { id: string; quantity: string } }
  | { code: typeof RPC.idoSubscribe; fields: { id: string; quantity: string } }
  | { code: typeof RPC.stake; fields: { productId: string; amount: string } }
) & {
  /** What the spend takes from the available balance, in the payment's coin. */
  total: string
  /** The message said once it went through: the screen's own, with the string area it is in. */
  success: { area: StringArea; key: ParseKeys }
  /** The public query keys it changes (the user's own are fetched again after any write). */
  changed: readonly (readonly string[])[]
}

/** A payment on an EVM chain (payment.ts) or on TRON (tron-payment.ts): the same steps, another rail. */
export type AnyPaymentRequest = PaymentRequest | TronPaymentRequest

/** A payment on TRON (its chain is reached through a TRON HTTP API, `fullHost`). */
export function isTronRequest(request: AnyPaymentRequest): request is TronPaymentRequest {
  return 'fullHost' in request.chain
}

/** The symbol of the coin a payment's network fee is paid in (ETH, BNB, TRX). */
export function feeSymbolOf(request: AnyPaymentRequest): string {
  return isTronRequest(request) ? 'TRX' : request.chain.nativeCurrency.symbol
}

/** One payment and where it is: what the executor keeps, serialisable. */
export interface PaymentRun {
  id: string
  request: AnyPaymentRequest
  /** The config chain id ("ERC20"), as the deposit report names it. */
  chainId: string
  requiredConfirmations: number
  steps: PaymentStep[]
  /** Epoch ms. */
  startedAt: number
  /** The hash of the approval of 0 giving a stranded run's allowance back, while it is mined. */
  givingBack?: string
  /** A shortfall's spend (what the payment is for); absent for a deposit. */
  spend?: SpendCall
}

/**
 * The steps of a deposit from the wallet: credited by the backend on its own (the list shows it).
 * No switchChain on TRON: the node the config names builds and receives each transaction, and the
 * wallet only signs it, whatever network it shows.
 */
export function depositSteps(request: AnyPaymentRequest, sends: readonly ('reset' | 'approve' | 'pay')[]): PaymentStep[] {
  const head: StepKind[] = isTronRequest(request) ? ['check'] : ['check', 'switchChain']
  return [...head, ...sends].map((kind) => ({ kind, status: 'todo' }))
}

/** The steps of a purchase whose shortfall the wallet pays: the deposit's, then its credit and the purchase. */
export function shortfallSteps(request: AnyPaymentRequest, sends: readonly ('reset' | 'approve' | 'pay')[]): PaymentStep[] {
  return [...depositSteps(request, sends), { kind: 'credit', status: 'todo' }, { kind: 'spend', status: 'todo' }]
}

/** The step on now: the first one not done (undefined once all are). */
export function currentStep(run: PaymentRun): PaymentStep | undefined {
  return run.steps.find((s) => s.status !== 'done')
}

export function stepOf(run: PaymentRun, kind: StepKind): PaymentStep | undefined {
  return run.steps.find((s) => s.kind === kind)
}

/** The run with one step changed (runs are values: the screen re-renders on a new one). */
export function withStep(run: PaymentRun, kind: StepKind, change: Partial<PaymentStep>): PaymentRun {
  return { ...run, steps: run.steps.map((s) => (s.kind === kind ? { ...s, ...change } : s)) }
}

/** A shortfall whose payment went out and whose spend was never sent (a reload came between). A spend sent when the page went is never sent again: it may have gone through. */
export function spendPending(run: PaymentRun): run is PaymentRun & { spend: SpendCall } {
  return run.spend !== undefined && stepOf(run, 'pay')?.status !== 'todo' && stepOf(run, 'spend')?.status === 'todo'
}

/** Its approval went out and its payment did not: the allowance belongs to this run alone. */
export function isStranded(run: PaymentRun): boolean {
  return stepOf(run, 'approve')?.status !== 'todo' && stepOf(run, 'pay')?.status === 'todo'
}

// Kept per account, as the tracked transactions are: each run names its account
// (`request.account`), and what a screen offers to finish, give back or resume is that account's
// only (strandedPayments, unfinishedSpends and their hooks). A disconnect leaves them kept: an
// approval without its payment, or a paid shortfall whose spend a reload cut off, must be there for
// its account to finish when it connects again, and is never offered to another.
export const RUNS_STORAGE_KEY = 'walletPayments'

export function loadRuns(storage: Storage = localStorage): PaymentRun[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(RUNS_STORAGE_KEY) ?? '[]')
    return Array.isArray(list) ? list.filter(isRun) : []
  } catch {
    return []
  }
}

function isRun(v: unknown): v is PaymentRun {
  const r = v as Partial<PaymentRun> | null
  return typeof r?.id === 'string' && typeof r.chainId === 'string' && Array.isArray(r.steps) && typeof r.request?.amount === 'string' && typeof r.request.account === 'string' && (r.spend === undefined || isSpend(r.spend))
}

/** A kept spend is sent by itself after a reload: only one of the three calls, with its own fields, all strings. */
function isSpend(v: unknown): v is SpendCall {
  const s = v as Partial<SpendCall> | null
  const fields = s?.fields as Record<string, unknown> | undefined
  const names = s?.code === '10022' || s?.code === '10031' ? ['id', 'quantity'] : s?.code === '10036' ? ['productId', 'amount'] : null
  return names !== null && typeof fields === 'object' && fields !== null && Object.keys(fields).sort().join() === [...names].sort().join() && names.every((n) => typeof fields[n] === 'string') && typeof s?.total === 'string'
}

/** Keeps `run` as it is now (a new one first). */
export function saveRun(run: PaymentRun, storage: Storage = localStorage): void {
  storage.setItem(RUNS_STORAGE_KEY, JSON.stringify([run, ...loadRuns(storage).filter((r) => r.id !== run.id)]))
}

/** The run is over (paid and reported, given back, or failed with nothing left approved). */
export function forgetRun(id: string, storage: Storage = localStorage): void {
  storage.setItem(RUNS_STORAGE_KEY, JSON.stringify(loadRuns(storage).filter((r) => r.id !== id)))
}
