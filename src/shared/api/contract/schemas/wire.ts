import * as v from 'valibot'

// The building blocks of the answer schemas: what a value of each kind must look like on the wire.
// Every answer's `data` is checked against its schema before a screen sees it (rpc-client.ts), so a
// number where a decimal string belongs, or a list that is not one, is a clear error, never "NaN".

/** An amount or price: a plain decimal string ("-1.25", "0"), never a number or exponent form. */
export const decimal = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))
/** A decimal string, or '' where the field says "not set" or "not yet". */
export const decimalOrEmpty = v.pipe(v.string(), v.regex(/^(-?\d+(\.\d+)?)?$/))
/** An ISO 8601 time. */
export const isoTime = v.pipe(v.string(), v.check((s) => !Number.isNaN(Date.parse(s))))
/** An ISO 8601 time, or '' where the field says "not yet". */
export const isoTimeOrEmpty = v.union([v.literal(''), isoTime])
/** A whole number of at least 0 (counts, units, confirmations). */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** One page of a list: its rows, the page (1-based) and size asked for, the total, and whether more follow. */
export function paged<const T extends v.GenericSchema>(item: T) {
  return v.object({ list: v.array(item), page: count, size: count, total: count, hasMore: v.boolean() })
}

/** A coin's available balance after a write. */
export const BalanceAfter = v.object({ coin: v.string(), available: decimal })

/** The fields of a call that takes none. */
export const noFields = v.object({})
/** The fields of one page of a list. */
export const pageFields = { page: v.number(), size: v.number() }
/** An answer without data (some writes). */
export const noData = v.optional(v.unknown())

// A field the screen can do without (docs/api.md marks each one "Optional answer fields").

/** A list the answer may leave out: absent, or not a list, it is empty and only what shows it goes without. */
export function listOr<const T extends v.GenericSchema<unknown, unknown[]>>(list: T) {
  return v.fallback(v.optional(list, () => []), () => [])
}

/** A part the answer may leave out: absent, or in a shape this client cannot read, it is absent. */
export function partOr<const T extends v.GenericSchema>(part: T) {
  return v.fallback(v.optional(part), undefined)
}
