import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ROUTES, TABS } from '../../../src/shared/route-manifest'
import { PATHS } from '../../../src/shared/paths'
import { expectVisible, spaNavigate, useChromium } from '../browser'
import { connectWallet, en } from '../fixtures/app'
import { ROOT, STRICT_CSP, useProductionApp } from './production-app'
import { openPage, PUBLIC_ROUTES, recordViolations, uncaught, waitForScreen } from './support'

// Issue 5, safety: the production build works under a strict Content-Security-Policy (no inline
// script or style, no eval), production dependencies have no high or critical advisory, and the
// bundle holds no key or secret.

const app = useProductionApp({ csp: true })
const chromium = useChromium()

async function rootFontSize(page: Page): Promise<{ style: string; expected: string }> {
  return page.evaluate(() => ({
    style: document.documentElement.style.fontSize,
    expected: `${Math.min(document.documentElement.clientWidth, 540) / 10}px`,
  }))
}

describe('strict Content-Security-Policy', () => {
  it('is served with every page, and enforced (an inline style attribute and an inline script are blocked)', async () => {
    const open = await openPage(chromium.browser, app.url)
    try {
      const violations = await recordViolations(open)
      const response = await open.page.goto(PATHS.home)
      expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP)
      await waitForScreen(open.page)
      // The detector works: markup the policy forbids is reported, and does not run.
      await open.page.evaluate(() => {
        const probe = document.createElement('div')
        probe.innerHTML = '<span style="color: red">x</span>'
        document.body.append(probe)
        const script = document.createElement('script')
        script.textContent = 'window.__inlineRan = true'
        document.body.append(script)
      })
      await expect.poll(async () => (await violations()).join('\n')).toMatch(/style-src/)
      expect((await violations()).join('\n')).toMatch(/script-src/)
      expect(await open.page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined()
    } finally {
      await open.context.close()
    }
  }, 60_000)

  it('a visitor: home renders, the flexible layout applies, the tabs and every public route work, nothing is blocked', async () => {
    const open = await openPage(chromium.browser, app.url)
    try {
      const violations = await recordViolations(open)
      await open.page.goto(PATHS.home)
      await waitForScreen(open.page)
      await expectVisible(open.page.getByRole('heading', { level: 1, name: en('app.name') }))
      // Styles set from script through the CSSOM (element.style) are allowed by style-src 'self'.
      const font = await rootFontSize(open.page)
      expect(font.style).toBe(font.expected)

      for (const tab of TABS) {
        await open.page.locator(`.tab-bar a[href="${tab.path}"]`).click()
        await waitForScreen(open.page)
        const requiresLogin = ROUTES.find((r) => r.path === tab.path)?.requiresLogin
        // A login-only tab sends a visitor home; every other tab opens.
        expect(new URL(open.page.url()).pathname).toBe(requiresLogin ? PATHS.home : tab.path)
      }
      for (const route of PUBLIC_ROUTES) {
        await spaNavigate(open.page, route.path)
        await waitForScreen(open.page)
      }
      expect(await violations()).toEqual([])
      expect(uncaught(open.errors)).toEqual([])
    } finally {
      await open.context.close()
    }
  }, 120_000)

  it('connected: the wallet connects (ethers, signing) and every route works, nothing is blocked', async () => {
    const open = await openPage(chromium.browser, app.url)
    try {
      const violations = await recordViolations(open)
      await connectWallet(open.page)
      for (const route of ROUTES) {
        await spaNavigate(open.page, route.path)
        await waitForScreen(open.page)
        expect(new URL(open.page.url()).pathname, 'a connected wallet opens every route').toBe(route.path)
      }
      // A full load of a login route keeps the session under the policy too.
      await open.page.goto(PATHS.my)
      await waitForScreen(open.page)
      await expectVisible(open.page.getByRole('button', { name: en('wallet.disconnect') }))
      expect(await violations()).toEqual([])
      expect(uncaught(open.errors)).toEqual([])
    } finally {
      await open.context.close()
    }
  }, 120_000)
})

describe('dependencies', () => {
  it('npm audit --omit=dev: no high or critical advisory', async (ctx) => {
    const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
      // Exit code 1 only means "advisories found" or "could not ask": the JSON says which.
      execFile('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, timeout: 90_000, maxBuffer: 20 * 1024 * 1024 }, (_error, out, err) =>
        resolve({ stdout: String(out), stderr: String(err) }),
      )
    })
    let report: { metadata?: { vulnerabilities?: Record<string, number> }; vulnerabilities?: Record<string, { severity: string }>; message?: string; error?: unknown }
    try {
      report = JSON.parse(stdout) as typeof report
    } catch {
      report = {}
    }
    const counts = report.metadata?.vulnerabilities
    if (!counts) {
      // No registry audit endpoint here (offline, a proxy without /-/npm/v1/security): nothing
      // to judge. Skipped loudly rather than passed silently.
      const reason = report.message ?? (stderr.split('\n').find((l) => /error/i.test(l)) || 'no JSON report')
      console.warn(`[csp.spec] npm audit skipped: the registry audit endpoint is unreachable (${reason})`)
      ctx.skip()
      return
    }
    const serious = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name, v]) => `${name} (${v.severity})`)
    expect(serious, 'production dependencies with high/critical advisories').toEqual([])
    expect((counts.high ?? 0) + (counts.critical ?? 0)).toBe(0)
  }, 120_000)
})

describe('the bundle', () => {
  /** Public constants of secp256k1 and Ethereum that ethers ships: numbers, not secrets. */
  const PUBLIC_HEX_CONSTANTS = new Set([
    '0x0000000000000000000000000000000000000000000000000000000000000000', // ZeroHash
    '0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff', // MaxUint256
    '0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141', // secp256k1 group order n
    '0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f', // secp256k1 field prime p
    '0x7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee', // secp256k1 endomorphism beta
  ])

  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? files(full) : [full]
    })
  }

  /** Every 32-byte hex key in the test and mock sources (the test wallet's private keys, …). */
  function testKeys(): string[] {
    const sources = [...files(path.join(ROOT, 'test/e2e/fixtures')), ...files(path.join(ROOT, 'src/mocks'))].filter((f) => /\.(ts|tsx|json)$/.test(f))
    return [...new Set(sources.flatMap((f) => readFileSync(f, 'utf8').match(/0x[0-9a-f]{64}/gi) ?? []).map((k) => k.toLowerCase()))]
  }

  it('holds no private key, PEM block or 32-byte secret, and none of the test or mock keys', () => {
    const keys = testKeys()
    expect(keys.length, 'the test wallet keys were found to look for').toBeGreaterThan(0)
    const problems: string[] = []
    for (const file of files(app.dir)) {
      if (!/\.(js|mjs|css|html|json|txt|map|svg|webmanifest)$/.test(file)) continue
      const text = readFileSync(file, 'utf8')
      const rel = path.relative(app.dir, file)
      // PEM armour; "PRIVATE KEY" upper case only: ethers' error texts say "invalid private key".
      for (const m of text.match(/-----BEGIN[^-]*-----|PRIVATE KEY/g) ?? []) problems.push(`${rel}: ${m}`)
      for (const m of text.match(/0x[0-9a-f]{64}/gi) ?? []) if (!PUBLIC_HEX_CONSTANTS.has(m.toLowerCase())) problems.push(`${rel}: ${m}`)
      const lower = text.toLowerCase()
      for (const key of keys) if (lower.includes(key) || lower.includes(key.slice(2))) problems.push(`${rel}: test/mock key ${key.slice(0, 10)}…`)
      // The mock backend never ships: its control routes and seed data stay out of the app code.
      if (!rel.endsWith('mockServiceWorker.js') && /__mock\/|ETO888/.test(text)) problems.push(`${rel}: mock backend code`)
    }
    expect(problems).toEqual([])
  })
})
