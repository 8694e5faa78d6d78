import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES } from '../../../src/shared/route-manifest'
import { createMockHttpServer } from '../../../src/mocks/server'
import { RPC } from '../../../src/shared/api/rpc-codes'
import { PATHS } from '../../../src/shared/paths'
import { checkSiteConfig, startNginx, type Nginx } from '../../nginx'
import { expectVisible, useChromium } from '../browser'
import { sharedProductionBuild, STRICT_CSP } from './production-app'
import { openPage, recordViolations, rpcCodeOf, uncaught, waitForScreen } from './support'

// Issue 27, deployable as it will be served: the production build behind the repo's nginx config
// (deploy/nginx/, docs/deploy.md), run as a child process on a free port, with the mock backend
// answering the business API behind it. The mock serves no file here: every file the browser
// gets comes from nginx, and every business call goes through its proxy.

const chromium = useChromium()
let nginx: Nginx
let build = ''
let backend: Server | undefined

beforeAll(async () => {
  build = await sharedProductionBuild()
  backend = createMockHttpServer()
  await new Promise<void>((resolve) => backend!.listen(0, '127.0.0.1', resolve))
  nginx = await startNginx({ root: build, backend: `http://127.0.0.1:${(backend.address() as AddressInfo).port}` })
}, 240_000)

afterAll(async () => {
  await nginx?.stop()
  const server = backend
  if (!server) return
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    // nginx keeps connections to it alive; they must not hold the file's end.
    server.closeAllConnections()
  })
})

/** The headers every answer carries (deploy/nginx/security-headers.conf). */
function expectSecurityHeaders(headers: Headers | Record<string, string>, label: string): void {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : headers[name]) ?? null
  expect(get('content-security-policy'), `${label}: CSP`).toBe(STRICT_CSP)
  expect(get('x-content-type-options'), `${label}: nosniff`).toBe('nosniff')
  expect(get('x-frame-options'), `${label}: framing`).toBe('DENY')
  expect(get('referrer-policy'), `${label}: referrer`).toBe('strict-origin-when-cross-origin')
  expect(get('permissions-policy'), `${label}: permissions`).toMatch(/camera=\(\)/)
}

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(nginx.url + pathname, { headers, redirect: 'manual' })

/** The build's hashed script and stylesheet that index.html loads. */
function hashedFiles(): string[] {
  const html = readFileSync(path.join(build, 'index.html'), 'utf8')
  return [...html.matchAll(/(?:src|href)="(\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
}

describe('the nginx config', () => {
  it('the site as a host installs it (eto-dapp.conf with its backend.conf) passes nginx -t', async () => {
    expect(await checkSiteConfig()).toMatch(/test is successful/)
  })

  it('a deep link opens its screen, a reload too, its data comes through the proxy, nothing is blocked', async () => {
    const open = await openPage(chromium.browser, nginx.url)
    try {
      const violations = await recordViolations(open)
      const business: { code: string; status: number; origin: string }[] = []
      open.page.on('response', (r) => {
        const code = rpcCodeOf(r.url())
        if (code) business.push({ code, status: r.status(), origin: new URL(r.url()).origin })
      })
      const deepLink = `${PATHS.miningRigDetails}?id=M101`
      const machine = open.page.getByRole('heading', { name: 'Antminer S21 Pro' })

      const first = await open.page.goto(deepLink)
      expect(first?.status()).toBe(200)
      expectSecurityHeaders(first!.headers(), 'deep link')
      expect(first!.headers()['cache-control']).toBe('no-cache')
      await expectVisible(machine)
      await waitForScreen(open.page)

      // A reload revalidates index.html (a 304 is fine) and shows the same screen.
      const again = await open.page.reload()
      expect([200, 304]).toContain(again?.status())
      expectSecurityHeaders(again!.headers(), 'reload')
      await expectVisible(machine)
      await waitForScreen(open.page)
      expect(new URL(open.page.url()).pathname + new URL(open.page.url()).search).toBe(deepLink)

      // The machine's data: the business call went to nginx and came back from the mock.
      expect(business.filter((c) => c.code === RPC.machineDetail)).toEqual([
        { code: RPC.machineDetail, status: 200, origin: nginx.url },
        { code: RPC.machineDetail, status: 200, origin: nginx.url },
      ])
      expect(business.every((c) => c.status === 200 && c.origin === nginx.url), JSON.stringify(business)).toBe(true)

      // A business call from the page, as the app makes it: the mock's answer, never stored.
      const answer = await open.page.evaluate(async (code) => {
        const response = await fetch(`/adc/html/eto/${code}.do`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Requested-With': 'XMLHttpRequest' },
          body: 'id=M101',
        })
        return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown }
      }, RPC.machineDetail)
      expect(answer).toMatchObject({ status: 200, cacheControl: 'no-store', body: { respCode: '00000', data: { id: 'M101', name: 'Antminer S21 Pro' } } })

      expect(await violations()).toEqual([])
      expect(uncaught(open.errors)).toEqual([])
      expect(open.errors, 'console errors').toEqual([])
    } finally {
      await open.context.close()
    }
  }, 90_000)

  it('every route of the route table, /assets included, is index.html, never cached; so are the manifest and the worker', async () => {
    expect(ROUTES.map((r) => r.path)).toContain(PATHS.assets)
    for (const pathname of ['/', '/index.html', ...ROUTES.map((r) => r.path), `${PATHS.miningRigDetails}?id=M101`, '/no/such/route']) {
      const response = await get(pathname)
      expect(response.status, pathname).toBe(200)
      expect(response.headers.get('content-type'), pathname).toMatch(/^text\/html/)
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache')
      expectSecurityHeaders(response.headers, pathname)
      expect(await response.text(), pathname).toContain('<div id="root"></div>')
    }
    // Added by the PWA work; checked once they are in the build.
    for (const file of ['manifest.webmanifest', 'sw.js'].filter((f) => existsSync(path.join(build, f)))) {
      const response = await get(`/${file}`)
      expect(response.status, file).toBe(200)
      expect(response.headers.get('cache-control'), file).toBe('no-cache')
    }
  })

  it('hashed files are kept a year and compressed (gzip, Brotli where the module is); a missing file is a 404', async () => {
    const files = hashedFiles()
    expect(files.length, 'index.html loads hashed files').toBeGreaterThan(1)
    for (const file of files) {
      const gzip = await get(file, { 'accept-encoding': 'gzip' })
      expect(gzip.status, file).toBe(200)
      expect(gzip.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable')
      expect(gzip.headers.get('content-encoding'), file).toBe('gzip')
      expect(gzip.headers.get('vary'), file).toMatch(/Accept-Encoding/i)
      expectSecurityHeaders(gzip.headers, file)
      await gzip.arrayBuffer()
      const br = await get(file, { 'accept-encoding': 'br, gzip' })
      expect(br.headers.get('content-encoding'), `${file} (module ${nginx.brotli ? 'present' : 'absent'})`).toBe(nginx.brotli ? 'br' : 'gzip')
      await br.arrayBuffer()
    }
    for (const missing of ['/static/missing-DEADBEEF.js', '/missing.png']) {
      const response = await get(missing)
      expect(response.status, missing).toBe(404)
      expect(response.headers.get('cache-control') ?? '', missing).not.toMatch(/immutable/)
      expectSecurityHeaders(response.headers, missing)
      expect(await response.text(), missing).not.toContain('<div id="root">')
    }
  })
})
