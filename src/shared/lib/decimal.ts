import Decimal from 'decimal.js'
import { groupThousands } from './thousands'

// All money math of the app lives here. Amounts travel as decimal strings; JS numbers would
// silently round them, so nothing below does arithmetic on `number`.
//
// Invalid input (empty, 'abc', NaN, Infinity, null, undefined) never throws: display and
// arithmetic helpers read it as 0, predicates answer false.

export type DecimalInput = string | number | Decimal
type MaybeDecimal = DecimalInput | null | undefined

const DOWN = Decimal.ROUND_DOWN
/**
 * A private clone keeps the global Decimal config untouched. Precision is the maximum so that
 * add/subtract/multiply are exact whatever the digit count; nothing here calls `div`, which would
 * expand to that many digits (division goes through `divToInt` instead).
 */
const Exact = Decimal.clone({ precision: 1e9, rounding: DOWN })

// decimal.js would also accept '0x1f', '0b1', 'Infinity'; an amount is only ever plain decimal.
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i
// A far-out exponent would build a giant string in toFixed or a giant exact sum; no amount has one.
const MAX_EXPONENT = 1000

/** Reads a value as a finite Decimal, or null when it is not a usable number. */
function parse(value: unknown): Decimal | null {
  let d: Decimal
  if (typeof value === 'string') {
    const text = value.trim()
    if (!NUMERIC.test(text)) return null
    d = new Exact(text)
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    d = new Exact(value)
  } else if (Exact.isDecimal(value)) {
    d = new Exact(value as Decimal)
  } else {
    return null
  }
  if (!d.isFinite() || Math.abs(d.e) > MAX_EXPONENT) return null
  return d
}

/** Invalid input counts as zero so arithmetic in a render never throws. */
function num(value: MaybeDecimal): Decimal {
  return parse(value) ?? new Exact(0)
}

/** Decimal places must be a small non-negative integer or decimal.js throws. */
function places(decimals: number): number {
  return Number.isFinite(decimals) ? Math.min(Math.max(Math.trunc(decimals), 0), 100) : 0
}

/** Fixed-place text cut toward zero; rounding first keeps '-0.001' from printing as '-0.00'. */
function fixedDown(d: Decimal, decimals: number): string {
  const dp = places(decimals)
  return d.toDecimalPlaces(dp, DOWN).toFixed(dp)
}

/** Truncates (never rounds) to exactly `decimals` places, so displayed balances are never overstated. */
export function truncate(value: MaybeDecimal, decimals = 2): string {
  return fixedDown(num(value), decimals)
}

/** Exact product cut to at most 6 places, for price x quantity style totals (coin amounts: pass 8). */
export function multiply(a: MaybeDecimal, b: MaybeDecimal, decimals = 6): string {
  return num(a).times(num(b)).toDecimalPlaces(places(decimals), DOWN).toFixed()
}

/** Quotient truncated to `decimals` fixed places; dividing by zero shows zero instead of throwing. */
export function divide(a: MaybeDecimal, b: MaybeDecimal, decimals = 2): string {
  const divisor = num(b)
  if (divisor.isZero()) return fixedDown(num(0), decimals)
  const dp = places(decimals)
  // Integer division of the scaled dividend is exact, unlike `div` at this precision.
  const scaled = num(a).times(`1e${dp}`).divToInt(divisor)
  return fixedDown(scaled.times(`1e-${dp}`), dp)
}

/** Fixed 5-place display, truncated. */
export function fixed5(value: MaybeDecimal): string {
  return truncate(value, 5)
}

/** Amounts are stored on an 8-place base, then shown with `decimals` places (both truncated). */
export function fixed4On8(value: MaybeDecimal, decimals = 4): string {
  return fixedDown(num(value).toDecimalPlaces(8, DOWN), decimals)
}

/** Groups the integer part with ',' and keeps a given plain string's fraction (trailing zeros too). */
export function withThousands(value: MaybeDecimal): string {
  const text = typeof value === 'string' ? value.trim() : ''
  return groupThousands(/^[+-]?\d+(\.\d+)?$/.test(text) ? text : num(value).toFixed())
}

/** Exact sum, trailing zeros stripped. */
export function add(a: MaybeDecimal, b: MaybeDecimal): string {
  return num(a).plus(num(b)).toFixed()
}

/** Exact difference, trailing zeros stripped. */
export function subtract(a: MaybeDecimal, b: MaybeDecimal): string {
  return num(a).minus(num(b)).toFixed()
}

/** Numeric order of two amounts; string comparison would put '10' before '9'. */
export function compare(a: MaybeDecimal, b: MaybeDecimal): -1 | 0 | 1 {
  return num(a).cmp(num(b)) as -1 | 0 | 1
}

/** True only for a valid number above zero. */
export function isPositive(value: MaybeDecimal): boolean {
  return parse(value)?.gt(0) ?? false
}

/** What a form may send: plain non-negative digits, no sign or exponent, at most `maxDecimals` places. */
export function isValidAmount(value: unknown, maxDecimals?: number): boolean {
  if (typeof value !== 'string') return false
  const match = /^\d+(?:\.(\d+))?$/.exec(value)
  if (!match) return false
  return maxDecimals === undefined || (match[1]?.length ?? 0) <= maxDecimals
}

/** Whole-number check by value ('12.0' is an integer); invalid input is not. */
export function isInteger(value: MaybeDecimal): boolean {
  return parse(value)?.isInteger() ?? false
}

/** True when `value` is a whole number of `step`s (a volume of 0.003 with a step of 0.001); false for a step of 0 or invalid input. */
export function isMultipleOf(value: MaybeDecimal, step: MaybeDecimal): boolean {
  const v = parse(value)
  const s = parse(step)
  if (v === null || s === null || s.isZero()) return false
  return v.minus(v.divToInt(s).times(s)).isZero()
}

/** Inclusive range check for min/max limits; false if any bound is not a number. */
export function isBetween(value: MaybeDecimal, min: MaybeDecimal, max: MaybeDecimal): boolean {
  const v = parse(value)
  const lo = parse(min)
  const hi = parse(max)
  return v !== null && lo !== null && hi !== null && v.gte(lo) && v.lte(hi)
}

/** The smaller amount, as a plain string. */
export function min(a: MaybeDecimal, b: MaybeDecimal): string {
  return Exact.min(num(a), num(b)).toFixed()
}

/** The larger amount, as a plain string. */
export function max(a: MaybeDecimal, b: MaybeDecimal): string {
  return Exact.max(num(a), num(b)).toFixed()
}

/** Plain notation for sending or storing: a Number like 1e-7 becomes '0.0000001'. */
export function toDecimalString(value: MaybeDecimal): string {
  return num(value).toFixed()
}
