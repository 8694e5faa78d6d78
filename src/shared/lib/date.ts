import type DayjsFunction from 'dayjs'
import type { Dayjs } from 'dayjs'
import { dateTimeFormat } from './intl'

// dayjs is not in any page's first download: `loadLibraries()` (libraries.ts) hands it over.
let dayjs: typeof DayjsFunction | undefined

export function provideDayjs(given: typeof DayjsFunction): void {
  dayjs = given
}

export type DateInput = Date | number | string

type FormatDateOptions = { offsetDays?: number; pattern?: string }

/** Parses a date or returns null; dayjs(undefined) would silently mean "now". */
function parse(value: unknown): Dayjs | null {
  if (!dayjs) throw new Error('dayjs is not loaded yet: a route that shows dates sets needsLibraries (src/app/route-table.ts)')
  if (!(value instanceof Date) && typeof value !== 'number' && typeof value !== 'string') return null
  if (typeof value === 'string' && value.trim() === '') return null
  const d = dayjs(value)
  return d.isValid() ? d : null
}

/** Date display (yyyy/MM/dd by default), shifted by whole days e.g. for an unlock date; '' when invalid. */
export function formatDate(
  value: DateInput | null | undefined,
  { offsetDays = 0, pattern = 'YYYY/MM/DD' }: FormatDateOptions = {},
): string {
  const d = parse(value)
  if (!d) return ''
  return (Number.isFinite(offsetDays) ? d.add(offsetDays, 'day') : d).format(pattern)
}

/** Date and time display for records; '' when invalid. */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatDate(value, { pattern: 'YYYY/MM/DD HH:mm:ss' })
}

/**
 * Date and time the way `language` writes them ("Nov 8, 2026, 8:00 AM", "8 nov. 2026, 08:00"), with
 * the app's Latin digits; '' when invalid. Intl, so it never waits for a dayjs locale to load.
 */
export function formatLocalDateTime(value: DateInput | null | undefined, language: string): string {
  const d = parse(value)
  if (!d) return ''
  return dateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'medium', timeStyle: 'short' }).format(d.toDate())
}

/** The date alone, the way `language` writes it ("Nov 8, 2026"), with Latin digits; '' when invalid. */
export function formatLocalDate(value: DateInput | null | undefined, language: string): string {
  const d = parse(value)
  if (!d) return ''
  return dateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'medium' }).format(d.toDate())
}

/** `days` whole calendar days after `value` (daylight saving kept), in ms since the epoch; null when invalid. */
export function addDays(value: DateInput, days: number): number | null {
  return parse(value)?.add(days, 'day').valueOf() ?? null
}

/** An ISO 8601 time in UTC (how a CSV export writes times) to the second ("2026-11-25T01:02:03Z"; milliseconds only when there are some); '' stays ''. */
export function isoTime(value: string): string {
  if (value === '') return ''
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? value : d.toISOString().replace(/\.000Z$/, 'Z')
}
