import { describe, expect, it } from 'vitest'
import { comparisonTable, comparisonText, lighthouseRows, machineClass, median, ratios, runWarnings, SLOW_CLASS_BELOW, type MachineClass } from './budgets'
import type { LighthouseResult } from './lighthouse'

/** A page's medians; the figures of the hello world on the slow class (design.md section 7) unless told. */
function result(path: string, figures: Partial<LighthouseResult> = {}): LighthouseResult {
  const base = {
    path,
    performance: 100,
    fcpMs: 1000,
    lcpMs: 1000,
    tbtMs: 0,
    cpuTbtMs: 0,
    longestTaskCpuMs: 5,
    ttiMs: 1300,
    cls: 0,
    transferBytes: 60 * 1024,
    finalUrl: `http://127.0.0.1:1${path}`,
    benchmarkIndex: 1100,
    ...figures,
  }
  return { ...base, runs: [base, base, base] }
}

const HELLO = result('/')
/** /home meeting every figure of the slow class. */
const HOME = { performance: 96, fcpMs: 1700, lcpMs: 1750, tbtMs: 150, cpuTbtMs: 10, ttiMs: 2500, cls: 0.005, transferBytes: 200 * 1024 }
const OTHERS = ['/marketPrices', '/marketChart?symbol=BTCUSDT', '/miningMachine/miningMachineMall', '/ido/inProgress']

const slow = machineClass([1100])
const fast = machineClass([2700])

function rows(machine: MachineClass, home: Partial<LighthouseResult> = {}, others = 92, hello = HELLO) {
  const pages = [result('/home', { ...HOME, ...home }), ...OTHERS.map((p) => result(p, { performance: others }))]
  return lighthouseRows({ machine, helloWorld: hello, pages, homePath: '/home' })
}
const missed = (list: ReturnType<typeof rows>) => list.filter((r) => !r.ok).map((r) => r.budget)

describe('machineClass', () => {
  it('picks the slow class below 1,800 and the README host class from there on', () => {
    expect(machineClass([1000]).id).toBe('slow')
    expect(machineClass([1200]).id).toBe('slow')
    expect(machineClass([SLOW_CLASS_BELOW - 1]).id).toBe('slow')
    expect(machineClass([SLOW_CLASS_BELOW]).id).toBe('readme')
    expect(machineClass([2725]).id).toBe('readme')
  })

  it('reads the median of every run, so one odd run does not move the class', () => {
    const machine = machineClass([1100, 1150, 2900, 1080, 1120, 3000, 1130])
    expect(machine).toMatchObject({ id: 'slow', benchmarkIndex: 1130 })
    expect(machineClass([2600, 2700, 1100]).benchmarkIndex).toBe(2600)
  })

  it('gives each class its figures: /home 95 and the others 90 on the slow one, 98 and 95 on the README host', () => {
    expect(slow.budgets).toEqual({ homePerformance: 95, pagePerformance: 90, homeLcpMs: 1800, homeTbtMs: 200, homeCls: 0.01, homeTtiVsHelloWorld: 2 })
    expect(fast.budgets).toEqual({ homePerformance: 98, pagePerformance: 95, homeLcpMs: 1800, homeTbtMs: 200, homeCls: 0.01, homeTtiVsHelloWorld: 2 })
  })

  it('skips runs without a benchmarkIndex and refuses a run with none', () => {
    expect(machineClass([Number.NaN, 0, 2700]).benchmarkIndex).toBe(2700)
    expect(() => machineClass([])).toThrow(/benchmarkIndex/)
    expect(() => machineClass([Number.NaN])).toThrow(/benchmarkIndex/)
  })
})

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })
})

describe('lighthouseRows', () => {
  it('checks /home performance, LCP, Lighthouse TBT, TTI against the hello world, CLS, then each other page', () => {
    const list = rows(slow)
    expect(list.map((r) => [r.budget, r.limit, r.ok])).toEqual([
      ['Performance, /home', '≥ 95', true],
      ['LCP, /home', '≤ 1.8 s', true],
      ['TBT, /home (Lighthouse)', '≤ 200 ms', true],
      ["TTI, /home", "≤ 2 × hello world's (2.60 s)", true],
      ['CLS, /home', '≤ 0.01', true],
      ...OTHERS.map((p) => [`Performance, ${p}`, '≥ 90', true]),
    ])
    expect(list.every((r) => r.kind === 'lighthouse')).toBe(true)
  })

  it('shows the TBT on CPU time beside Lighthouse\'s, as a diagnostic that decides nothing', () => {
    const tbt = rows(slow, { tbtMs: 150, cpuTbtMs: 400 }).find((r) => r.budget.startsWith('TBT'))!
    expect(tbt).toMatchObject({ measured: '150 ms (on CPU time: 400 ms)', ok: true })
    expect(rows(slow, { tbtMs: 201, cpuTbtMs: 0 }).find((r) => r.budget.startsWith('TBT'))!.ok).toBe(false)
  })

  it('misses each /home budget on its own, at the limit still met', () => {
    expect(missed(rows(slow, { performance: 95, lcpMs: 1800, tbtMs: 200, ttiMs: 2600, cls: 0.01 }))).toEqual([])
    expect(missed(rows(slow, { performance: 94 }))).toEqual(['Performance, /home'])
    expect(missed(rows(slow, { lcpMs: 1801 }))).toEqual(['LCP, /home'])
    expect(missed(rows(slow, { tbtMs: 200.5 }))).toEqual(['TBT, /home (Lighthouse)'])
    expect(missed(rows(slow, { ttiMs: 2601 }))).toEqual(['TTI, /home'])
    expect(missed(rows(slow, { cls: 0.011 }))).toEqual(['CLS, /home'])
    expect(missed(rows(slow, {}, 89))).toEqual(OTHERS.map((p) => `Performance, ${p}`))
  })

  it('reads TTI against the hello world of the same run: a slow machine slows both', () => {
    const busy = result('/', { ttiMs: 2000, performance: 98 })
    // 3.5 s would miss against a 1.3 s hello world, not against a 2 s one.
    expect(missed(rows(slow, { ttiMs: 3500 }))).toEqual(['TTI, /home'])
    expect(missed(rows(slow, { ttiMs: 3500 }, 92, busy))).toEqual([])
    expect(rows(slow, { ttiMs: 3500 }, 92, busy).find((r) => r.budget.startsWith('TTI'))!.measured).toBe("3.50 s (1.75× hello world's 2.00 s)")
  })

  it('holds the README host to the old scores: /home 98, the others 95', () => {
    expect(missed(rows(fast, { performance: 97 }, 95))).toEqual(['Performance, /home'])
    expect(missed(rows(fast, { performance: 98 }, 94))).toEqual(OTHERS.map((p) => `Performance, ${p}`))
    expect(missed(rows(fast, { performance: 98 }, 95))).toEqual([])
    // What the slow class lets pass.
    expect(missed(rows(slow, { performance: 95 }, 90))).toEqual([])
  })

  it('refuses results without /home', () => {
    expect(() => lighthouseRows({ machine: slow, helloWorld: HELLO, pages: [result('/marketPrices')], homePath: '/home' })).toThrow(/\/home/)
  })
})

describe('ratios and the comparison table', () => {
  const home = result('/home', HOME)

  it('divides each page figure by the hello world\'s', () => {
    const x = ratios(home, HELLO)
    expect(x.fcp).toBeCloseTo(1.7)
    expect(x.lcp).toBeCloseTo(1.75)
    expect(x.tti).toBeCloseTo(2500 / 1300)
    expect(x.transfer).toBeCloseTo(200 / 60)
    expect(ratios(home, result('/', { ttiMs: 0 })).tti).toBe(Number.POSITIVE_INFINITY)
  })

  it('puts the hello world first, each page after it with its ratios', () => {
    const table = comparisonTable(HELLO, [home])
    expect(table).toHaveLength(4)
    expect(table[0]).toBe('| Page | Perf. | FCP | LCP | TBT (Lighthouse / CPU) | TTI | CLS | Transferred | FCP × | LCP × | TTI × | Bytes × |')
    expect(table[1]).toBe('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
    expect(table[2]).toBe('| React hello world | 100 | 1.00 s | 1.00 s | 0 / 0 ms | 1.30 s | 0.000 | 60.0 KB | 1.00× | 1.00× | 1.00× | 1.00× |')
    expect(table[3]).toBe('| /home | 96 | 1.70 s | 1.75 s | 150 / 10 ms | 2.50 s | 0.005 | 200.0 KB | 1.70× | 1.75× | 1.92× | 3.33× |')
  })

  it('aligns the same cells as text for the console', () => {
    const lines = comparisonText(HELLO, [home])
    expect(lines).toHaveLength(3)
    expect(new Set(lines.map((l) => l.length)).size).toBe(1)
    expect(lines[2]).toMatch(/^\/home\s+96\s+1\.70 s\s+1\.75 s\s+150 \/ 10 ms\s+2\.50 s\s+0\.005\s+200\.0 KB\s+1\.70×\s+1\.75×\s+1\.92×\s+3\.33×$/)
  })
})

describe('runWarnings', () => {
  it('says nothing of a quiet machine of a known class', () => {
    expect(runWarnings(slow, HELLO)).toEqual([])
    expect(runWarnings(fast, HELLO)).toEqual([])
  })

  it('warns when the hello world itself loses points or blocks, and when the machine is slower than the slow class', () => {
    expect(runWarnings(slow, result('/', { performance: 99 }))).toEqual([expect.stringMatching(/hello world itself scored 99/)])
    expect(runWarnings(slow, result('/', { tbtMs: 30 }))).toEqual([expect.stringMatching(/TBT of 30 ms/)])
    expect(runWarnings(machineClass([800]), HELLO)).toEqual([expect.stringMatching(/benchmarkIndex 800 is below the slow class/)])
  })
})
