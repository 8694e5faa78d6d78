import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { ROUTES, type AppRoute } from '../../../src/shared/route-manifest'
import { RPC } from '../../../src/shared/api/rpc-codes'
import { collectErrors, PHONE, setLanguage, spaNavigate, UI_TIMEOUT_MS } from '../browser'
import { connectWallet } from '../fixtures/app'
import type { AccountName, TestWallet } from '../fixtures/test-wallet'
import { ROOT } from './production-app'

// What the quality specs share: the route table split by who may open a route, the ten locales,
// and "the screen has settled" / "the app chrome is there" as the specs mean them.

export const PUBLIC_ROUTES: readonly AppRoute[] = ROUTES.filter((r) => !r.requiresLogin)
export const LOGIN_ROUTES: readonly AppRoute[] = ROUTES.filter((r) => r.requiresLogin)

/** The locale codes: the file names of locales/*.json. */
export const LOCALES: readonly string[] = readdirSync(path.join(ROOT, 'locales'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .sort()

export const EN_KEYS: ReadonlySet<string> = new Set(Object.keys(JSON.parse(readFileSync(path.join(ROOT, 'locales/en.json'), 'utf8')) as object))

/** Calls every page load makes (start-up), whatever the screen. */
export const START_UP_CODES: ReadonlySet<string> = new Set([RPC.globalConfig, RPC.setLanguage, RPC.visitReport])

/** The business code of a `/adc/html/eto/{code}.do` URL. */
export function rpcCodeOf(url: string): string | null {
  return /\/adc\/html\/eto\/([^/]+)\.do(?:$|\?)/.exec(new URL(url).pathname)?.[1] ?? null
}

const pending = new WeakMap<Page, Set<unknown>>()

/** Count the page's requests in flight, for waitForScreen's "network quiet" (call before navigating). */
export function trackRequests(page: Page): void {
  if (pending.has(page)) return
  const inFlight = new Set<unknown>()
  pending.set(page, inFlight)
  page.on('request', (r) => inFlight.add(r))
  page.on('requestfinished', (r) => inFlight.delete(r))
  page.on('requestfailed', (r) => inFlight.delete(r))
}

/** No request in flight for `quietMs` in a row. */
export async function waitForQuietNetwork(page: Page, { quietMs = 150, timeout = UI_TIMEOUT_MS } = {}): Promise<void> {
  const inFlight = pending.get(page)
  if (!inFlight) throw new Error('waitForQuietNetwork: call trackRequests(page) first')
  const deadline = Date.now() + timeout
  let quietSince = inFlight.size === 0 ? Date.now() : 0
  while (Date.now() < deadline) {
    if (inFlight.size > 0) quietSince = 0
    else if (!quietSince) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`Network still busy after ${timeout} ms (${inFlight.size} request(s) in flight)`)
}

const SETTLED = () => {
  const view = document.querySelector('#main .page-view')
  if (!view || view.childElementCount === 0) return false
  return !document.querySelector('#main .skeleton, .route-progress')
}

/**
 * Wait until the routed screen has rendered and finished loading: the page transition holds
 * something, no skeleton or route-progress bar is left, and the network is quiet.
 */
export async function waitForScreen(page: Page, timeout = UI_TIMEOUT_MS): Promise<void> {
  try {
    await page.waitForFunction(SETTLED, undefined, { timeout, polling: 50 })
    // Let what runs right after the first paint (start-up calls, data loads) land and render.
    await waitForQuietNetwork(page, { timeout })
    await page.waitForFunction(SETTLED, undefined, { timeout, polling: 50 })
  } catch (error) {
    throw new Error(`The screen did not settle: ${await describeScreen(page)}`, { cause: error })
  }
}

/**
 * Takes the page's network down or back up, and returns once its requests agree: Chromium flips
 * `navigator.onLine` (what `setOffline` waits for) a moment before it blocks or lets through
 * requests, so a tap right after `setOffline(false)` could still fail offline.
 */
export async function setNetwork(context: BrowserContext, page: Page, online: boolean, timeout = UI_TIMEOUT_MS): Promise<void> {
  await context.setOffline(!online)
  const getsThrough = () =>
    page.evaluate(() =>
      fetch(`/manifest.webmanifest?network-probe=${Date.now()}`, { cache: 'no-store' }).then(
        () => true,
        () => false,
      ),
    )
  await expect.poll(getsThrough, { timeout, interval: 50 }).toBe(online)
}

/** What a spec saw when a screen did not settle: the URL, the view, what still loads. */
export async function describeScreen(page: Page): Promise<string> {
  const inFlight = [...(pending.get(page) ?? [])].map((r) => (r as { url(): string }).url())
  const screen = await page
    .evaluate(() => ({
      url: location.pathname + location.search,
      views: document.querySelectorAll('#main .page-view').length,
      skeleton: Boolean(document.querySelector('#main .skeleton')),
      progress: Boolean(document.querySelector('.route-progress')),
      text: (document.querySelector<HTMLElement>('#main')?.innerText ?? '').slice(0, 200),
      buttons: [...document.querySelectorAll('button')].slice(0, 12).map((b) => `${b.textContent ?? ''}${b.disabled ? ' (disabled)' : ''}`),
    }))
    .catch((e: unknown) => String(e))
  return JSON.stringify({ screen, inFlight })
}

/** The username of the stored session ('' when signed out). */
export function storedUsername(page: Page): Promise<string> {
  return page.evaluate(() => {
    try {
      const map = JSON.parse(localStorage.getItem('map') ?? '{}') as { state?: { user?: { username?: unknown } } }
      const username = map.state?.user?.username
      return typeof username === 'string' ? username : ''
    } catch {
      return ''
    }
  })
}

/** The tab bar or the top bar: the frame that must never disappear. */
export const APP_CHROME = '.tab-bar, .top-bar'

/** The app frame is on screen and #main shows some text (content, an empty state or an error). */
export async function expectScreenNotBlank(page: Page, label: string): Promise<void> {
  const state = await page.evaluate((chrome) => {
    const frame = [...document.querySelectorAll<HTMLElement>(chrome)].some((el) => el.getBoundingClientRect().height > 0)
    const main = document.querySelector<HTMLElement>('#main')
    return { frame, text: main?.innerText.trim() ?? '' }
  }, APP_CHROME)
  expect(state.frame, `${label}: tab bar or top bar visible`).toBe(true)
  expect(state.text.length, `${label}: #main shows something`).toBeGreaterThan(0)
}

/** A message about a failure is on screen: an alert (inline error state) or a toast. */
export function errorMessage(page: Page) {
  return page.locator('#main [role="alert"], .toast')
}

/** Only the uncaught exceptions among collectErrors()'s records. */
export function uncaught(errors: readonly string[]): string[] {
  return errors.filter((e) => e.startsWith('pageerror:'))
}

/**
 * Raw i18n keys on screen: visible text (and accessible labels) matching `area.screen.element`
 * that equal a key of en.json. Runs in the page.
 */
export async function rawKeysOnScreen(page: Page, keys: ReadonlySet<string> = EN_KEYS): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText, document.title]
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], img[alt]')) {
      if (el.getClientRects().length === 0) continue
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attr)
        if (value) out.push(value)
      }
    }
    return out
  })
  const found = new Set<string>()
  for (const text of texts) {
    for (const match of text.matchAll(/\b[a-z]+(\.[a-zA-Z0-9]+){1,}\b/g)) if (keys.has(match[0])) found.add(match[0])
  }
  return [...found]
}

/**
 * Text on screen that does not read in its order (issue 25, Arabic), two ways:
 * - a value out of order: in every run of Latin letters, digits and the signs between them
 *   ("25 USDT", "2026/10/15 00:00:00", "+1.25%", "0x12…ab") each character must be drawn right of
 *   the one before it on the same line, as a value reads. In right-to-left text the bidi algorithm
 *   reverses such a run around its spaces and signs unless the app isolates it (a U+2068…U+2069
 *   isolate in the string, `<bdi>`). A run is read over the text of one block (the text nodes that
 *   share a line box container), so a value split over elements (`<b>25</b> USDT`, a sign of its
 *   own) counts as one run;
 * - Arabic laid out left to right: Arabic text whose isolate or block resolved to `ltr` (a value
 *   isolate that took the direction of a Latin letter at the start of an Arabic sentence), and an
 *   Arabic placeholder shown in a field that reads left to right (an address or hash field).
 * Exempt: the server's HTML (its own `dir="auto"` block), and dates written by Intl, whose Arabic
 * output separates its parts by marks (U+200F) that end a run. Runs in the page; each finding says
 * the run and the text around it.
 */
export function textOutOfOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const RUN = /[A-Za-z0-9+\u2212-][A-Za-z0-9 \u00a0\u202f.,:/%+\u2212\-\u2013×=()#_°*…\u2066-\u2069]*[A-Za-z0-9%)°]/g
    const SIGNIFICANT = /^([A-Za-z0-9%]|[+\u2212-]\d)/
    const ARABIC = /[\u0600-\u06ff]/
    /** The element whose direction the text is laid out in: its block, or an isolate inside it. */
    const containerOf = (node: Node, isolates: boolean): Element | null => {
      for (let el = node.parentElement; el; el = el.parentElement) {
        if (getComputedStyle(el).display !== 'inline' || (isolates && (el.localName === 'bdi' || el.hasAttribute('dir')))) return el
      }
      return null
    }
    const found: string[] = []
    const blocks = new Map<Element, Text[]>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (!node.data.trim() || node.parentElement?.closest('.safe-html, script, style, svg')) continue
      const block = containerOf(node, false)
      if (block) blocks.set(block, [...(blocks.get(block) ?? []), node])
      const laidOut = containerOf(node, true)
      if (laidOut && ARABIC.test(node.data) && getComputedStyle(laidOut).direction === 'ltr') found.push(`Arabic laid out left to right: "${node.data.trim().slice(0, 80)}"`)
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (field.matches(':placeholder-shown') && ARABIC.test(field.placeholder) && getComputedStyle(field).direction === 'ltr') {
        found.push(`Arabic placeholder laid out left to right: "${field.placeholder.slice(0, 80)}"`)
      }
    }
    for (const texts of blocks.values()) {
      const text = texts.map((t) => t.data).join('')
      if (!/[A-Za-z0-9]/.test(text)) continue
      const at = (index: number): { node: Text; offset: number } => {
        for (const node of texts) {
          if (index < node.data.length) return { node, offset: index }
          index -= node.data.length
        }
        throw new Error('past the end')
      }
      const rectOf = (index: number): DOMRect | null => {
        const { node, offset } = at(index)
        const range = document.createRange()
        range.setStart(node, offset)
        range.setEnd(node, offset + 1)
        const rect = range.getClientRects()[0]
        return rect && rect.width > 0 ? rect : null
      }
      for (const match of text.matchAll(RUN)) {
        const start = match.index ?? 0
        let previous: DOMRect | null = null
        for (let i = start; i < start + match[0].length; i++) {
          if (!SIGNIFICANT.test(text.slice(i, i + 2))) continue
          const rect = rectOf(i)
          if (!rect) continue
          if (previous && Math.abs(rect.top - previous.top) < 2 && rect.left < previous.left - 1) {
            found.push(`"${match[0]}" out of order in "${text.trim().slice(0, 120)}"`)
            break
          }
          previous = rect
        }
      }
    }
    return found
  })
}

/**
 * For specs that switch the network off and on under one page: Playwright puts a context's pages
 * back online before its service workers, so a page that retries on its `online` event would meet
 * the app's worker still offline, which no phone does (the network is one for both). Those specs
 * run without the worker; its offline behaviour is pwa.spec.ts's.
 */
export const OFFLINE_WITHOUT_WORKER = { serviceWorkers: 'block' } as const

export interface OpenPage {
  context: BrowserContext
  page: Page
  errors: string[]
  wallet?: TestWallet
}

/**
 * A phone-sized page on `baseURL`, English unless told otherwise, for a whole describe block (the
 * caller closes `context`). With `connect`, the test wallet is installed and logged in through the UI,
 * as `account` (A unless told).
 * `serviceWorkers: 'block'` keeps the app's production worker out (see OFFLINE_WITHOUT_WORKER).
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  { lang = 'en', connect = false, account = 'A' as AccountName, serviceWorkers = 'allow' as 'allow' | 'block' } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers })
  const page = await context.newPage()
  // The first load starts in `lang`; a language picked in the app then sticks.
  await setLanguage(page, lang)
  trackRequests(page)
  const errors = collectErrors(page)
  if (!connect) return { context, page, errors }
  const wallet = await connectWallet(page, { lang, account })
  return { context, page, errors, wallet }
}

/**
 * Links on the current screen to routes of `routes` that carry a query string (a detail page's
 * `?id=`), added to `found` (one per path, the first seen).
 */
export async function collectLinkedScreens(page: Page, routes: readonly AppRoute[], found: Map<string, string>): Promise<void> {
  const paths = new Set(routes.map((r) => r.path))
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('#main a[href]')]
      .map((a) => new URL(a.href, window.location.href))
      .filter((u) => u.origin === window.location.origin && u.search.length > 1)
      .map((u) => ({ path: u.pathname, url: u.pathname + u.search })),
  )
  for (const link of links) if (paths.has(link.path) && !found.has(link.path)) found.set(link.path, link.url)
}

/**
 * Screens of the route table that need parameters, as the app links to them: walk `routes` and
 * collect the links. A screen added later, and the links to it, are found the same way.
 */
export async function discoverLinkedScreens(page: Page, routes: readonly AppRoute[]): Promise<string[]> {
  const found = new Map<string, string>()
  for (const route of routes) {
    await spaNavigate(page, route.path)
    await waitForScreen(page)
    await collectLinkedScreens(page, routes, found)
  }
  return [...found.values()]
}

/** Record every CSP violation the page reports, from the first script on. */
export async function recordViolations(open: OpenPage): Promise<() => Promise<string[]>> {
  await open.context.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`)
    })
  })
  const consoleReports: string[] = []
  open.page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) consoleReports.push(m.text())
  })
  return async () => [...(await open.page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])), ...consoleReports]
}
