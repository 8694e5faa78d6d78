import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { kb, ROOT, type BytesReport } from './bytes.ts'
import { CHROMIUM_PATH } from '../chromium.ts'
import type { LighthouseResult } from './lighthouse.ts'

// Keeps README.md's "Budgets" section (between the markers below) in step with the last run.
// The rest of the README belongs to others and is never touched. `bench:bytes` refreshes the byte
// rows and keeps the Lighthouse rows of the last full `bench`, carried in a data comment.

const START = '<!-- budgets:start -->'
const END = '<!-- budgets:end -->'
const DATA = /<!-- budgets:data (.*?) -->/s

export interface BudgetRow {
  budget: string
  limit: string
  measured: string
  ok: boolean
  kind: 'bytes' | 'lighthouse'
}

interface SavedData {
  lighthouseRows: BudgetRow[]
  lighthouseNote: string
}

const escapeCell = (s: string) => s.replace(/\|/g, '\\|')

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'Chromium'
  }
}

export function writeBudgetsSection({
  rows,
  bytes,
  lighthouse,
  bytesOnly,
}: {
  rows: BudgetRow[]
  bytes: BytesReport
  lighthouse: LighthouseResult[]
  bytesOnly: boolean
}): void {
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
  if (!bytesOnly) {
    const lhHome = lighthouse.find((r) => r.path === '/home')
    saved = {
      lighthouseRows: rows.filter((r) => r.kind === 'lighthouse'),
      lighthouseNote:
        `Lighthouse ${new Date().toISOString().slice(0, 10)}, ${chromiumVersion()}, median of 3 runs each` +
        (lhHome
          ? `; /home FCP ${(lhHome.fcpMs / 1000).toFixed(2)} s, ${kb(lhHome.transferBytes)} KB transferred in all; ` +
            `machine: benchmarkIndex ${Math.round(lhHome.benchmarkIndex)}, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores ` +
            '(simulated throttling multiplies the CPU time measured here: a busy or slow machine reads worse)'
          : ''),
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
    'navigation alike (the same files). Later dynamic imports (start-up calls, the answer schemas, decimal.js and',
    'dayjs behind a page\'s skeleton, DOMPurify, ethers on connect) load after the first render and are',
    'not counted. Budgets: `design.md` section 7.',
    '',
    '| Budget | Limit | Measured | |',
    '|---|---|---|---|',
    ...all.map((r) => `| ${escapeCell(r.budget)} | ${escapeCell(r.limit)} | ${escapeCell(r.measured)} | ${r.ok ? 'ok' : '**missed**'} |`),
    '',
    saved.lighthouseNote ? `${saved.lighthouseNote}. Lighthouse measures /home, the market list /marketPrices, the chart screen /marketChart?symbol=BTCUSDT, the mining mall and IDO in progress.` : 'Lighthouse: not run yet (`npm run bench`; it measures /home, /marketPrices, the chart screen /marketChart?symbol=BTCUSDT, the mining mall and IDO in progress).',
    '',
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
