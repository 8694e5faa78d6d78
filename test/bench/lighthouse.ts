import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts'
import { median } from './budgets.ts'

// Lighthouse's default (mobile) configuration: Moto G Power screen emulation, simulated slow-4G
// and 4x CPU throttling. Debian's Chromium, launched by us with the project's usual flags; each
// run starts from cleared storage, i.e. a first visit.

export interface LighthouseRun {
  /** 0..100 */
  performance: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  /** Time to interactive (the `interactive` audit: in the report, not in the score). */
  ttiMs: number
  /** Bytes over the wire for the whole load (every request Lighthouse saw). */
  transferBytes: number
  finalUrl: string
  /** Lighthouse's CPU benchmark of this machine (simulated throttling scales what it measures). */
  benchmarkIndex: number
  /** TBT counted on the page's own CPU time (see mainThreadBlocking). */
  cpuTbtMs: number
  /** CPU time of the page's longest main-thread task after its first contentful paint. */
  longestTaskCpuMs: number
}

export interface LighthouseResult extends LighthouseRun {
  path: string
  runs: LighthouseRun[]
}

/** Lighthouse's mobile CPU throttling and its long-task threshold. */
const CPU_SLOWDOWN = 4
const LONG_TASK_MS = 50

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
}

/**
 * Total blocking time as Lighthouse defines it (each main-thread task after the first contentful
 * paint blocks for 4 x its time beyond 50 ms: the 4x CPU slowdown its simulation applies), counted
 * on each task's CPU time (the trace's `tdur`) instead of its wall time. On this 2-core machine the
 * page's main thread shares the cores with Lighthouse's own tracing and screenshots, the GPU and
 * network processes and the harness: a task's wall time there is 2 to 7 times its CPU time, so
 * Lighthouse's TBT on /home swings between about 5 and 300 ms for the same build. The CPU time is
 * what the page itself costs a phone (it grows on a busy machine too, but far less). It is printed
 * as a diagnostic beside Lighthouse's figure, which the budget checks (budgets.ts; the hello world
 * measured in the same run tells the machine's share). A task under way at the
 * paint counts with its part after it, as in Lighthouse; a task without `tdur` counts with its wall
 * time.
 */
export function mainThreadBlocking(events: readonly TraceEvent[]): { cpuTbtMs: number; longestTaskCpuMs: number } {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')
  if (!fcp) throw new Error('The trace has no first contentful paint')
  const cpuMs = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === fcp.pid && e.tid === fcp.tid && e.dur !== undefined && e.ts + e.dur > fcp.ts)
    .map((t) => {
      const wall = t.dur ?? 0
      const afterPaint = wall > 0 ? (t.ts + wall - Math.max(t.ts, fcp.ts)) / wall : 1
      return ((t.tdur ?? wall) * afterPaint) / 1000
    })
  return {
    cpuTbtMs: cpuMs.reduce((sum, ms) => sum + Math.max(0, ms * CPU_SLOWDOWN - LONG_TASK_MS), 0),
    longestTaskCpuMs: Math.max(0, ...cpuMs),
  }
}

/** One Lighthouse run of `url` in a fresh Chromium. */
export async function measureOnce(url: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const numeric = (id: string): number => {
      const value = lhr.audits[id]?.numericValue
      if (typeof value !== 'number') throw new Error(`Lighthouse ${url}: no value for ${id}`)
      return value
    }
    const score = lhr.categories.performance?.score
    if (typeof score !== 'number') throw new Error(`Lighthouse ${url}: no performance score`)
    const trace = (result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace
    if (!trace) throw new Error(`Lighthouse ${url}: no trace`)
    return {
      ...mainThreadBlocking(trace.traceEvents),
      performance: Math.round(score * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      ttiMs: numeric('interactive'),
      transferBytes: numeric('total-byte-weight'),
      finalUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
  } finally {
    chrome.kill()
  }
}

/** A page's runs summed up: every figure is the median over the runs. */
export function summarize(path: string, runs: LighthouseRun[]): LighthouseResult {
  if (runs.length === 0) throw new Error(`No Lighthouse run of ${path}`)
  const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick))
  return {
    path,
    runs,
    performance: of((r) => r.performance),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    fcpMs: of((r) => r.fcpMs),
    ttiMs: of((r) => r.ttiMs),
    transferBytes: of((r) => r.transferBytes),
    // Path and query, as `path` is given: a redirect shows as a different value.
    finalUrl: ((u) => u.pathname + u.search)(new URL(runs[runs.length - 1].finalUrl)),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    cpuTbtMs: of((r) => r.cpuTbtMs),
    longestTaskCpuMs: of((r) => r.longestTaskCpuMs),
  }
}

export interface LighthouseTarget {
  /** Origin of the server that serves it, e.g. http://127.0.0.1:4321. */
  origin: string
  /** Path and query, as the result reports it. */
  path: string
}

/**
 * `rounds` rounds, each one Lighthouse run of every target in order (the hello world first, then
 * the app's pages), so that whatever else the machine does during the run falls on all of them
 * alike rather than on whichever page was measured then. One result per target, in order, each
 * the median of its runs.
 */
export async function measureInterleaved(
  targets: readonly LighthouseTarget[],
  {
    rounds = 3,
    run = measureOnce,
    onRun,
  }: { rounds?: number; run?: (url: string) => Promise<LighthouseRun>; onRun?: (target: LighthouseTarget, round: number, result: LighthouseRun) => void } = {},
): Promise<LighthouseResult[]> {
  const runs = targets.map((): LighthouseRun[] => [])
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      const result = await run(target.origin + target.path)
      runs[i].push(result)
      onRun?.(target, round, result)
    }
  }
  return targets.map((t, i) => summarize(t.path, runs[i]))
}
