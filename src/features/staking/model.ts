import { compare, isValidAmount } from '@/shared/lib/decimal'
import type { StakingProduct } from './api/staking-api'

// The staking area's rules: how a typed amount is checked before anything is sent.

export type AmountCheck = { ok: true } | { ok: false; key: 'staking.error.empty' | 'staking.error.range' | 'staking.error.insufficient' }

/** The typed amount against the product's limits and the available balance (once known). */
export function checkStakeAmount(text: string, product: Pick<StakingProduct, 'min' | 'max'>, available: string | undefined): AmountCheck {
  const amount = text.trim()
  if (!isValidAmount(amount, 8) || compare(amount, 0) <= 0) return { ok: false, key: 'staking.error.empty' }
  if (compare(amount, product.min) < 0 || compare(amount, product.max) > 0) return { ok: false, key: 'staking.error.range' }
  if (available !== undefined && compare(available, amount) < 0) return { ok: false, key: 'staking.error.insufficient' }
  return { ok: true }
}

/** The most that can be staked now: the balance, capped by the product's maximum. */
export function maxStake(product: Pick<StakingProduct, 'max'>, available: string): string {
  return compare(available, product.max) > 0 ? product.max : available
}
