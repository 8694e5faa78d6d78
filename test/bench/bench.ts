import path from 'node:path'
import { marketChartPath, PATHS } from '../../src/shared/paths.ts'
import { buildApp, FORBIDDEN_ON_HOME, kb, measureRoutes, modulesMatching, ROOT, type BytesReport, type FileSize, type LocaleSize } from './bytes.ts'
import { measurePage, type LighthouseResult } from './lighthouse.ts'
import { writeBudgetsSection, type BudgetRow } from './readme.ts'
import { serveWithMockBackend } from './serve.ts'

// `npm run bench`       build, bytes per route, Lighthouse mobile on four pages, README budgets.
// `npm run bench:bytes` build and the byte budgets only (no browser): what CI runs every time.
// Exits 1 when a budget is missed. Budgets: docs in design.md section 7.

const BYTES_ONLY = process.argv.includes('--bytes')
const OUT_DIR = path.join(ROOT, 'dist')

const BUDGET = {
  /** Bytes before first render, every route of the route table; /home has its own, smaller one. */
  homeGzipKb: 140,
  routeGzipKb: 155,
  homePerformance: 98,
  /** The other pages Lighthouse measures. */
  pagePerformance: 95,
  homeLcpMs: 1800,
  homeTbtMs: 50,
  homeCls: 0.01,
} as const

/** The chart screen Lighthouse measures: one instrument, as a row of the market list opens it. */
const CHART_PAGE = marketChartPath('BTCUSDT')

/** Pages Lighthouse measures: home, then the market list, the chart screen, the mining mall and IDO in progress. */
const LIGHTHOUSE_PAGES = [PATHS.home, PATHS.marketPrices, CHART_PAGE, PATHS.miningMall, PATHS.idoInProgress] as const

function printBytes(report: BytesReport): void {
  const home = report.routes.find((r) => r.path === PATHS.home)!
  // Files every route loads: the entry, its modulepreloads, the CSS and the locale.
  const shared = new Set(home.files.map((f) => f.file).filter((f) => report.routes.every((r) => r.files.some((g) => g.file === f))))
  console.log(`\nBytes before first render (gzip; JS + CSS; locale = largest of the ten, ${report.locale.code}; strings area/code = an area's largest)`)
  console.log(`index.html: ${kb(report.html.gzip)} KB gzip (not counted)\n`)
  console.log('Shared by every route (entry, its modulepreloads, CSS, locale):')
  for (const f of home.files.filter((f) => shared.has(f.file))) console.log(`  ${kb(f.gzip).padStart(6)} KB  ${f.file}`)
  console.log('\nPer route (total, then the chunks it adds):')
  for (const r of report.routes) {
    const own = r.files.filter((f) => !shared.has(f.file))
    const list = own.map((f: FileSize | LocaleSize) => `${'area' in f ? `strings ${f.area}/${f.code}` : path.basename(f.file)} ${kb(f.gzip)}`).join(', ')
    console.log(`  ${r.path.padEnd(36)} ${kb(r.gzip).padStart(6)} KB  ${list}`)
  }
  console.log(`\n/home packages: ${home.packages.join(', ')}`)
}

function printLighthouse(results: LighthouseResult[]): void {
  console.log('\nLighthouse mobile (median of 3): performance, LCP, TBT (Lighthouse / on CPU time; longest task, CPU), CLS, FCP, transfer')
  for (const r of results) {
    const redirect = r.finalUrl !== r.path ? `  (visitor redirected to ${r.finalUrl})` : ''
    console.log(
      `  ${r.path.padEnd(28)} ${String(r.performance).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  ` +
        `TBT ${Math.round(r.tbtMs)} / ${Math.round(r.cpuTbtMs)} ms; ${r.longestTaskCpuMs.toFixed(1)} ms  ` +
        `CLS ${r.cls.toFixed(3)}  FCP ${(r.fcpMs / 1000).toFixed(2)} s  ${kb(r.transferBytes)} KB${redirect}`,
    )
    console.log(`  ${''.padEnd(28)} runs: ${r.runs.map((x) => `${x.performance}/${Math.round(x.lcpMs)}ms/${Math.round(x.tbtMs)}ms/${Math.round(x.cpuTbtMs)}ms/${x.cls.toFixed(3)}`).join('  ')}`)
  }
}

async function main(): Promise<void> {
  console.log(`Building the production bundle into ${path.relative(ROOT, OUT_DIR)}/ …`)
  const built = await buildApp(OUT_DIR)
  const report = measureRoutes(built)
  printBytes(report)

  const home = report.routes.find((r) => r.path === PATHS.home)
  if (!home) throw new Error('The route table has no /home')
  const forbidden = modulesMatching(
    built,
    home.files.map((f) => f.file),
    FORBIDDEN_ON_HOME,
  )

  const rows: BudgetRow[] = [
    // Deep link and in-app navigation download the same files before the page renders: the entry
    // is there either way, then the route's chunks and strings.
    ...report.routes.map((r): BudgetRow => {
      const limitKb = r.path === PATHS.home ? BUDGET.homeGzipKb : BUDGET.routeGzipKb
      return {
        budget: `Bytes before first render, \`${r.path}\`${r.requiresLogin ? ' (wallet)' : ''}`,
        limit: `≤ ${limitKb} KB`,
        measured: `${kb(r.gzip)} KB`,
        ok: r.gzip <= limitKb * 1024,
        kind: 'bytes',
      }
    }),
    {
      budget: 'ethers, lightweight-charts, qrcode in the /home chunks',
      limit: 'none',
      measured: forbidden.length ? forbidden.join('; ') : 'none',
      ok: forbidden.length === 0,
      kind: 'bytes',
    },
  ]

  const lighthouse: LighthouseResult[] = []
  if (!BYTES_ONLY) {
    const server = await serveWithMockBackend(OUT_DIR)
    console.log(`\nServing ${path.relative(ROOT, OUT_DIR)}/ with the mock backend at ${server.url}`)
    try {
      for (const page of LIGHTHOUSE_PAGES) {
        process.stdout.write(`Lighthouse ${page} …`)
        const result = await measurePage(server.url, page)
        process.stdout.write(` ${result.performance}\n`)
        lighthouse.push(result)
      }
    } finally {
      await server.stop()
    }
    printLighthouse(lighthouse)
    const lhHome = lighthouse.find((r) => r.path === PATHS.home)!
    rows.push(
      { budget: 'LCP, /home', limit: `≤ ${BUDGET.homeLcpMs / 1000} s`, measured: `${(lhHome.lcpMs / 1000).toFixed(2)} s`, ok: lhHome.lcpMs <= BUDGET.homeLcpMs, kind: 'lighthouse' },
      // On the page's CPU time: Lighthouse's own TBT here mostly measures what its tracing takes from
      // the page's core (lighthouse.ts, mainThreadBlocking); it is shown beside it and in the score.
      {
        budget: 'TBT, /home (on CPU time)',
        limit: `≤ ${BUDGET.homeTbtMs} ms`,
        measured: `${Math.round(lhHome.cpuTbtMs)} ms (Lighthouse: ${Math.round(lhHome.tbtMs)} ms)`,
        ok: lhHome.cpuTbtMs <= BUDGET.homeTbtMs,
        kind: 'lighthouse',
      },
      { budget: 'CLS, /home', limit: `≤ ${BUDGET.homeCls}`, measured: lhHome.cls.toFixed(3), ok: lhHome.cls <= BUDGET.homeCls, kind: 'lighthouse' },
    )
    for (const r of lighthouse) {
      const limit = r.path === PATHS.home ? BUDGET.homePerformance : BUDGET.pagePerformance
      rows.push({ budget: `Performance, ${r.path}`, limit: `≥ ${limit}`, measured: String(r.performance), ok: r.performance >= limit, kind: 'lighthouse' })
    }
  }

  writeBudgetsSection({ rows, bytes: report, lighthouse, bytesOnly: BYTES_ONLY })

  console.log('\nBudgets:')
  for (const r of rows) console.log(`  ${r.ok ? 'ok  ' : 'MISS'}  ${r.budget}: ${r.measured} (${r.limit})`)
  const missed = rows.filter((r) => !r.ok)
  if (missed.length) {
    console.error(`\n${missed.length} budget(s) missed.`)
    process.exitCode = 1
  } else {
    console.log('\nAll budgets met.')
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
