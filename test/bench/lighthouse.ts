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
}

export interface LighthouseResult extends LighthouseRun {
  path: string
  runs: LighthouseRun[]
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
    return {
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
  }
}
