import type { LighthouseResult } from './lighthouse.ts'

// The Lighthouse budgets of design.md section 7 and the app-beside-hello-world figures: pure
// functions of the measured results (no browser, no build), unit-tested in budgets.test.ts.
//
// Absolute figures move with the host, so the run measures a React hello world too and the
// budgets depend on the machine class, read from the run's own median benchmarkIndex.

export interface BudgetRow {
  budget: string
  limit: string
  measured: string
  ok: boolean
  kind: 'bytes' | 'lighthouse'
}

export interface LighthouseBudgets {
  /** Performance score of /home, 0..100. */
  homePerformance: number
  /** Performance score of every other page measured. */
  pagePerformance: number
  homeLcpMs: number
  /** Lighthouse's own TBT (the one in the score). The TBT on CPU time is a diagnostic only. */
  homeTbtMs: number
  homeCls: number
  /** /home's TTI at most this many times the hello world's, measured in the same run. */
  homeTtiVsHelloWorld: number
}

export type MachineClassId = 'slow' | 'readme'

export interface MachineClass {
  id: MachineClassId
  /** What the class is, for the printout and the README. */
  name: string
  /** The median benchmarkIndex of the run that chose it. */
  benchmarkIndex: number
  budgets: LighthouseBudgets
}

/** A run whose median benchmarkIndex is below this is on the slow class (about 1,000 to 1,200), else the README's (about 2,700). */
export const SLOW_CLASS_BELOW = 1800

/** Below this the machine is slower than any class the budgets were set on. */
const SLOWEST_KNOWN = 1000

const HOME_FIGURES = { homeLcpMs: 1800, homeTbtMs: 200, homeCls: 0.01, homeTtiVsHelloWorld: 2 } as const

export const MACHINE_CLASSES: Record<MachineClassId, { name: string; budgets: LighthouseBudgets }> = {
  slow: { name: 'slow host (benchmarkIndex about 1,000 to 1,200)', budgets: { ...HOME_FIGURES, homePerformance: 95, pagePerformance: 90 } },
  readme: { name: "README's host (benchmarkIndex about 2,700)", budgets: { ...HOME_FIGURES, homePerformance: 98, pagePerformance: 95 } },
}

export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The class of the machine from every benchmarkIndex Lighthouse reported in the run (each run of each page). */
export function machineClass(benchmarkIndexes: readonly number[]): MachineClass {
  const measured = benchmarkIndexes.filter((b) => Number.isFinite(b) && b > 0)
  if (measured.length === 0) throw new Error('No Lighthouse run reported a benchmarkIndex')
  const benchmarkIndex = median(measured)
  const id: MachineClassId = benchmarkIndex < SLOW_CLASS_BELOW ? 'slow' : 'readme'
  return { id, benchmarkIndex, ...MACHINE_CLASSES[id] }
}

/** Warnings about the run as a whole: a disturbed yardstick, a machine slower than either class. */
export function runWarnings(machine: MachineClass, helloWorld: LighthouseResult): string[] {
  const warnings: string[] = []
  if (machine.benchmarkIndex < SLOWEST_KNOWN) {
    warnings.push(
      `benchmarkIndex ${Math.round(machine.benchmarkIndex)} is below the slow class (about 1,000 to 1,200) the budgets were set on: read the app beside the hello world`,
    )
  }
  if (helloWorld.performance < 100 || helloWorld.tbtMs > 0) {
    warnings.push(
      `the hello world itself scored ${helloWorld.performance} with a Lighthouse TBT of ${Math.round(helloWorld.tbtMs)} ms (100 and 0 on a quiet machine): ` +
        'something else took the cores during the run, so a miss may be the machine\'s',
    )
  }
  return warnings
}

export interface Ratios {
  fcp: number
  lcp: number
  tti: number
  transfer: number
}

const ratio = (page: number, base: number): number => (base > 0 ? page / base : Number.POSITIVE_INFINITY)

/** A page's figures over the hello world's of the same run. */
export function ratios(page: LighthouseResult, helloWorld: LighthouseResult): Ratios {
  return {
    fcp: ratio(page.fcpMs, helloWorld.fcpMs),
    lcp: ratio(page.lcpMs, helloWorld.lcpMs),
    tti: ratio(page.ttiMs, helloWorld.ttiMs),
    transfer: ratio(page.transferBytes, helloWorld.transferBytes),
  }
}

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`
export const times = (x: number): string => (Number.isFinite(x) ? `${x.toFixed(2)}×` : '∞')
const kb = (bytes: number): string => (bytes / 1024).toFixed(1)

/**
 * The Lighthouse budget rows: /home's performance, LCP, Lighthouse TBT (the TBT on CPU time shown
 * beside it), TTI against the hello world's, CLS; then every other page's performance.
 */
export function lighthouseRows({
  machine,
  helloWorld,
  pages,
  homePath,
}: {
  machine: MachineClass
  helloWorld: LighthouseResult
  pages: readonly LighthouseResult[]
  homePath: string
}): BudgetRow[] {
  const b = machine.budgets
  const home = pages.find((p) => p.path === homePath)
  if (!home) throw new Error(`Lighthouse did not measure ${homePath}`)
  const ttiLimitMs = b.homeTtiVsHelloWorld * helloWorld.ttiMs
  const row = (budget: string, limit: string, measured: string, ok: boolean): BudgetRow => ({ budget, limit, measured, ok, kind: 'lighthouse' })
  return [
    row(`Performance, ${homePath}`, `≥ ${b.homePerformance}`, String(home.performance), home.performance >= b.homePerformance),
    row(`LCP, ${homePath}`, `≤ ${b.homeLcpMs / 1000} s`, seconds(home.lcpMs), home.lcpMs <= b.homeLcpMs),
    row(`TBT, ${homePath} (Lighthouse)`, `≤ ${b.homeTbtMs} ms`, `${Math.round(home.tbtMs)} ms (on CPU time: ${Math.round(home.cpuTbtMs)} ms)`, home.tbtMs <= b.homeTbtMs),
    row(
      `TTI, ${homePath}`,
      `≤ ${b.homeTtiVsHelloWorld} × hello world's (${seconds(ttiLimitMs)})`,
      `${seconds(home.ttiMs)} (${times(ratios(home, helloWorld).tti)} hello world's ${seconds(helloWorld.ttiMs)})`,
      home.ttiMs <= ttiLimitMs,
    ),
    row(`CLS, ${homePath}`, `≤ ${b.homeCls}`, home.cls.toFixed(3), home.cls <= b.homeCls),
    ...pages
      .filter((p) => p !== home)
      .map((p) => row(`Performance, ${p.path}`, `≥ ${b.pagePerformance}`, String(p.performance), p.performance >= b.pagePerformance)),
  ]
}

const COLUMNS = ['Page', 'Perf.', 'FCP', 'LCP', 'TBT (Lighthouse / CPU)', 'TTI', 'CLS', 'Transferred', 'FCP ×', 'LCP ×', 'TTI ×', 'Bytes ×'] as const

/** One row of cells per page, the hello world first; ratios are against the hello world. */
export function comparisonCells(helloWorld: LighthouseResult, pages: readonly LighthouseResult[], helloWorldLabel = 'React hello world'): string[][] {
  const cells = (label: string, r: LighthouseResult): string[] => {
    const x = ratios(r, helloWorld)
    return [
      label,
      String(r.performance),
      seconds(r.fcpMs),
      seconds(r.lcpMs),
      `${Math.round(r.tbtMs)} / ${Math.round(r.cpuTbtMs)} ms`,
      seconds(r.ttiMs),
      r.cls.toFixed(3),
      `${kb(r.transferBytes)} KB`,
      times(x.fcp),
      times(x.lcp),
      times(x.tti),
      times(x.transfer),
    ]
  }
  return [cells(helloWorldLabel, helloWorld), ...pages.map((p) => cells(p.path, p))]
}

/** The comparison as a Markdown table (README). */
export function comparisonTable(helloWorld: LighthouseResult, pages: readonly LighthouseResult[]): string[] {
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`
  return [line(COLUMNS), line(COLUMNS.map(() => '---')), ...comparisonCells(helloWorld, pages).map(line)]
}

/** The comparison as aligned text (console). */
export function comparisonText(helloWorld: LighthouseResult, pages: readonly LighthouseResult[]): string[] {
  const rows = [[...COLUMNS], ...comparisonCells(helloWorld, pages)]
  const widths = COLUMNS.map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  return rows.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd())
}
