import { compare } from '@/shared/lib/decimal'
import type { FieldError } from '@/shared/lib/field-error'
import { formatCoin, numberProblem } from '@/shared/lib/format'
import type { StakingProduct } from './api/staking-api'

// The staking area's rules: how a typed amount is checked before anything is sent.

/** What is wrong with the typed amount against the product's limits and the available balance (once known), or undefined. */
export function checkStakeAmount(text: string, product: Pick<StakingProduct, 'min' | 'max'>, available: string | undefined): FieldError | undefined {
  const amount = text.trim()
  const typed = numberProblem(amount, { empty: { key: 'staking.error.empty' }, places: 8 })
  if (typed) return typed
  if (compare(amount, product.min) < 0 || compare(amount, product.max) > 0) {
    return { key: 'staking.error.range', values: { min: formatCoin(product.min), max: formatCoin(product.max) } }
  }
  if (available !== undefined && compare(available, amount) < 0) return { key: 'staking.error.insufficient' }
  return undefined
}

/** The most that can be staked now: the balance, capped by the product's maximum. */
export function maxStake(product: Pick<StakingProduct, 'max'>, available: string): string {
  return compare(available, product.max) > 0 ? product.max : available
}
