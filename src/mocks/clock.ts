import { getDb, type MockDb } from './db'
import { CLOCK_START } from './seed'

// The mock backend's time. It stands still unless advanced (tests, the dev panel, e2e via
// POST /__mock/clock), so every answer is reproducible. The time lives in the db, so it is
// saved, reset and rolled back with the rest of the state.

export { CLOCK_START }
export const DAY_MS = 86_400_000
// Advancing further than this in one step is surely a typo, and each day runs every daily job.
const MAX_ADVANCE_MS = 3_650 * DAY_MS

/** Runs once for every UTC midnight the clock passes, with the clock set to that midnight. */
export type DayListener = (db: MockDb, dayStart: number) => void

// Keyed by name, so a module re-evaluated by hot reload replaces its listener instead of adding one.
const dayListeners = new Map<string, DayListener>()

/** Current mock time, epoch ms. */
export function now(): number {
  return getDb().now
}

/** Current mock time as the API writes times: ISO 8601, UTC. */
export function nowIso(): string {
  return new Date(now()).toISOString()
}

/** Subscribe an area's daily job (mining output, stake maturity, ...). Returns the unsubscribe. */
export function onDayPassed(name: string, listener: DayListener): () => void {
  dayListeners.set(name, listener)
  return () => {
    if (dayListeners.get(name) === listener) dayListeners.delete(name)
  }
}

/**
 * Move the clock forward by `days` and `ms`. Each UTC midnight crossed on the way fires the daily
 * jobs in order, with the clock set to that midnight, so what they write carries that date.
 * Returns the new time.
 */
export function advanceClock({ days = 0, ms = 0 }: { days?: number; ms?: number }): number {
  const step = days * DAY_MS + ms
  if (!Number.isFinite(step) || step < 0 || step > MAX_ADVANCE_MS) {
    throw new RangeError(`The mock clock only moves forward, by at most 3650 days (asked: ${days} days ${ms} ms)`)
  }
  const db = getDb()
  const target = db.now + step
  for (let midnight = startOfUtcDay(db.now) + DAY_MS; midnight <= target; midnight += DAY_MS) {
    db.now = midnight
    for (const listener of dayListeners.values()) listener(db, midnight)
  }
  db.now = target
  return target
}

export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS
}
