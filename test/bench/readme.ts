import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { kb, ROOT, type BytesReport } from './bytes.ts'
import { CHROMIUM_PATH } from '../chromium.ts'
import { comparisonTable, MACHINE_CLASSES, SLOW_CLASS_BELOW, type BudgetRow, type MachineClass } from './budgets.ts'
import type { LighthouseResult } from './lighthouse.ts'

// Keeps README.md's "Budgets" section (between the markers below) in step with the last run.
// The rest of the README belongs to others and is never touched. `bench:bytes` refreshes the byte
// rows and keeps the Lighthouse rows, note and hello-world comparison of the last full `bench`,
// carried in a data comment.

const START = '<!-- budgets:start -->'
const END = '<!-- budgets:end -->'
const DATA = /<!-- budgets:data (.*?) -->/s

/** What a full `bench` measured with Lighthouse. */
export interface LighthouseReport {
  machine: MachineClass
  helloWorld: LighthouseResult
  /** The app's pages, /home first. */
  pages: LighthouseResult[]
  /** Lighthouse runs in all (every round, the hello world included). */
  runCount: number
  warnings: string[]
}

interface SavedData {
  lighthouseRows: BudgetRow[]
  lighthouseNote: string
  /** The app's pages beside the hello world, Markdown table lines (absent before the hello world was measured). */
  comparison?: string[]
}

const escapeCell = (s: string) => s.replace(/\|/g, '\\|')

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'Chromium'
  }
}

const { slow, readme: fast } = MACHINE_CLASSES

/**
 * Rewrites the section: `rows` are this run's budget rows; without `lighthouse` (bench:bytes) the
 * Lighthouse rows, note and comparison of the last full run are kept.
 */
export function writeBudgetsSection({ rows, bytes, lighthouse }: { rows: BudgetRow[]; bytes: BytesReport; lighthouse?: LighthouseReport }): void {
  const file = path.join(ROOT, 'README.md')
  const readme = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  const current = start >= 0 && end > start ? readme.slice(start, end + END.length) : ''

  let saved: SavedData = { lighthouseRows: [], lighthouseNote: '' }
  const match = DATA.exec(current)
  if (match) {
    try {
      saved = JSON.parse(match[1]) as SavedData
    } catch {
      // A hand-edited data comment: the next full bench writes a fresh one.
    }
  }
  if (lighthouse) {
    const { machine, helloWorld, pages, runCount, warnings } = lighthouse
    saved = {
      lighthouseRows: rows.filter((r) => r.kind === 'lighthouse'),
      lighthouseNote:
        `Lighthouse ${new Date().toISOString().slice(0, 10)}, ${chromiumVersion()}, median of 3 runs each, ` +
        `the hello world measured before the pages in each round; machine: benchmarkIndex ${Math.round(machine.benchmarkIndex)} ` +
        `(median of the run's ${runCount} runs), load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores, ` +
        `so the budgets of the ${machine.name}` +
        warnings.map((w) => `; ${w}`).join(''),
      comparison: comparisonTable(helloWorld, pages),
    }
  }
  const all = [...rows.filter((r) => r.kind === 'bytes'), ...saved.lighthouseRows]

  const home = bytes.routes.find((r) => r.path === '/home')
  const section = [
    START,
    '## Budgets',
    '',
    'Measured by `npm run bench` (production build served by the mock HTTP backend, `src/mocks/server.ts`,',
    'over a real socket; Lighthouse 12 mobile defaults in Debian Chromium) and `npm run bench:bytes`',
    '(build and byte budgets only, no browser; CI runs it on every submission). Both exit non-zero when',
    'a budget is missed and rewrite this section. Bytes come from the build itself: Vite\'s manifest gives',
    'the entry, its static imports (modulepreload) and CSS, plus the route\'s lazy chunk and its static',
    'imports, plus the translations it needs (the first-load strings and the route\'s areas, the largest',
    'language of each); each file gzipped (design.md\'s measure: the server sends Brotli, smaller still,',
    'to browsers that take it). Every route of the route table is checked, deep link and in-app',
    'navigation alike (the same files). Later dynamic imports (start-up calls, `/home`\'s lists, DOMPurify,',
    'ethers on connect, the chart library, the QR code) load after the first render and are not counted.',
    '',
    'Lighthouse measures, in each of three rounds, a React hello world (`test/bench/hello-world/`, built',
    'by the same Vite and served the same way) and then each page; every figure is the median of the three.',
    `Its budgets depend on the machine, read from the run's median benchmarkIndex: below ${SLOW_CLASS_BELOW.toLocaleString('en')}, the`,
    `${slow.name}, \`/home\` ≥ ${slow.budgets.homePerformance} and the other pages ≥ ${slow.budgets.pagePerformance}; otherwise the`,
    `${fast.name}, \`/home\` ≥ ${fast.budgets.homePerformance} and the others ≥ ${fast.budgets.pagePerformance}. On both, \`/home\`'s LCP`,
    `≤ ${slow.budgets.homeLcpMs / 1000} s, Lighthouse's TBT ≤ ${slow.budgets.homeTbtMs} ms, TTI ≤ ${slow.budgets.homeTtiVsHelloWorld} × the hello world's and CLS ≤ ${slow.budgets.homeCls}. The TBT`,
    'counted on CPU time (`test/bench/lighthouse.ts`, `mainThreadBlocking`) is shown as a diagnostic.',
    'Budgets: `design.md` section 7.',
    '',
    '| Budget | Limit | Measured | |',
    '|---|---|---|---|',
    ...all.map((r) => `| ${escapeCell(r.budget)} | ${escapeCell(r.limit)} | ${escapeCell(r.measured)} | ${r.ok ? 'ok' : '**missed**'} |`),
    '',
    saved.lighthouseNote
      ? `${saved.lighthouseNote}${saved.comparison ? '' : ' (a run from before the hello world and the machine classes: the next `npm run bench` replaces these rows)'}. Lighthouse measures /home, the market list /marketPrices, the chart screen /marketChart?symbol=BTCUSDT, the mining mall and IDO in progress.`
      : 'Lighthouse: not run yet (`npm run bench`; it measures /home, /marketPrices, the chart screen /marketChart?symbol=BTCUSDT, the mining mall and IDO in progress).',
    '',
    ...(saved.comparison?.length
      ? ['Each page beside the hello world (medians of the same run; × is the page\'s figure over the hello world\'s; TBT on CPU time is the diagnostic):', '', ...saved.comparison, '']
      : []),
    home ? `/home loads ${home.files.length} files (${kb(home.raw)} KB raw) with these packages: ${home.packages.join(', ')}.` : '',
    '',
    `<!-- budgets:data ${JSON.stringify(saved)} -->`,
    END,
  ].join('\n')

  let next: string
  if (current) next = readme.replace(current, section)
  else if (readme) next = `${readme.replace(/\s*$/, '')}\n\n${section}\n`
  else next = `${section}\n`
  if (next !== readme) writeFileSync(file, next)
}
