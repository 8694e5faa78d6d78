import type * as v from 'valibot'
import type { BalanceSchema, BalancesSchema, DepositInfoSchema, FinanceRecordSchema, FinanceRecordPageSchema, ChainSchema, DepositAddressSchema, WithdrawRuleSchema, WithdrawalStepSchema, WithdrawalSchema, WithdrawalPageSchema } from './schemas/funds'
import { add, compare, divide, max, min, multiply, subtract, toDecimalString } from '@/shared/lib/decimal'

// Funds data as it travels (docs/api.md section 4: 10008, 10009, 10010, 10011, 10050-10053): its
// values and rules here, its answers' schemas in schemas/funds.ts.

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
export const LEDGER_STATUSES = ['submitted', 'reviewed', 'processing', 'rejected', 'successful', 'failed', 'failureHandled'] as const
export type LedgerStatus = (typeof LEDGER_STATUSES)[number]

/** The statuses of a deposit or withdrawal still on its way: it will change by itself. */
const ON_ITS_WAY: readonly LedgerStatus[] = ['submitted', 'reviewed', 'processing']
export const isOnItsWay = (status: LedgerStatus): boolean => ON_ITS_WAY.includes(status)

/** A transaction hash as each chain writes it: TRON 64 hex digits, EVM 0x and 64 hex digits. */
export const TX_HASH_PATTERN: Record<Chain['kind'], RegExp> = {
  tron: /^[0-9a-fA-F]{64}$/,
  evm: /^0x[0-9a-fA-F]{64}$/,
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
export const WITHDRAWAL_REASONS = ['riskControl', 'chainFailure'] as const
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number]

// The shapes of the answers, checked by the schemas in schemas/funds.ts.
export type Balance = v.InferOutput<typeof BalanceSchema>
export type Balances = v.InferOutput<typeof BalancesSchema>
export type DepositInfo = v.InferOutput<typeof DepositInfoSchema>
export type FinanceRecord = v.InferOutput<typeof FinanceRecordSchema>
export type FinanceRecordPage = v.InferOutput<typeof FinanceRecordPageSchema>
export type Chain = v.InferOutput<typeof ChainSchema>
export type DepositAddress = v.InferOutput<typeof DepositAddressSchema>
export type WithdrawRule = v.InferOutput<typeof WithdrawRuleSchema>
export type WithdrawalStep = v.InferOutput<typeof WithdrawalStepSchema>
export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>
export type WithdrawalPage = v.InferOutput<typeof WithdrawalPageSchema>
/** An EVM chain the wallet can pay on (00000 `chains[].payment` of an `evm` chain). */
export type ChainPayment = NonNullable<Extract<Chain, { kind: 'evm' }>['payment']>
export type EvmChain = Extract<Chain, { kind: 'evm' }>
export type TronChain = Extract<Chain, { kind: 'tron' }>
/** The EVM payment block of `chain`; undefined for a TRON chain (a TRON wallet pays there) or one without. */
export const evmPaymentOf = (chain: Chain | undefined): ChainPayment | undefined => (chain?.kind === 'evm' ? chain.payment : undefined)
/** The symbol of the coin a payment's network fee is paid in on `chain` (ETH, BNB, TRX); undefined where the wallet cannot pay. */
export function paymentFeeSymbol(chain: Chain | undefined): string | undefined {
  if (!chain?.payment) return undefined
  return chain.kind === 'tron' ? 'TRX' : chain.payment.nativeCurrency.symbol
}
/** A TRON chain a TRON wallet can pay on (00000 `chains[].payment` of a `tron` chain). */
export type TronChainPayment = NonNullable<Extract<Chain, { kind: 'tron' }>['payment']>
/** A payable coin's token on that chain. */
export type PaymentToken = ChainPayment['tokens'][number]
