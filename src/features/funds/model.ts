import { add, compare, isValidAmount } from '@/shared/lib/decimal'
import type { AddressVerdict } from '@/shared/wallet/address'
import { TX_HASH_PATTERN, withdrawalFee, type Chain, type WithdrawRule } from './api/funds-api'

// The funds area's rules: how what the user typed is checked before anything is sent.

/** What leaves the available balance: the amount, and the fee on top. */
export function withdrawalTotal(amount: string, rule: WithdrawRule): string {
  return add(amount, withdrawalFee(amount, rule))
}

export type WithdrawAmountCheck =
  | { ok: true }
  | { ok: false; key: 'funds.withdraw.error.required' | 'funds.withdraw.error.amount' | 'funds.withdraw.error.range' | 'funds.withdraw.error.insufficient' }

/** The typed withdrawal amount against the rule's limits, and amount + fee against the balance (once known). */
export function checkWithdrawAmount(text: string, rule: WithdrawRule, available: string | undefined): WithdrawAmountCheck {
  const amount = text.trim()
  if (!amount) return { ok: false, key: 'funds.withdraw.error.required' }
  if (!isValidAmount(amount, rule.decimals) || compare(amount, 0) <= 0) return { ok: false, key: 'funds.withdraw.error.amount' }
  if (compare(amount, rule.min) < 0 || compare(amount, rule.max) > 0) return { ok: false, key: 'funds.withdraw.error.range' }
  if (available !== undefined && compare(available, withdrawalTotal(amount, rule)) < 0) return { ok: false, key: 'funds.withdraw.error.insufficient' }
  return { ok: true }
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

export type DepositCheck = { ok: true } | { ok: false; field: 'amount' | 'txHash'; key: 'funds.deposit.error.amount' | 'funds.deposit.error.txHashTron' | 'funds.deposit.error.txHashEvm' }

/** A reported deposit: an amount above zero and the chain's form of transaction hash. */
export function checkDepositReport(amountText: string, txHashText: string, chain: Chain): DepositCheck {
  const amount = amountText.trim()
  if (!isValidAmount(amount, 8) || compare(amount, 0) <= 0) return { ok: false, field: 'amount', key: 'funds.deposit.error.amount' }
  if (!TX_HASH_PATTERN[chain.kind].test(txHashText.trim())) {
    return { ok: false, field: 'txHash', key: chain.kind === 'tron' ? 'funds.deposit.error.txHashTron' : 'funds.deposit.error.txHashEvm' }
  }
  return { ok: true }
}

export type PayAmountCheck = { ok: true } | { ok: false; key: 'funds.deposit.error.amount' } | { ok: false; key: 'funds.pay.error.decimals'; count: number }

/** An amount to pay from the wallet: above zero, with at most the token's decimals. */
export function checkPayAmount(text: string, decimals: number): PayAmountCheck {
  const amount = text.trim()
  if (!isValidAmount(amount) || compare(amount, 0) <= 0) return { ok: false, key: 'funds.deposit.error.amount' }
  if (!isValidAmount(amount, decimals)) return { ok: false, key: 'funds.pay.error.decimals', count: decimals }
  return { ok: true }
}

/** The explorer page of an EVM transaction, when the chain names an http(s) explorer and the hash is one. */
export function explorerTxUrl(chain: Pick<Chain, 'payment'> | undefined, hash: string): string | undefined {
  const base = chain?.payment?.explorerUrl.replace(/\/+$/, '')
  if (!base || !/^https?:\/\//i.test(base) || !TX_HASH_PATTERN.evm.test(hash)) return undefined
  return `${base}/tx/${hash}`
}

/** A fee estimate for the eye (shared: every wallet payment shows one). */
export { formatFee } from '@/shared/lib/format'
