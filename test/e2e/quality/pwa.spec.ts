import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium as playwright, type Page, type Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KILL_SWITCH } from '../../../src/build/service-worker'
import { createMockHttpServer } from '../../../src/mocks/server'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../chromium'
import { expectHidden, expectVisible, PHONE, useChromium } from '../browser'
import { ROOT, sharedProductionBuild } from './production-app'
import { openPage, waitForQuietNetwork } from './support'

// The installable app (issue 27) on the production build: Chromium's own installability check,
// the service worker keeping only the build's own scripts and styles (never a page, never a
// business answer: issue 47), and a new deployment announced by the app, applied only when the
// user asks.
//
// Two builds are served from one origin, as a deployment would swap them: the shared production
// build, and a copy whose build version (index.html's <meta name="app-build"> and sw.js's VERSION)
// is changed, so the browser finds a new worker. The mock backend answers the business calls.

const chromium = useChromium()
const PWA_STRINGS = JSON.parse(readFileSync(path.join(ROOT, 'locales/pwa/en.json'), 'utf8')) as Record<string, string>
const NEW_BUILD = 'next-build-1'

let url = ''
let server: Server | undefined
let secondDir = ''
let killedDir = ''
const deploy = { current: 'first' as 'first' | 'second' | 'killed' }

beforeAll(async () => {
  const firstDir = await sharedProductionBuild()
  secondDir = mkdtempSync(path.join(tmpdir(), 'eto-pwa-second-'))
  cpSync(firstDir, secondDir, { recursive: true })
  const version = /<meta name="app-build" content="([^"]+)"/.exec(readFileSync(path.join(firstDir, 'index.html'), 'utf8'))?.[1]
  if (!version) throw new Error('The build has no app-build meta')
  for (const file of ['index.html', 'sw.js']) {
    const full = path.join(secondDir, file)
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll(version, NEW_BUILD))
  }
  // A build made with VITE_SW=off: the kill switch at the worker's URL.
  killedDir = mkdtempSync(path.join(tmpdir(), 'eto-pwa-killed-'))
  cpSync(firstDir, killedDir, { recursive: true })
  writeFileSync(path.join(killedDir, 'sw.js'), KILL_SWITCH)
  const builds = {
    first: createMockHttpServer({ staticDir: firstDir }),
    second: createMockHttpServer({ staticDir: secondDir }),
    killed: createMockHttpServer({ staticDir: killedDir }),
  }
  // The deployment in place answers every request (both share the one mock backend).
  server = createServer((req, res) => builds[deploy.current].emit('request', req, res))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 240_000)

afterAll(async () => {
  await new Promise<void>((resolve) => {
    if (!server) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
  for (const dir of [secondDir, killedDir]) if (dir) rmSync(dir, { recursive: true, force: true })
})

const pageBuild = (page: Page) => page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="app-build"]')?.content)

async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 })
}

describe('installable app', () => {
  it('passes Chromium’s installability check: manifest, icons, service worker', async () => {
    // A profile on disk: Chromium never offers to install from an incognito context (a new context's kind).
    // The full browser: installing is its feature, not the headless shell's.
    const profile = mkdtempSync(path.join(tmpdir(), 'eto-pwa-profile-'))
    const context = await playwright.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, ...PHONE, baseURL: url })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('/home')
      await waitForController(page)
      const cdp = await context.newCDPSession(page)
      // The icons download after the page loads: Chromium answers once it has checked them.
      await expect.poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, { timeout: 20_000 }).toEqual([])
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data: string }
      expect(manifest.errors).toEqual([])
      const data = JSON.parse(manifest.data) as { display: string; start_url: string; icons: { src: string; sizes: string; purpose: string }[] }
      expect(data).toMatchObject({ display: 'standalone', start_url: '/home' })
      expect(data.icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual(['192x192', '512x512'])
      for (const icon of [...data.icons.map((i) => i.src), '/icons/apple-touch-icon.png']) {
        const response = await page.request.get(new URL(icon, url).href)
        expect(response.status(), icon).toBe(200)
      }
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  }, 90_000)

  it('keeps only its own scripts and styles, never a page nor a business answer: offline, a reload is the browser\'s own error; then announces a new deployment and applies it on Reload only', async () => {
    deploy.current = 'first'
    const { context, page, errors } = await openPage(chromium.browser, url)
    const fromWorker: string[] = []
    page.on('response', (response: Response) => {
      const kept = new URL(response.url())
      if (response.fromServiceWorker() && !(kept.origin === url && /^\/static\/[^/]+\.(js|css)$/.test(kept.pathname))) fromWorker.push(response.url())
    })
    try {
      await page.goto('/home')
      await waitForController(page)
      // A visit under the worker's control: the screen's later code is kept as it loads.
      await page.reload()
      await expectVisible(page.getByRole('region', { name: 'Announcements' }).getByRole('link', { name: 'All', exact: true }))
      await waitForQuietNetwork(page, { quietMs: 500 })
      const firstBuild = await pageBuild(page)
      // What the worker keeps: same-origin scripts and styles under /static/, nothing else.
      const kept = await page.evaluate(async () => {
        const names = await globalThis.caches.keys()
        const requests = (await Promise.all(names.map(async (name) => (await globalThis.caches.open(name)).keys()))).flat()
        return requests.map((request) => request.url)
      })
      expect(kept.length).toBeGreaterThan(0)
      expect(kept.filter((u) => !(new URL(u).origin === url && /^\/static\/[^/]+\.(js|css)$/.test(new URL(u).pathname))), 'kept besides /static/ scripts and styles').toEqual([])

      // No HTML fallback: offline, the page itself is not served from a cache.
      await context.setOffline(true)
      await expect(page.reload()).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
      await context.setOffline(false)
      await page.goto('/home')
      await expectVisible(page.getByRole('region', { name: 'Announcements' }).getByRole('link', { name: 'All', exact: true }))
      expect(fromWorker, 'pages or business calls answered by the service worker').toEqual([])

      // A new deployment: the app looks for a new worker when it comes back to the foreground.
      deploy.current = 'second'
      await page.evaluate(() => {
        ;(window as Window & { stillThisPage?: boolean }).stillThisPage = true
        document.dispatchEvent(new Event('visibilitychange'))
      })
      const prompt = page.getByRole('status').filter({ hasText: PWA_STRINGS['pwa.update.available'] })
      await expectVisible(prompt)
      // Announced, not applied: the same page, the same build, until the user asks.
      expect(await page.evaluate(() => (window as Window & { stillThisPage?: boolean }).stillThisPage)).toBe(true)
      expect(await pageBuild(page)).toBe(firstBuild)

      await prompt.getByRole('button', { name: PWA_STRINGS['pwa.update.reload'] }).click()
      await page.waitForFunction((build) => document.querySelector<HTMLMetaElement>('meta[name="app-build"]')?.content === build, NEW_BUILD, { timeout: 20_000 })
      await waitForController(page)
      expect(await page.evaluate(() => (window as Window & { stillThisPage?: boolean }).stillThisPage)).toBeUndefined()
      await expectHidden(page.getByText(PWA_STRINGS['pwa.update.available']))
      // The worker now in control is the new build's, and the old build's cache is gone.
      const caches = await page.evaluate(() => globalThis.caches.keys())
      expect(caches).toEqual([`eto-${NEW_BUILD}`])
      expect(fromWorker, 'pages or business calls answered by the service worker').toEqual([])
      expect(errors.filter((e) => !/offline|Failed to fetch|ERR_INTERNET_DISCONNECTED|Loading failed/i.test(e))).toEqual([])
    } finally {
      await context.setOffline(false)
      await context.close()
    }
  }, 120_000)

  it('a build with VITE_SW=off removes the worker and its caches; the app still opens, from the network', async () => {
    deploy.current = 'first'
    const { context, page } = await openPage(chromium.browser, url)
    try {
      await page.goto('/home')
      await waitForController(page)
      deploy.current = 'killed'
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      // Unregistered while it installs: it never waits for the old worker to become idle.
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 20_000 }).toBe(0)
      await page.reload()
      await expectVisible(page.getByRole('region', { name: 'Announcements' }).getByRole('link', { name: 'All', exact: true }))
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull()
      // The old worker may have kept a file again until the reload; nothing of it stays.
      await expect.poll(() => page.evaluate(() => globalThis.caches.keys()), { timeout: 20_000 }).toEqual([])
    } finally {
      deploy.current = 'first'
      await context.close()
    }
  }, 90_000)
})
