import { compare, isPositive, toDecimalString, truncate, withThousands } from './decimal'

// How amounts and typed quantities look on screen, for every area. Truncated, never rounded up,
// so a shown balance or return is never more than the real one.

/** A coin amount (output, income, tokens): up to 8 places, truncated, no trailing zeros. */
export function formatCoin(value: string | number): string {
  return withThousands(toDecimalString(truncate(value, 8)))
}

/** A price or total in USDT: 2 places, truncated, with thousands separators. */
export function formatMoney(value: string | number): string {
  return withThousands(truncate(value, 2))
}

/** A percent value: up to 2 places, truncated, no trailing zeros. */
export function formatPercent(value: string): string {
  return toDecimalString(truncate(value, 2))
}

/** A typed quantity as a whole number of at least 1, or null (empty, decimal, zero, not a number). */
export function parseQuantity(text: string): string | null {
  const value = text.trim()
  return /^\d+$/.test(value) && isPositive(value) ? value : null
}

/** A network fee estimate for the eye: six places, cut down; a dust fee shows as "< 0.000001". */
export function formatFee(fee: string): string {
  const cut = truncate(fee, 6).replace(/\.?0+$/, '')
  return compare(cut, 0) > 0 ? cut : '< 0.000001'
}
