import path from 'node:path'
import { marketChartPath, PATHS } from '../../src/shared/paths.ts'
import { buildApp, FORBIDDEN_ON_HOME, kb, measureRoutes, modulesMatching, ROOT, type BytesReport, type FileSize, type LocaleSize } from './bytes.ts'
import { comparisonText, lighthouseRows, machineClass, runWarnings, seconds, type BudgetRow } from './budgets.ts'
import { buildHelloWorld } from './hello-world.ts'
import { measureInterleaved, type LighthouseTarget } from './lighthouse.ts'
import { writeBudgetsSection, type LighthouseReport } from './readme.ts'
import { serveWithMockBackend } from './serve.ts'

// `npm run bench`       build, bytes per route, a React hello world built beside the app, then
//                       Lighthouse mobile in three rounds (the hello world, then five pages),
//                       budgets by machine class, README budgets.
// `npm run bench:bytes` build and the byte budgets only (no browser): what CI runs every time.
// Exits 1 when a budget is missed. Budgets: design.md section 7; the Lighthouse ones in budgets.ts.

const BYTES_ONLY = process.argv.includes('--bytes')
const OUT_DIR = path.join(ROOT, 'dist')

const BUDGET = {
  /** Bytes before first render, every route of the route table; /home has its own, smaller one. */
  homeGzipKb: 140,
  routeGzipKb: 155,
} as const

/** Lighthouse runs of each page (and of the hello world), interleaved round by round. */
const ROUNDS = 3
/** Where the hello world is measured: its own server's root. */
const HELLO_WORLD_PATH = '/'

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

function printLighthouse({ machine, helloWorld, pages, warnings }: LighthouseReport): void {
  console.log(`\nLighthouse mobile, median of ${ROUNDS} rounds (each: the hello world, then every page), beside a React hello world built by the same Vite`)
  console.log(`Machine: benchmarkIndex ${Math.round(machine.benchmarkIndex)} (median of the run), so the budgets of the ${machine.name}\n`)
  for (const line of comparisonText(helloWorld, pages)) console.log(`  ${line}`)
  console.log('\nPer run: performance / FCP / LCP / TBT Lighthouse / TBT on CPU time / TTI / CLS / benchmarkIndex; longest task (CPU) of the median')
  for (const [label, r] of [['hello world', helloWorld] as const, ...pages.map((p) => [p.path, p] as const)]) {
    const redirect = r.finalUrl !== r.path ? `  (visitor redirected to ${r.finalUrl})` : ''
    const runs = r.runs.map(
      (x) => `${x.performance}/${seconds(x.fcpMs)}/${seconds(x.lcpMs)}/${Math.round(x.tbtMs)}ms/${Math.round(x.cpuTbtMs)}ms/${seconds(x.ttiMs)}/${x.cls.toFixed(3)}/${Math.round(x.benchmarkIndex)}`,
    )
    console.log(`  ${label.padEnd(36)} ${runs.join('  ')}; ${r.longestTaskCpuMs.toFixed(1)} ms${redirect}`)
  }
  for (const w of warnings) console.log(`\nNote: ${w}.`)
}

/** The hello world and the app, each on its own server, measured in interleaved rounds. */
async function runLighthouse(appDir: string): Promise<LighthouseReport> {
  console.log('\nBuilding the React hello world (test/bench/hello-world/) …')
  const hello = await buildHelloWorld()
  try {
    const app = await serveWithMockBackend(appDir)
    try {
      // Served the same way as the app (the mock server's static files: same compression, same headers).
      const helloServer = await serveWithMockBackend(hello.outDir)
      try {
        console.log(`Serving ${path.relative(ROOT, appDir)}/ with the mock backend at ${app.url}, the hello world at ${helloServer.url}`)
        const targets: LighthouseTarget[] = [{ origin: helloServer.url, path: HELLO_WORLD_PATH }, ...LIGHTHOUSE_PAGES.map((page) => ({ origin: app.url, path: page }))]
        const results = await measureInterleaved(targets, {
          rounds: ROUNDS,
          onRun: (target, round, result) => {
            const label = target.origin === helloServer.url ? 'hello world' : target.path
            if (target === targets[0]) process.stdout.write(`Lighthouse round ${round + 1}/${ROUNDS}:`)
            process.stdout.write(` ${label} ${result.performance}${target === targets[targets.length - 1] ? '\n' : ','}`)
          },
        })
        const [helloWorld, ...pages] = results
        const machine = machineClass(results.flatMap((r) => r.runs.map((x) => x.benchmarkIndex)))
        return { machine, helloWorld, pages, runCount: results.length * ROUNDS, warnings: runWarnings(machine, helloWorld) }
      } finally {
        await helloServer.stop()
      }
    } finally {
      await app.stop()
    }
  } finally {
    await hello.remove()
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

  let lighthouse: LighthouseReport | undefined
  if (!BYTES_ONLY) {
    lighthouse = await runLighthouse(OUT_DIR)
    printLighthouse(lighthouse)
    rows.push(...lighthouseRows({ machine: lighthouse.machine, helloWorld: lighthouse.helloWorld, pages: lighthouse.pages, homePath: PATHS.home }))
  }

  writeBudgetsSection({ rows, bytes: report, lighthouse })

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
