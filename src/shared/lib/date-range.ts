// A range of calendar days the user picks for an export (docs/architecture.md, "CSV export"):
// days of the phone's own calendar, both ends included, compared with the records' UTC instants.

/** A day as `<input type="date">` writes it: "2026-11-25". */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The ready-made ranges, and "custom" for a From and To of the user's own. */
export const RANGE_PRESETS = ['all', 'last30', 'thisYear', 'lastYear', 'custom'] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

/** Two days of the local calendar, "YYYY-MM-DD", both included. */
export interface DayRange {
  from: string
  to: string
}

/** The instants a range covers: from its first local midnight up to (not including) the midnight after its last day. */
export interface InstantRange {
  start: number
  end: number
}

/** A date's day in the local calendar, "2026-11-25". */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Local midnight starting `day` (plus `addDays`), epoch ms; null for anything not a real day. */
function localMidnight(day: string, addDays = 0): number | null {
  const match = DAY.exec(day)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(y, m - 1, d)
  // new Date() rolls 2026-02-30 over to March: such a day is not a day.
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null
  return new Date(y, m - 1, d + addDays).getTime()
}

/** The days a preset means on `today`; null for "all" (no range) and "custom" (the user's own). */
export function presetRange(preset: RangePreset, today = new Date()): DayRange | null {
  const year = today.getFullYear()
  switch (preset) {
    case 'last30':
      // Today and the 29 days before it: 30 days.
      return { from: localDay(new Date(year, today.getMonth(), today.getDate() - 29)), to: localDay(today) }
    case 'thisYear':
      return { from: `${year}-01-01`, to: localDay(today) }
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` }
    case 'all':
    case 'custom':
      return null
  }
}

/** Why a From or To day cannot be used: a translation key of the `export` area. */
export type RangeProblem = 'export.range.required' | 'export.range.order'

/** What is wrong with a From and To, as translation keys per field; empty when they make a range. */
export function rangeProblems({ from, to }: DayRange): { from?: RangeProblem; to?: RangeProblem } {
  const start = localMidnight(from)
  const end = localMidnight(to)
  const problems: { from?: RangeProblem; to?: RangeProblem } = {}
  if (start === null) problems.from = 'export.range.required'
  if (end === null) problems.to = 'export.range.required'
  if (start !== null && end !== null && start > end) problems.from = 'export.range.order'
  return problems
}

/** The instants of a valid range (check it with rangeProblems first); null otherwise. */
export function rangeInstants({ from, to }: DayRange): InstantRange | null {
  const start = localMidnight(from)
  const end = localMidnight(to, 1)
  return start === null || end === null || start >= end ? null : { start, end }
}

/** Whether an API time ("2026-11-01T00:01:00Z") falls in the range; an unreadable time does not. */
export function isInRange(time: string, range: InstantRange): boolean {
  const at = Date.parse(time)
  return at >= range.start && at < range.end
}
