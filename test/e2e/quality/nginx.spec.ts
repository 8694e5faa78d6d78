import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { IncomingHttpHeaders, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium as playwright, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES } from '../../../src/shared/route-manifest'
import { createMockHttpServer } from '../../../src/mocks/server'
import { RPC } from '../../../src/shared/api/rpc-codes'
import { PATHS } from '../../../src/shared/paths'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../chromium'
import { checkSiteConfig, startNginx, type Answer, type Nginx, type RequestOptions } from '../../nginx'
import { expectVisible } from '../browser'
import { ROOT, sharedProductionBuild, STRICT_CSP } from './production-app'
import { openPage, recordViolations, rpcCodeOf, uncaught, waitForScreen } from './support'

// Issue 27, deployable as it will be served: the production build behind the repo's nginx config
// (deploy/nginx/, docs/deploy.md), run as a child process on free ports, with the mock backend
// answering the business API behind it. The mock serves no file here: every file the browser
// gets comes from nginx, and every business call goes through its proxy.
//
// Issue 47, secure by default: the site is eto-dapp.conf itself, with the test's name
// (eto-dapp.test), ports and a self-signed certificate put in (test/nginx.ts). Chromium resolves the
// name to 127.0.0.1 and trusts that one certificate (its launch flags), so the page runs as it would
// on a real https host, service worker included. Node's requests send paths exactly as written
// (never normalised), so the proxy's refusals are tried as an attacker would send them.

let browser: Browser | undefined
let nginx: Nginx
let build = ''
/** What nginx serves: a copy of the build, plus the mock's worker as a careless deployment might leave it. */
let served = ''
let backend: Server | undefined
/** Every request that reached the backend, as it arrived. */
const reached: { method: string; url: string; headers: IncomingHttpHeaders }[] = []

beforeAll(async () => {
  build = await sharedProductionBuild()
  served = mkdtempSync(path.join(tmpdir(), 'eto-nginx-root-'))
  cpSync(build, served, { recursive: true })
  cpSync(path.join(ROOT, 'public/mockServiceWorker.js'), path.join(served, 'mockServiceWorker.js'))
  backend = createMockHttpServer()
  backend.prependListener('request', (req: { method?: string; url?: string; headers: IncomingHttpHeaders }) => reached.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers }))
  await new Promise<void>((resolve) => backend!.listen(0, '127.0.0.1', resolve))
  nginx = await startNginx({ root: served, backend: `http://127.0.0.1:${(backend.address() as AddressInfo).port}` })
  browser = await playwright.launch({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...nginx.chromiumFlags] })
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await nginx?.stop()
  if (served) rmSync(served, { recursive: true, force: true })
  const server = backend
  if (!server) return
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    // nginx keeps connections to it alive; they must not hold the file's end.
    server.closeAllConnections()
  })
})

const HSTS = 'max-age=63072000; includeSubDomains'

/** The headers every answer over https carries (deploy/nginx/security-headers.conf). */
function expectSecurityHeaders(headers: IncomingHttpHeaders | Record<string, string>, label: string): void {
  const get = (name: string) => {
    const value = headers[name]
    return (Array.isArray(value) ? value.join(', ') : value) ?? null
  }
  expect(get('content-security-policy'), `${label}: CSP`).toBe(STRICT_CSP)
  expect(get('x-content-type-options'), `${label}: nosniff`).toBe('nosniff')
  expect(get('x-frame-options'), `${label}: framing`).toBe('DENY')
  expect(get('referrer-policy'), `${label}: referrer`).toBe('strict-origin-when-cross-origin')
  expect(get('permissions-policy'), `${label}: permissions`).toMatch(/camera=\(\)/)
  expect(get('cross-origin-opener-policy'), `${label}: COOP`).toBe('same-origin')
  expect(get('strict-transport-security'), `${label}: HSTS`).toBe(HSTS)
}

/** One request to the site over https (or `http: true`), the path sent as written. */
const get = (pathname: string, headers: Record<string, string> = {}, options: RequestOptions = {}): Promise<Answer> => nginx.request(pathname, { headers, ...options })

/** A business call as the app makes it, with whatever method and path. */
const call = (pathname: string, method = 'POST', headers: Record<string, string> = {}): Promise<Answer> =>
  nginx.request(pathname, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest', ...headers },
    body: method === 'GET' || method === 'HEAD' ? undefined : 'id=M101',
  })

/** The build's hashed script and stylesheet that index.html loads. */
function hashedFiles(): string[] {
  const html = readFileSync(path.join(build, 'index.html'), 'utf8')
  return [...html.matchAll(/(?:src|href)="(\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
}

/** Requests that reached the backend while `run` ran. */
async function reachingBackend(run: () => Promise<void>): Promise<typeof reached> {
  const before = reached.length
  await run()
  // An answer nginx gave without the backend is final; one forwarded has arrived before its answer.
  return reached.slice(before)
}

describe('the nginx config', () => {
  it('the site as a host installs it (eto-dapp.conf with its backend.conf) passes nginx -t', async () => {
    expect(await checkSiteConfig()).toMatch(/test is successful/)
  })

  it('a deep link opens its screen over https, a reload too, its data comes through the proxy, nothing is blocked', async () => {
    const open = await openPage(browser!, nginx.url)
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
      expect(new URL(first!.url()).protocol).toBe('https:')
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
      expect(response.headers['content-type'], pathname).toMatch(/^text\/html/)
      expect(response.headers['cache-control'], pathname).toBe('no-cache')
      expectSecurityHeaders(response.headers, pathname)
      expect(response.body, pathname).toContain('<div id="root"></div>')
    }
    // Added by the PWA work; checked once they are in the build.
    for (const file of ['manifest.webmanifest', 'sw.js'].filter((f) => existsSync(path.join(build, f)))) {
      const response = await get(`/${file}`)
      expect(response.status, file).toBe(200)
      expect(response.headers['cache-control'], file).toBe('no-cache')
      expectSecurityHeaders(response.headers, file)
    }
  })

  it('hashed files are kept a year and compressed (gzip, Brotli where the module is); a missing file is a 404', async () => {
    const files = hashedFiles()
    expect(files.length, 'index.html loads hashed files').toBeGreaterThan(1)
    for (const file of files) {
      const gzip = await get(file, { 'accept-encoding': 'gzip' })
      expect(gzip.status, file).toBe(200)
      expect(gzip.headers['cache-control'], file).toBe('public, max-age=31536000, immutable')
      expect(gzip.headers['content-encoding'], file).toBe('gzip')
      expect(gzip.headers.vary, file).toMatch(/Accept-Encoding/i)
      expectSecurityHeaders(gzip.headers, file)
      const br = await get(file, { 'accept-encoding': 'br, gzip' })
      expect(br.headers['content-encoding'], `${file} (module ${nginx.brotli ? 'present' : 'absent'})`).toBe(nginx.brotli ? 'br' : 'gzip')
    }
    for (const missing of ['/static/missing-DEADBEEF.js', '/missing.png']) {
      const response = await get(missing)
      expect(response.status, missing).toBe(404)
      expect(response.headers['cache-control'] ?? '', missing).not.toMatch(/immutable/)
      expectSecurityHeaders(response.headers, missing)
      expect(response.body, missing).not.toContain('<div id="root">')
    }
  })
})

describe('TLS by default (issue 47)', () => {
  it('port 80 only redirects, to the same host and path over https, and reaches neither the app nor the backend', async () => {
    const paths = ['/', '/home', `${PATHS.miningRigDetails}?id=M101`, '/static/app.js', '/mockServiceWorker.js', `/adc/html/eto/${RPC.machineDetail}.do`]
    const seen = await reachingBackend(async () => {
      for (const pathname of paths) {
        for (const method of ['GET', 'POST']) {
          const response = await get(pathname, {}, { http: true, method, body: method === 'POST' ? 'id=M101' : undefined })
          expect(response.status, `${method} ${pathname}`).toBe(301)
          expect(response.headers.location, `${method} ${pathname}`).toBe(`https://${nginx.serverName}${pathname}`)
          expect(response.body, `${method} ${pathname}`).not.toContain('<div id="root">')
        }
      }
    })
    expect(seen).toEqual([])
  })

  it('every answer over https carries HSTS (two years, subdomains), COOP same-origin and the CSP with form-action \'self\'', async () => {
    expect(STRICT_CSP).toMatch(/(^|; )form-action 'self'(;|$)/)
    const answers: [string, Answer][] = [
      ['a route', await get('/home')],
      ['a hashed file', await get(hashedFiles()[0])],
      ['a missing file', await get('/static/missing-DEADBEEF.js')],
      ['the manifest', await get('/manifest.webmanifest')],
      ['a business answer', await call(`/adc/html/eto/${RPC.machineDetail}.do`)],
      ['a refused method', await call(`/adc/html/eto/${RPC.machineDetail}.do`, 'GET')],
      ['a refused path', await call('/adc/html/eto/a/b.do')],
      ['the mock worker', await get('/mockServiceWorker.js')],
    ]
    for (const [label, answer] of answers) expectSecurityHeaders(answer.headers, `${label} (${answer.status})`)
  })

  it('drops any host that is not the site: by name or by address, over http (444: closed unanswered) and over https (handshake refused)', async () => {
    const seen = await reachingBackend(async () => {
      for (const pathname of ['/home', `/adc/html/eto/${RPC.machineDetail}.do`]) {
        // http: another name, the bare address.
        await expect(get(pathname, {}, { http: true, host: 'evil.example' }), `http evil.example ${pathname}`).rejects.toThrow(/socket hang up|ECONNRESET/)
        await expect(get(pathname, {}, { http: true, host: null }), `http by address ${pathname}`).rejects.toThrow(/socket hang up|ECONNRESET/)
        // https: another name in TLS, no name at all (an address): no certificate shown, no answer.
        await expect(get(pathname, {}, { host: 'evil.example' }), `https evil.example ${pathname}`).rejects.toThrow(/unrecognized name/)
        await expect(get(pathname, {}, { host: null }), `https by address ${pathname}`).rejects.toThrow(/unrecognized name/)
        // The site's name in TLS, another in Host: the default server again.
        await expect(get(pathname, { host: `evil.example:${nginx.httpsPort}` }), `https Host evil.example ${pathname}`).rejects.toThrow(/socket hang up|ECONNRESET/)
      }
    })
    expect(seen).toEqual([])
    // The site's own name still gets the app (so the refusals above are the default server's).
    expect((await get('/home')).status).toBe(200)
    expect((await get('/home', {}, { http: true })).status).toBe(301)
  })
})

describe('a narrow proxy (issue 47)', () => {
  const code = RPC.machineDetail

  it('POST /adc/html/eto/{code}.do reaches the backend with its path as sent, the client\'s address as X-Forwarded-For (never one the client sent)', async () => {
    const seen = await reachingBackend(async () => {
      const response = await call(`/adc/html/eto/${code}.do`, 'POST', { 'x-forwarded-for': '203.0.113.7', forwarded: 'for=203.0.113.7', 'x-real-ip': '203.0.113.7' })
      expect(response.status).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(JSON.parse(response.body)).toMatchObject({ respCode: '00000', data: { id: 'M101' } })
    })
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`POST /adc/html/eto/${code}.do`])
    const headers = seen[0].headers
    expect(headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(headers['x-real-ip']).toBe('127.0.0.1')
    expect(headers.forwarded).toBeUndefined()
    expect(headers['x-forwarded-proto']).toBe('https')
    expect(headers['x-forwarded-host']).toBe(nginx.serverName)
  })

  it('any other method is a 405 (Allow: POST) that never reaches the backend', async () => {
    const seen = await reachingBackend(async () => {
      for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const response = await call(`/adc/html/eto/${code}.do`, method)
        expect(response.status, method).toBe(405)
        expect(response.headers.allow, method).toBe('POST')
        expect(response.headers['cache-control'], method).toBe('no-store')
        expectSecurityHeaders(response.headers, method)
      }
    })
    expect(seen).toEqual([])
  })

  it('any other path under /adc/, or the business path spelled another way, is a 404 that never reaches the backend', async () => {
    const refused = [
      '/adc/',
      '/adc/admin',
      '/adc/html/',
      '/adc/html/eto/',
      '/adc/html/eto/x',
      '/adc/html/eto/a/b.do',
      '/adc/html/eto/..;/x',
      `/adc/html/eto/..;/${code}.do`,
      `/adc/html/eto/${code}.do;jsessionid=1`,
      `/adc/html/eto/${code}.do/`,
      `/adc/html/eto/${code}.DO`,
      '/adc/html/eto/a-b.do',
      '/adc/html/eto/a.b.do',
      '/adc/html/eto/.do',
      // Encoded: a dot, a slash, a traversal; nginx decodes them, the backend might not (or differently).
      '/adc/html/eto/%2e%2e/%2e%2e/x.do',
      `/adc/html/eto/%2e%2e%2f${code}.do`,
      '/adc/html/eto/a%2Fb.do',
      `/adc/html/eto/${code}%2edo`,
      // Traversals that land on a business path once normalised: refused all the same.
      `/adc/html/x/../eto/${code}.do`,
      `/static/../adc/html/eto/${code}.do`,
      `/adc/html/eto/./${code}.do`,
      `/adc//html/eto/${code}.do`,
      `/adc/html/eto//${code}.do`,
    ]
    const seen = await reachingBackend(async () => {
      for (const pathname of refused) {
        const response = await call(pathname)
        expect(response.status, pathname).toBe(404)
        expect(response.body, pathname).not.toContain('respCode')
        expect(response.body, pathname).not.toContain('<div id="root">')
        expectSecurityHeaders(response.headers, pathname)
      }
    })
    expect(seen.map((r) => r.url)).toEqual([])
    // The same calls spelled plainly do reach it (so the 404s are the proxy's rule, not a dead backend).
    expect((await call(`/adc/html/eto/${code}.do`)).status).toBe(200)
  })
})

describe('nothing of the demo in a deployment (issue 47)', () => {
  it('the production build has no mockServiceWorker.js, and nginx answers 404 for one left in root', async () => {
    expect(existsSync(path.join(build, 'mockServiceWorker.js')), 'the production build ships the mock worker').toBe(false)
    expect(existsSync(path.join(served, 'mockServiceWorker.js')), 'the test left one in root').toBe(true)
    for (const pathname of ['/mockServiceWorker.js', '/mockServiceWorker.js?v=1']) {
      const response = await get(pathname)
      expect(response.status, pathname).toBe(404)
      expect(response.body, pathname).not.toMatch(/PACKAGE_VERSION|msw/i)
      expectSecurityHeaders(response.headers, pathname)
    }
  })
})
