import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, onTestFinished } from 'vitest'
import { RPC } from '../../src/shared/api/rpc-codes'
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../chromium'

// The browser side of the e2e suite: one Chromium per spec file, a fresh context (clean
// localStorage, no service worker, no mock db) per test, at a phone viewport.

export const baseUrl = inject('baseUrl')

/** Debian's Chromium headless shell (test/chromium.ts); playwright's own browser downloads are not used. */

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
}

/**
 * How long a spec waits for something the user should see. Generous: a dev server compiles on
 * demand and CI runs three Chromium workers on two cores; every wait returns as soon as it holds.
 */
export const UI_TIMEOUT_MS = 20_000

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  })
}

export interface PageOptions {
  /** Bare language code put in localStorage `lang` before the app loads; default 'en'. null: leave unset. */
  lang?: string | null
  /** Context options on top of the phone defaults (e.g. another viewport). */
  context?: BrowserContextOptions
  /** Let the dev mock's clock run with real time, as in a demo; default false (tests move it). */
  liveClock?: boolean
}

export interface TestPage {
  context: BrowserContext
  page: Page
  /** Uncaught page errors and console errors seen so far; `expectNoErrors` checks it is empty. */
  errors: string[]
}

/** One Chromium for the whole spec file: launched before its first test, closed after its last. */
export function useChromium(): { readonly browser: Browser } {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    get browser() {
      if (!browser) throw new Error('useChromium(): Chromium is not running (use it inside a test)')
      return browser
    },
  }
}

/**
 * Launch Chromium for the spec file and return `newPage`, which opens a fresh context and page for
 * the current test and closes it when the test ends. (It uses the global onTestFinished, which
 * vitest does not track for `.concurrent` tests: keep the specs sequential within a file.)
 */
export function useBrowser(): { newPage: (options?: PageOptions) => Promise<TestPage> } {
  const chromium = useChromium()
  return {
    async newPage({ lang = 'en', context: contextOptions, liveClock = false }: PageOptions = {}) {
      const context = await chromium.browser.newContext({ ...PHONE, baseURL: baseUrl, ...contextOptions })
      const page = await context.newPage()
      onTestFinished(async ({ task }) => {
        // A failed test says where its page was before the page goes.
        if (task.result?.state === 'fail') await describeFailure(page, task.name)
        await context.close()
      })
      trackBackendCalls(page)
      recordPageEvents(page)
      // The dev mock's clock moves only when a test moves it (src/mocks/browser.ts, LIVE_CLOCK_KEY).
      if (!liveClock) {
        await page.addInitScript(() => {
          try {
            localStorage.setItem('mock-live-clock', 'off')
          } catch {
            // about:blank has no storage; the app's pages do.
          }
        })
      }
      const errors = collectErrors(page)
      if (lang !== null) await setLanguage(page, lang)
      return { context, page, errors }
    },
  }
}

/**
 * Where the page of a failed test was (an assertion, or its time-out with nothing failing): its
 * URL, the calls to the mock backend still in flight, and a photograph in test-results/failures/.
 * A failure seen once in CI is then a place to look, not a guess.
 */
export async function describeFailure(page: Page, testName: string): Promise<void> {
  const tracked = callsInFlight.get(page)
  const calls = tracked ? `; backend calls in flight: ${[...tracked].map((r) => `${r.method()} ${new URL(r.url()).pathname}`).join(', ') || 'none'}` : ''
  const file = `test-results/failures/${testName.replace(/[^\w-]+/g, '-').slice(0, 100)}.png`
  const events = pageEvents.get(page) ?? []
  console.error(`[e2e] "${testName}" failed on ${page.url()}${calls}; screen: ${file}; the page's last events:\n  ${events.join('\n  ') || '(none: it never loaded anything)'}`)
  await page.screenshot({ path: file, timeout: 5_000 }).catch((error: unknown) => console.error(`[e2e] no screenshot: ${String(error)}`))
}

/** Record uncaught exceptions and console.error calls of the page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    // The URL says which request failed: "Failed to load resource" alone names none.
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`)
  })
  return errors
}

export function expectNoErrors(errors: readonly string[]): void {
  expect(errors, 'page errors / console errors').toEqual([])
}

/** Set localStorage `lang` before every load of the page (the app reads it at start-up). */
export async function setLanguage(page: Page, lang: string): Promise<void> {
  await page.addInitScript((code) => {
    try {
      // Only the first load of the test: a language picked in the app must survive a reload.
      if (!sessionStorage.getItem('e2e-lang-set')) {
        sessionStorage.setItem('e2e-lang-set', '1')
        localStorage.setItem('lang', code)
      }
    } catch {
      // about:blank has no storage; the app's pages do.
    }
  }, lang)
}

/**
 * Reset the mock backend (seed data, clock, saved `mock-db`). MSW answers from the page, so this
 * must run in a page that has loaded the app. A fresh context already starts from the seed.
 */
export async function resetMockBackend(page: Page): Promise<void> {
  const status = await page.evaluate(async () => (await fetch('/__mock/reset', { method: 'POST' })).status)
  expect(status, 'POST /__mock/reset').toBe(200)
}

const callsInFlight = new WeakMap<Page, Set<Request>>()

/** What the page loaded, as it happened (ms since the page opened), for a failure's report. */
const pageEvents = new WeakMap<Page, string[]>()

/** Keep the page's last navigations and requests (sent, finished, failed), so a failure shows where loading stopped. */
function recordPageEvents(page: Page): void {
  const events: string[] = []
  pageEvents.set(page, events)
  const opened = Date.now()
  const note = (what: string) => {
    events.push(`${Date.now() - opened} ms ${what}`)
    if (events.length > 40) events.shift()
  }
  const path = (r: Request) => new URL(r.url()).pathname
  page.on('request', (r) => note(`→ ${r.method()} ${path(r)}`))
  page.on('requestfinished', (r) => note(`✓ ${path(r)}`))
  page.on('requestfailed', (r) => note(`✗ ${path(r)} ${r.failure()?.errorText ?? ''}`))
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`)
  })
}

/** Count the page's calls to the mock backend (business calls and /__mock/) until they finish. */
function trackBackendCalls(page: Page): void {
  const calls = new Set<Request>()
  callsInFlight.set(page, calls)
  page.on('request', (r) => {
    const { pathname } = new URL(r.url())
    if (pathname.startsWith('/adc/') || pathname.startsWith('/__mock/')) calls.add(r)
  })
  page.on('requestfinished', (r) => calls.delete(r))
  page.on('requestfailed', (r) => calls.delete(r))
}

/**
 * Wait until no call to the mock backend is in flight. A full load while one is (a refetch the
 * last click started) would cut it off from the mock worker, and the dev server would answer 404.
 */
export async function backendCallsFinished(page: Page, quietMs = 0): Promise<void> {
  // A loop, not expect.poll: openApp also runs in beforeAll hooks, outside any test.
  const calls = callsInFlight.get(page)
  const deadline = Date.now() + UI_TIMEOUT_MS
  let quietSince = Date.now()
  for (;;) {
    // With `quietMs`, also no new call for that long: a list that asks for more once the first
    // answer is drawn asks within it.
    if (calls && calls.size > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) return
    if (Date.now() > deadline) throw new Error(`Calls still in flight after ${UI_TIMEOUT_MS} ms: ${[...(calls ?? [])].map((r) => r.url()).join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The screen has settled: no call to the backend for 150 ms in a row, and no skeleton left. */
export async function screenSettled(page: Page): Promise<void> {
  await backendCallsFinished(page, 150)
  await page.waitForFunction(() => !document.querySelector('.skeleton'), undefined, { timeout: UI_TIMEOUT_MS })
}

/** Open a path of the app and wait until React has rendered into #main. */
export async function openApp(page: Page, path: string): Promise<void> {
  await backendCallsFinished(page)
  const startedUp = startUpFinished(page)
  await page.goto(path)
  await page.locator('#main').waitFor({ state: 'attached', timeout: UI_TIMEOUT_MS })
  await startedUp
}

/**
 * Client-side navigation to `to` (the router follows popstate), without reloading the page, then
 * wait for the new screen: the routed view is keyed on the path, so a fresh element replaces the
 * old one once the navigation has committed.
 */
export async function spaNavigate(page: Page, to: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  // The view is keyed on the path alone: to open the same path with other parameters, leave first.
  const samePath = await page.evaluate((target) => new URL(target, window.location.href).pathname === window.location.pathname, to)
  if (samePath && (await page.evaluate(() => window.location.pathname + window.location.search)) !== to) {
    await spaNavigate(page, to.startsWith('/home') ? '/ecology' : '/home', timeout)
  }
  const moved = await page.evaluate((target) => {
    if (window.location.pathname + window.location.search === target) return false
    document.querySelector('#main .page-view')?.setAttribute('data-left', '')
    window.history.pushState({ idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1 }, '', target)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    return true
  }, to)
  if (!moved) return
  // Done when the new view is there, or when a redirect led back to the path already shown.
  await page.waitForFunction(
    (target) =>
      !document.querySelector('#main .page-view[data-left]') ||
      (window.location.pathname + window.location.search !== target && !document.querySelector('.route-progress')),
    to,
    { timeout, polling: 50 },
  )
}

/** Reload the page, like openApp. */
export async function reloadApp(page: Page): Promise<void> {
  await backendCallsFinished(page)
  const startedUp = startUpFinished(page)
  await page.reload()
  await page.locator('#main').waitFor({ state: 'attached', timeout: UI_TIMEOUT_MS })
  await startedUp
}

const START_UP_CALLS = [RPC.globalConfig, RPC.setLanguage].map((code) => `/adc/html/eto/${code}.do`)

/**
 * Resolves when the start-up calls of the next page load have finished (answered or failed). The
 * app makes them just after its first paint; a spec that loads the next page while they are in
 * flight would see them slip past the dev server's MSW worker (a 404 in the console).
 */
function startUpFinished(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const pending = new Set(START_UP_CALLS)
    const stopListening = () => {
      clearTimeout(timer)
      page.off('requestfinished', done)
      page.off('requestfailed', done)
    }
    const done = (request: Request) => {
      pending.delete(new URL(request.url()).pathname)
      if (pending.size > 0) return
      stopListening()
      resolve()
    }
    const timer = setTimeout(() => {
      stopListening()
      reject(new Error(`The app's start-up calls did not finish within ${timeout} ms (left: ${[...pending].join(', ')})`))
    }, timeout)
    page.on('requestfinished', done)
    page.on('requestfailed', done)
  })
}

/** Wait until the locator is visible (vitest's expect does not auto-wait like @playwright/test's). */
export async function expectVisible(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout })
}

export async function expectHidden(locator: Locator, timeout = UI_TIMEOUT_MS): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout })
}

/** Path + query of the page's URL, e.g. '/home?code=ABC'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** Wait until the page shows `expected` (path + query); client-side redirects included. */
export async function expectPath(page: Page, expected: string, timeout = UI_TIMEOUT_MS): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout, interval: 50 }).toBe(expected)
}

/** Read a localStorage key of the page. */
export function storageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key)
}
