import type { FieldError } from './field-error'
import { compare, toDecimalString, truncate, withThousands } from './decimal'

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

/** A result in USDT with its sign: "+12.50", "-3.20" (an order's profit, at a price or closed). */
export function formatSignedMoney(value: string | number): string {
  return compare(value, 0) > 0 ? `+${formatMoney(value)}` : formatMoney(value)
}

/** The coin prices, totals and fees are quoted in: its amounts are money, 2 places. */
export const MONEY_COIN = 'USDT'

/**
 * An amount of `coin` as every list, balance, record and estimate shows it: USDT as money (2 places,
 * "9,792.00"), any other coin up to 8 places without trailing zeros ("0.0125 BTC"). Truncated.
 */
export function formatAmount(value: string | number, coin: string): string {
  return coin === MONEY_COIN ? formatMoney(value) : formatCoin(value)
}

/**
 * An amount exactly as it is about to move, on the preview and confirm step that sends it: what the
 * user typed and what is worked out from it (a fee, a total, the wallet's share of a payment). Every
 * place it has, so the step never shows less than what leaves; USDT with 2 places at least, so it
 * still reads as money ("9,792.00", "1,500.123456").
 */
export function formatExact(value: string | number, coin: string): string {
  const exact = toDecimalString(value)
  if (coin !== MONEY_COIN) return withThousands(exact)
  const [whole = '0', fraction = ''] = exact.split('.')
  return withThousands(`${whole}.${fraction.padEnd(2, '0')}`)
}

/** A percent value: up to 2 places, truncated, no trailing zeros. */
export function formatPercent(value: string): string {
  return toDecimalString(truncate(value, 2))
}

/** A network fee estimate for the eye: six places, cut down; a dust fee shows as "< 0.000001". */
export function formatFee(fee: string): string {
  const cut = truncate(fee, 6).replace(/\.?0+$/, '')
  return compare(cut, 0) > 0 ? cut : '< 0.000001'
}

// Digits beyond this before the point (leading zeros too, as the server counts them) are a slip of
// the finger, not an amount anyone holds.
const MAX_WHOLE_DIGITS = 15

interface NumberRules {
  /** The form's own "enter ..." message for an empty field (the spec words it per form). */
  empty: FieldError
  /** Most places after the point; 0 for a whole number. */
  places: number
}

/**
 * What is wrong with a typed number (already in ASCII digits, typed-digits.ts), or undefined when it
 * is a plain positive number (what isValidAmount(text, places) accepts) the form may go on to
 * check against its own limits. A value the user did type says what is wrong with it, never
 * "enter ...".
 */
export function numberProblem(text: string, { empty, places }: NumberRules): FieldError | undefined {
  const value = text.trim()
  if (!value) return empty
  // A minus is read, to say "more than 0"; anything else that is not digits with one point is not a number.
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value)
  if (!match) return { key: 'form.error.notNumber' }
  const [, sign, whole = '', fraction = ''] = match
  if (sign === '-' || compare(value, 0) <= 0) return { key: 'form.error.moreThanZero' }
  if (places === 0 && fraction) return { key: 'form.error.wholeNumber' }
  if (fraction.length > places) return { key: 'form.error.tooManyPlaces', values: { count: places } }
  if (whole.length > MAX_WHOLE_DIGITS) return { key: 'form.error.tooLarge' }
  return undefined
}

// What a number passes through on its way to being typed ("12." before "12.5", "0.0" before "0.05").
const HALF_TYPED = new Set<string>(['form.error.notNumber', 'form.error.moreThanZero'])

/**
 * The problem to show while the user is still typing: a limit, the balance, too many places or too
 * many digits at once; a half-typed number's problem ("12.") only when the form is sent.
 */
export function problemWhileTyping(problem: FieldError | undefined): FieldError | undefined {
  return problem && !HALF_TYPED.has(problem.key) ? problem : undefined
}
