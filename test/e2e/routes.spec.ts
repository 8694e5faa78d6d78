import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { ROUTES, type AppRoute } from '../../src/shared/route-manifest'
import { PATHS } from '../../src/shared/paths'
import { expectNoErrors, expectPath, openApp, pathOf, screenSettled, UI_TIMEOUT_MS, useBrowser } from './browser'
import { connectWallet, en } from './fixtures/app'

// Every route of the app's own route table, so a route added there is covered here without
// editing this file. The table is imported directly: it reaches pages only through lazy
// `() => import('@/...')` loaders, which Node never calls, and vitest resolves the `@/` alias of
// the static import (shared/paths) with the project's Vite config. No regex over the source, no
// second list to keep in sync.
//
// Each route: it renders its title, throws nothing, does not scroll sideways at 375 px, and leaves
// a full-page screenshot at test-results/screenshots/<PATHS key>.png (login routes while connected).

const { newPage } = useBrowser()

const NARROW = { viewport: { width: 375, height: 812 } }
const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url))
mkdirSync(SCREENSHOT_DIR, { recursive: true })

/** The PATHS key of a path (e.g. 'miningMall'), the route's name in file names. */
const NAME_OF = new Map<string, string>(Object.entries(PATHS).map(([name, path]) => [path, name]))
const routeName = (route: AppRoute) => NAME_OF.get(route.path) ?? route.path.slice(1).replaceAll('/', '-')

const PUBLIC_ROUTES = ROUTES.filter((r) => !r.requiresLogin)
const LOGIN_ROUTES = ROUTES.filter((r) => r.requiresLogin)

/** What the page's heading says: the home page shows the brand, every other page its title in the top bar. */
const headingOf = (route: AppRoute) => (route.tab === 'home' ? en('app.name') : en(route.titleKey))

/** Problems with the rendered route, as readable lines (empty when all is well). */
async function checkRendered(page: Page, route: AppRoute): Promise<string[]> {
  const problems: string[] = []
  if (pathOf(page) !== route.path) problems.push(`${route.path}: ended on ${pathOf(page)}`)
  const heading = page.getByRole('heading', { level: 1, name: headingOf(route), exact: true })
  try {
    await heading.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS })
  } catch {
    problems.push(`${route.path}: no visible heading "${headingOf(route)}"`)
  }
  const mainText = (await page.locator('#main').innerText()).trim()
  if (!mainText) problems.push(`${route.path}: #main is empty`)
  const title = await page.title()
  if (!title.startsWith(en(route.titleKey))) problems.push(`${route.path}: document title "${title}"`)
  // Data screens settle first (skeletons, lists) so the width and the screenshot are final.
  await screenSettled(page)
  const overflow = await page.evaluate(() => {
    const el = document.scrollingElement ?? document.documentElement
    return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }
  })
  if (overflow.scrollWidth > overflow.clientWidth) {
    problems.push(`${route.path}: scrolls sideways at 375 px (scrollWidth ${overflow.scrollWidth} > ${overflow.clientWidth})`)
  }
  return problems
}

async function screenshot(page: Page, route: AppRoute): Promise<void> {
  await page.screenshot({
    path: `${SCREENSHOT_DIR}${routeName(route)}.png`,
    fullPage: true,
    // 375 CSS px wide whatever the device pixel ratio.
    scale: 'css',
    animations: 'disabled',
  })
}

describe('routes', () => {
  it('covers the spec routes', () => {
    const publicPaths = PUBLIC_ROUTES.map((r) => r.path)
    const loginPaths = LOGIN_ROUTES.map((r) => r.path)
    // Spec section 2, both lists: the table may add screens, never drop or re-guard these.
    for (const p of ['/home', '/miningMachine/miningMachineMall', '/ido/aboutStart', '/ido/inProgress', '/ecology', '/miningRigDetails', '/marketPrices', '/exMarketPrices', '/news', '/newsDetail', '/recharge', '/rechargeRecord']) {
      expect(publicPaths, 'public').toContain(p)
    }
    for (const p of ['/my', '/ido/position', '/ido/over', '/miningIncome', '/assets', '/jointVenture', '/finance', '/share', '/withdraw', '/miningMachine/myMiningMachine', '/withdrawalDetails', '/withdrawRecord', '/flashExchange', '/flashRedemptionRecord']) {
      expect(loginPaths, 'login').toContain(p)
    }
  })

  describe('public routes render at 375 px', () => {
    it.for(PUBLIC_ROUTES.map((r) => [r.path, r] as const))('%s', async ([, route]) => {
      const { page, errors } = await newPage({ context: NARROW })
      await openApp(page, route.path)
      expect(await checkRendered(page, route)).toEqual([])
      await screenshot(page, route)
      expectNoErrors(errors)
    })
  })

  // One context walks every login route (a full page load each), so these two get time per route.
  const loopTimeout = 30_000 + LOGIN_ROUTES.length * 8_000

  it('every login route sends a visitor home, invite code kept, with the connect toast', { timeout: loopTimeout }, async () => {
    const { page, errors } = await newPage({ context: NARROW })
    const problems: string[] = []
    for (const route of LOGIN_ROUTES) {
      await openApp(page, `${route.path}?code=R1`)
      try {
        await expectPath(page, '/home?code=R1')
        await page.getByText(en('auth.connectFirst')).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS })
      } catch {
        problems.push(`${route.path}: visitor ended on ${pathOf(page)}${(await page.getByText(en('auth.connectFirst')).count()) ? '' : ', no toast'}`)
      }
    }
    expect(problems).toEqual([])
    expectNoErrors(errors)
  })

  it('every login route renders for a connected wallet at 375 px (screenshots)', { timeout: loopTimeout }, async () => {
    const { page, errors } = await newPage({ context: NARROW })
    await connectWallet(page)
    const problems: string[] = []
    for (const route of LOGIN_ROUTES) {
      await openApp(page, route.path)
      problems.push(...(await checkRendered(page, route)))
      await screenshot(page, route)
    }
    expect(problems).toEqual([])
    expectNoErrors(errors)
  })
})
