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

/**
 * Work due at times of its own (a deposit's last confirmation, a withdrawal's next step): `due`
 * answers the earliest such time (epoch ms) or null, and `run` does what is due at `at`, so that
 * `due` moves on.
 */
export interface TimedJob {
  due: (db: MockDb) => number | null
  run: (db: MockDb, at: number) => void
}

// Keyed by name, so a module re-evaluated by hot reload replaces its listener instead of adding one.
const dayListeners = new Map<string, DayListener>()
const timedJobs = new Map<string, TimedJob>()

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

/** Subscribe an area's timed job. Returns the unsubscribe. */
export function onTimeReached(name: string, job: TimedJob): () => void {
  timedJobs.set(name, job)
  return () => {
    if (timedJobs.get(name) === job) timedJobs.delete(name)
  }
}

/**
 * Move the clock forward by `days` and `ms`. Everything due on the way runs in time order, with
 * the clock set to its moment, so what it writes carries that time: each UTC midnight crossed fires
 * the daily jobs, and each timed job runs when its work is due (after the daily jobs of a midnight at the same
 * instant). Returns the new time.
 */
export function advanceClock({ days = 0, ms = 0 }: { days?: number; ms?: number }): number {
  const step = days * DAY_MS + ms
  if (!Number.isFinite(step) || step < 0 || step > MAX_ADVANCE_MS) {
    throw new RangeError(`The mock clock only moves forward, by at most 3650 days (asked: ${days} days ${ms} ms)`)
  }
  const db = getDb()
  const target = db.now + step
  // A job whose `due` does not move on after `run` would spin; no honest run needs this many.
  for (let runs = 0; runs < 1_000_000; runs++) {
    const midnight = startOfUtcDay(db.now) + DAY_MS
    const next = nextTimedJob(db)
    if (next && next.at <= target && next.at < midnight) {
      db.now = next.at
      next.job.run(db, next.at)
    } else if (midnight <= target) {
      db.now = midnight
      for (const listener of dayListeners.values()) listener(db, midnight)
    } else {
      db.now = target
      return target
    }
  }
  throw new Error('A timed job of the mock clock never finishes its work')
}

function nextTimedJob(db: MockDb): { job: TimedJob; at: number } | null {
  let next: { job: TimedJob; at: number } | null = null
  for (const job of timedJobs.values()) {
    const due = job.due(db)
    if (due !== null && (!next || due < next.at)) next = { job, at: Math.max(due, db.now) }
  }
  return next
}

export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS
}
