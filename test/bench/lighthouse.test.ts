import { describe, expect, it } from 'vitest'
import { mainThreadBlocking } from './lighthouse'

const PAGE = { pid: 7, tid: 7 }
const task = (ts: number, dur: number, tdur: number | undefined, where = PAGE) => ({ name: 'RunTask', ph: 'X', ts, dur, tdur, ...where })
const fcp = { name: 'firstContentfulPaint', ph: 'I', ts: 1_000_000, ...PAGE }

describe('mainThreadBlocking', () => {
  it('counts 4 x the CPU time beyond 50 ms of each page task after the first contentful paint', () => {
    const events = [
      fcp,
      task(900_000, 40_000, 40_000), // before the paint: not counted
      task(1_100_000, 60_000, 20_000), // 20 ms of CPU: 80 - 50 = 30
      task(1_200_000, 90_000, 10_000), // long in wall time only: 40 < 50, nothing
      task(1_300_000, 30_000, 30_000, { pid: 8, tid: 8 }), // another thread: not counted
      task(1_400_000, 15_000, undefined), // no CPU time: its wall time, 60 - 50 = 10
    ]
    expect(mainThreadBlocking(events)).toEqual({ cpuTbtMs: 40, longestTaskCpuMs: 20 })
  })

  it('counts a task under way at the paint with its part after it', () => {
    // 40 ms of CPU over 40 ms of wall time, half of it after the paint: 20 ms, 80 - 50 = 30.
    expect(mainThreadBlocking([fcp, task(980_000, 40_000, 40_000)])).toEqual({ cpuTbtMs: 30, longestTaskCpuMs: 20 })
  })

  it('refuses a trace without a first contentful paint', () => {
    expect(() => mainThreadBlocking([task(0, 10, 10)])).toThrow(/first contentful paint/)
  })
})
