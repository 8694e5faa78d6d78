import { add, compare } from '@/shared/lib/decimal'
import type { FieldError } from '@/shared/lib/field-error'
import { formatCoin, numberProblem } from '@/shared/lib/format'
import type { AddressVerdict } from '@/shared/wallet/address'
import { TX_HASH_PATTERN, withdrawalFee, type Chain, type WithdrawRule } from './api/funds-api'

// The funds area's rules: how what the user typed is checked before anything is sent.

/** What leaves the available balance: the amount, and the fee on top. */
export function withdrawalTotal(amount: string, rule: WithdrawRule): string {
  return add(amount, withdrawalFee(amount, rule))
}

/** What is wrong with the typed withdrawal amount against the rule's limits, and amount + fee against the balance (once known), or undefined. */
export function checkWithdrawAmount(text: string, rule: WithdrawRule, available: string | undefined): FieldError | undefined {
  const amount = text.trim()
  const typed = numberProblem(amount, { empty: { key: 'funds.withdraw.error.required' }, places: rule.decimals })
  if (typed) return typed
  const limits = { min: formatCoin(rule.min), max: formatCoin(rule.max), coin: rule.coin }
  if (compare(amount, rule.min) < 0 || compare(amount, rule.max) > 0) return { key: 'funds.withdraw.error.range', values: limits }
  if (available !== undefined && compare(available, withdrawalTotal(amount, rule)) < 0) return { key: 'funds.withdraw.error.insufficient' }
  return undefined
}

/** The message of an address verdict: each way to be wrong has its own. */
export function addressErrorKey(verdict: Exclude<AddressVerdict, 'ok'>, chain: Chain) {
  switch (verdict) {
    case 'empty':
      return 'funds.withdraw.error.required' as const
    case 'prefix':
      return chain.kind === 'tron' ? ('funds.address.error.prefixT' as const) : ('funds.address.error.prefix0x' as const)
    case 'length':
      return chain.kind === 'tron' ? ('funds.address.error.lengthTron' as const) : ('funds.address.error.lengthEvm' as const)
    case 'characters':
      return chain.kind === 'tron' ? ('funds.address.error.charactersTron' as const) : ('funds.address.error.charactersEvm' as const)
    case 'checksum':
      return 'funds.address.error.checksum' as const
  }
}

/** What is wrong with a reported deposit, field by field: an amount above zero and the chain's form of transaction hash. */
export function checkDepositReport(amountText: string, txHashText: string, chain: Chain): { amount?: FieldError; txHash?: FieldError } {
  const amount = numberProblem(amountText, { empty: { key: 'funds.deposit.error.amount' }, places: 8 })
  const txHash = TX_HASH_PATTERN[chain.kind].test(txHashText.trim())
    ? undefined
    : { key: chain.kind === 'tron' ? ('funds.deposit.error.txHashTron' as const) : ('funds.deposit.error.txHashEvm' as const) }
  return { amount, txHash }
}

/** What is wrong with an amount to pay from the wallet (above zero, at most the token's decimals), or undefined. */
export function checkPayAmount(text: string, decimals: number): FieldError | undefined {
  return numberProblem(text, { empty: { key: 'funds.deposit.error.amount' }, places: decimals })
}

/**
 * The explorer page of a transaction, when the chain names an http(s) explorer and the hash is one
 * of its kind: `${explorerUrl}/tx/${hash}` on an EVM chain, Tronscan's `${explorerUrl}/#/transaction/${txID}` on TRON.
 */
export function explorerTxUrl(chain: Chain | undefined, hash: string): string | undefined {
  const base = chain?.payment?.explorerUrl.replace(/\/+$/, '')
  if (!chain || !base || !/^https?:\/\//i.test(base) || !TX_HASH_PATTERN[chain.kind].test(hash)) return undefined
  return chain.kind === 'tron' ? `${base}/#/transaction/${hash}` : `${base}/tx/${hash}`
}

/** A fee estimate for the eye (shared: every wallet payment shows one). */
export { formatFee } from '@/shared/lib/format'
