import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'
import { createMockHttpServer } from '../../../src/mocks/server'

// The quality specs run against the PRODUCTION build, served with the mock backend over a real
// socket (src/mocks/server.ts), not against the dev server of global-setup.ts: what users get is
// the build, the CSP check needs real response headers, and page.route() cannot see requests
// that the dev server's MSW service worker answers. The spec files share one build per state of
// the sources (a content hash), so the run builds once however many files ask for it.

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * The policy the app must work under (issue 5): no inline script or style, no eval; no form sent
 * elsewhere (issue 47). deploy/nginx/security-headers.conf sends exactly this (nginx.spec.ts).
 */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'"

/** `vite build` into `outDir` in a child process with NODE_ENV=production (vitest sets it to test). */
export function buildProduction(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${output}`))))
  })
}

/** Everything the build reads (besides node_modules): a change anywhere means a new build. */
function sourcesHash(): string {
  const hash = createHash('sha256')
  const visit = (rel: string) => {
    const full = path.join(ROOT, rel)
    if (!existsSync(full)) return
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) visit(path.join(rel, name))
      return
    }
    // Tests never reach the bundle; skipping them keeps the hash stable while specs are edited.
    if (/\.test\.tsx?$/.test(rel)) return
    hash.update(rel).update('\0').update(readFileSync(full)).update('\0')
  }
  for (const rel of ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', '.env', '.env.production']) visit(rel)
  return hash.digest('hex').slice(0, 16)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The production build of the current sources, built once and shared by every spec file (and
 * run) until a source changes. A lock directory makes concurrent spec files wait for one build.
 */
export async function sharedProductionBuild(): Promise<string> {
  const cache = path.join(tmpdir(), 'eto-quality-builds')
  mkdirSync(cache, { recursive: true })
  const dir = path.join(cache, sourcesHash())
  const ready = path.join(dir, '.ready')
  const lock = `${dir}.lock`
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await sleep(250)) {
    if (existsSync(ready)) return dir
    try {
      mkdirSync(lock)
    } catch {
      // Another spec file is building this very state: wait for it (a stale lock expires).
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true })
      continue
    }
    try {
      if (existsSync(ready)) return dir
      await buildProduction(dir)
      writeFileSync(ready, new Date().toISOString())
      // Builds of older sources are of no use any more.
      for (const name of readdirSync(cache)) {
        const other = path.join(cache, name)
        if (other !== dir && other !== lock && !name.endsWith('.lock') && Date.now() - statSync(other).mtimeMs > 3_600_000) rmSync(other, { recursive: true, force: true })
      }
      return dir
    } finally {
      rmSync(lock, { recursive: true, force: true })
    }
  }
  throw new Error(`No production build in ${dir} after 3 minutes`)
}

export interface ProductionApp {
  /** Origin of the served build, e.g. http://127.0.0.1:40123 */
  readonly url: string
  /** The build output folder (shared: read it, never write to it). */
  readonly dir: string
}

/** Serve the production build (optionally with the strict CSP header) until the spec file ends. */
export function useProductionApp({ csp = false }: { csp?: boolean } = {}): ProductionApp {
  let url = ''
  let dir = ''
  let close: (() => Promise<void>) | undefined

  beforeAll(async () => {
    dir = await sharedProductionBuild()
    const server = createMockHttpServer({ staticDir: dir })
    // Longer than any pause between a spec's calls, so a kept-alive socket is not closed as it is reused.
    server.keepAliveTimeout = 60_000
    // Runs before the mock's own (async) handler writes the head, so every answer carries it.
    if (csp) server.prependListener('request', (_req, res) => res.setHeader('Content-Security-Policy', STRICT_CSP))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Chromium keeps connections alive; they must not hold the file's end.
        server.closeAllConnections()
      })
  }, 240_000)

  afterAll(async () => {
    await close?.()
  })

  return {
    get url() {
      return url
    },
    get dir() {
      return dir
    },
  }
}
