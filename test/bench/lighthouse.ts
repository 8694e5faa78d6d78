import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts'

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
 * what the page itself costs a phone (it grows on a busy machine too, but far less); Lighthouse's
 * figure is kept beside it, and it still weighs in the performance score. A task under way at the
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

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function runOnce(url: string): Promise<LighthouseRun> {
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
      transferBytes: numeric('total-byte-weight'),
      finalUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    }
  } finally {
    chrome.kill()
  }
}

/** `runs` Lighthouse runs of `origin + path`; every figure is the median over the runs. */
export async function measurePage(origin: string, path: string, runs = 3): Promise<LighthouseResult> {
  const results: LighthouseRun[] = []
  for (let i = 0; i < runs; i++) results.push(await runOnce(origin + path))
  return {
    path,
    runs: results,
    performance: median(results.map((r) => r.performance)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    transferBytes: median(results.map((r) => r.transferBytes)),
    // Path and query, as `path` is given: a redirect shows as a different value.
    finalUrl: ((u) => u.pathname + u.search)(new URL(results[results.length - 1].finalUrl)),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    cpuTbtMs: median(results.map((r) => r.cpuTbtMs)),
    longestTaskCpuMs: median(results.map((r) => r.longestTaskCpuMs)),
  }
}
