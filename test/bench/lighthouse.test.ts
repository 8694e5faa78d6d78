import { describe, expect, it } from 'vitest'
import { mainThreadBlocking, measureInterleaved, summarize, type LighthouseRun } from './lighthouse'

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

const run = (performance: number, finalUrl = 'http://127.0.0.1:1/home'): LighthouseRun => ({
  performance,
  lcpMs: performance * 10,
  tbtMs: performance,
  cls: performance / 1000,
  fcpMs: performance * 5,
  ttiMs: performance * 20,
  transferBytes: performance * 100,
  finalUrl,
  benchmarkIndex: performance * 11,
  cpuTbtMs: performance / 2,
  longestTaskCpuMs: performance / 10,
})

describe('summarize', () => {
  it('takes the median of every figure over the runs, TTI included', () => {
    const result = summarize('/home', [run(90), run(99), run(95)])
    expect(result).toMatchObject({ path: '/home', performance: 95, lcpMs: 950, tbtMs: 95, fcpMs: 475, ttiMs: 1900, transferBytes: 9500, benchmarkIndex: 1045, cpuTbtMs: 47.5 })
    expect(result.cls).toBeCloseTo(0.095)
    expect(result.runs).toHaveLength(3)
  })

  it('reports where the visitor ended, as path and query', () => {
    expect(summarize('/marketChart?symbol=BTCUSDT', [run(95, 'http://127.0.0.1:1/marketChart?symbol=BTCUSDT')]).finalUrl).toBe('/marketChart?symbol=BTCUSDT')
    expect(summarize('/', [run(95, 'http://127.0.0.1:1/home')]).finalUrl).toBe('/home')
  })
})

describe('measureInterleaved', () => {
  it('runs every target once per round, in order, the hello world before the pages', async () => {
    const order: string[] = []
    let n = 0
    const targets = [
      { origin: 'http://hello', path: '/' },
      { origin: 'http://app', path: '/home' },
      { origin: 'http://app', path: '/marketPrices' },
    ]
    const rounds: number[] = []
    const results = await measureInterleaved(targets, {
      rounds: 3,
      run: (url) => {
        order.push(url)
        return Promise.resolve(run(90 + n++, url))
      },
      onRun: (_target, round) => rounds.push(round),
    })
    const round = ['http://hello/', 'http://app/home', 'http://app/marketPrices']
    expect(order).toEqual([...round, ...round, ...round])
    expect(rounds).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2])
    // Runs 0, 3, 6 are the hello world's; 1, 4, 7 /home's.
    expect(results.map((r) => [r.path, r.runs.map((x) => x.performance)])).toEqual([
      ['/', [90, 93, 96]],
      ['/home', [91, 94, 97]],
      ['/marketPrices', [92, 95, 98]],
    ])
  })
})
