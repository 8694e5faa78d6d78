import { add, compare, divide, max, min, multiply, subtract, toDecimalString } from '@/shared/lib/decimal'
import type { Paged } from './envelope'

// Funds data as it travels (docs/api.md section 4: 10008, 10009, 10010, 10011, 10050-10053).

/** One coin's balance; amounts are decimal strings. */
export interface Balance {
  coin: string
  available: string
  frozen: string
  total: string
  /** What one unit is worth in USDT now (the value columns of the assets screen). */
  price: string
}

/** 10008: every coin the user can hold, and the server's clock of the answer. */
export interface Balances {
  list: Balance[]
  serverTime: string
}

/** Ledger entry types: the twelve of spec section 4, then staking's three and trading's three (an order's cost frozen, its cost back, its profit or loss). */
export const LEDGER_TYPES = [
  'deposit',
  'withdrawal',
  'directReferral',
  'indirectReferral',
  'machinePurchase',
  'machineEarnings',
  'idoSubscription',
  'idoRelease',
  'withdrawalRefund',
  'systemAdjustment',
  'idoReturn',
  'exchange',
  'staking',
  'stakingRedemption',
  'stakingEarnings',
  'tradeMargin',
  'tradeMarginReturn',
  'tradeResult',
] as const

export type LedgerType = (typeof LEDGER_TYPES)[number]

/** What the earnings record shows: money earned, not money moved. */
export const EARNING_TYPES: readonly LedgerType[] = ['machineEarnings', 'directReferral', 'indirectReferral', 'idoRelease', 'stakingEarnings']

/** Finance record and withdrawal statuses (spec section 4). */
export type LedgerStatus = 'submitted' | 'reviewed' | 'processing' | 'rejected' | 'successful' | 'failed' | 'failureHandled'

/** A deposit as the chain reports it (deposit rows of 10009 carry it). */
export interface DepositInfo {
  chain: string
  txHash: string
  /** Blocks seen on top of the transaction, and how many the credit waits for. */
  confirmations: number
  requiredConfirmations: number
}

/**
 * One finance record (10009). A booked entry moved the available balance by `amount` (signed) and
 * `balance` is the available balance after it. A deposit still confirming is a record too, not
 * booked yet: status `submitted`, `balance` empty; it is booked (a new id) when credited.
 */
export interface FinanceRecord {
  id: string
  type: LedgerType
  coin: string
  amount: string
  balance: string
  status: LedgerStatus
  createdAt: string
  /** The record this entry belongs to (a machine order, a withdrawal, a deposit, ...), or ''. */
  refId: string
  deposit?: DepositInfo
}

export type FinanceRecordPage = Paged<FinanceRecord>

/** A chain of the global configuration (00000): where deposits come from and withdrawals go. */
export interface Chain {
  id: string
  name: string
  /** What its addresses start with: T (TRON) or 0x (EVM). */
  addressPrefix: string
  /** How its addresses and transaction hashes are checked. */
  kind: 'tron' | 'evm'
  /** The coins that travel on it. */
  coins: string[]
}

/** 10010: where to send `coin` on `chain`, and after how many confirmations it is credited. */
export interface DepositAddress {
  chain: string
  coin: string
  address: string
  requiredConfirmations: number
}

/** A transaction hash as each chain writes it: TRON 64 hex digits, EVM 0x and 64 hex digits. */
export const TX_HASH_PATTERN: Record<Chain['kind'], RegExp> = {
  tron: /^[0-9a-fA-F]{64}$/,
  evm: /^0x[0-9a-fA-F]{64}$/,
}

/** 10050: the withdrawal terms of one coin on one chain. */
export interface WithdrawRule {
  coin: string
  chain: string
  /** Smallest and largest amount that arrives, in coin. */
  min: string
  max: string
  /** The fee: amount x feeRate, truncated to `decimals` places, and never less than minFee. */
  feeRate: string
  minFee: string
  /** The places an amount of this coin may have. */
  decimals: number
}

/** The handling fee of withdrawing `amount` (which arrives whole; the fee is taken on top). */
export function withdrawalFee(amount: string, rule: Pick<WithdrawRule, 'feeRate' | 'minFee' | 'decimals'>): string {
  return max(multiply(amount, rule.feeRate, rule.decimals), rule.minFee)
}

/**
 * The most that can be withdrawn from `available` with its fee on top: at most available - minFee
 * and available / (1 + feeRate) (cut to the coin's places), and at most the rule's max. Under both
 * bounds amount + fee fits whichever fee applies. '0' when not even the minimum fee fits.
 */
export function maxWithdrawal(available: string, rule: Pick<WithdrawRule, 'feeRate' | 'minFee' | 'decimals' | 'max'>): string {
  const afterMinFee = subtract(available, rule.minFee)
  if (compare(afterMinFee, 0) <= 0) return '0'
  const beforeRate = toDecimalString(divide(available, add(1, rule.feeRate), rule.decimals))
  return min(min(afterMinFee, beforeRate), rule.max)
}

/** Why a withdrawal did not go through (the app words it in the user's language). */
export type WithdrawalReason = 'riskControl' | 'chainFailure'

/** One step of a withdrawal's way, with when it was reached. */
export interface WithdrawalStep {
  status: LedgerStatus
  at: string
}

/**
 * A withdrawal (10051-10053): submitted -> reviewed -> processing -> successful, or rejected at
 * review / failed on chain, each followed by failureHandled when the frozen money is back.
 */
export interface Withdrawal {
  id: string
  coin: string
  chain: string
  address: string
  /** What arrives; the fee is taken on top, so amount + fee left the available balance. */
  amount: string
  fee: string
  total: string
  /** The latest step's status. */
  status: LedgerStatus
  steps: WithdrawalStep[]
  reason: WithdrawalReason | null
  /** The chain's transaction, once processing. */
  txHash: string
  createdAt: string
}

export type WithdrawalPage = Paged<Withdrawal>
