import dayjs, { type Dayjs } from 'dayjs'
import { dateTimeFormat } from './intl'

export type DateInput = Date | number | string

/** Parses a date or returns null; dayjs(undefined) would silently mean "now". */
function parse(value: unknown): Dayjs | null {
  if (!(value instanceof Date) && typeof value !== 'number' && typeof value !== 'string') return null
  if (typeof value === 'string' && value.trim() === '') return null
  const d = dayjs(value)
  return d.isValid() ? d : null
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
