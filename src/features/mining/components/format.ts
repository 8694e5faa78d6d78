import { toDecimalString, truncate, withThousands } from '@/shared/lib/decimal'

// Display of mining amounts (all through the decimal helpers, never Number).

/** A coin amount (output, income): up to 8 places, truncated, no trailing zeros. */
export function formatCoin(value: string): string {
  return withThousands(toDecimalString(truncate(value, 8)))
}

/** A price in USDT: 2 places, truncated, with thousands separators. */
export function formatMoney(value: string): string {
  return withThousands(truncate(value, 2))
}

/** A percent value: up to 2 places, truncated, no trailing zeros. */
export function formatPercent(value: string): string {
  return toDecimalString(truncate(value, 2))
}
