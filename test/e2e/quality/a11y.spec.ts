import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES, type AppRoute } from '../../../src/shared/route-manifest'
import { PATHS } from '../../../src/shared/paths'
import { expectVisible, PHONE, spaNavigate, useChromium } from '../browser'
import { en } from '../fixtures/app'
import { focusWithoutIndicator, seriousAxeViolations, smallTapTargets, unnamedFormControls } from './a11y-checks'
import { useProductionApp } from './production-app'
import { collectLinkedScreens, openPage, PUBLIC_ROUTES, waitForScreen, type OpenPage } from './support'

// Issue 5, accessibility, over the whole route table: no serious or critical axe finding, tap
// targets of at least 44 × 44 px, a visible focus indicator, and a name for every form control,
// for a visitor (public routes) and for a connected wallet (every route).

const app = useProductionApp()
const chromium = useChromium()

async function checkScreen(open: OpenPage, label: string): Promise<void> {
  const { page } = open
  const axe = await seriousAxeViolations(page)
  const small = await smallTapTargets(page)
  const unnamed = await unnamedFormControls(page)
  const focus = await focusWithoutIndicator(page)
  expect(axe, `${label}: serious/critical axe violations`).toEqual([])
  expect(small, `${label}: tap targets under 44 × 44 px`).toEqual([])
  expect(unnamed, `${label}: form controls without an accessible name`).toEqual([])
  expect(focus.problems, `${label}: focus indicator`).toEqual([])
  expect(focus.visited, `${label}: focusable elements reached with Tab`).toBeGreaterThan(0)
}

function describeRoutes(who: 'visitor' | 'connected', routes: readonly AppRoute[]) {
  describe(`every route, ${who}`, () => {
    let open: OpenPage
    /** Screens the app links to with parameters (a detail page's ?id=), found on the way. */
    const linked = new Map<string, string>()
    beforeAll(async () => {
      open = await openPage(chromium.browser, app.url, { connect: who === 'connected' })
      await open.page.goto(routes[0].path)
    }, 60_000)
    afterAll(async () => {
      await open?.context.close()
    })

    it.each(routes.map((r) => [r.path, r] as const))('%s', async (path, route) => {
      await spaNavigate(open.page, route.path)
      await waitForScreen(open.page)
      expect(new URL(open.page.url()).pathname, 'stayed on the route').toBe(path)
      await checkScreen(open, `${who} ${path}`)
      await collectLinkedScreens(open.page, routes, linked)
    }, 60_000)

    it('screens opened through the app\'s links with parameters', async () => {
      for (const url of linked.values()) {
        await spaNavigate(open.page, url)
        await waitForScreen(open.page)
        await checkScreen(open, `${who} ${url}`)
      }
      console.info(`[a11y] ${who}, linked screens checked: ${[...linked.values()].join(', ') || 'none'}`)
    }, 120_000)
  })
}

describeRoutes('visitor', PUBLIC_ROUTES)
describeRoutes('connected', ROUTES)

describe('overlays', () => {
  it('the language sheet on home', async () => {
    const open = await openPage(chromium.browser, app.url)
    try {
      await open.page.goto(PATHS.home)
      await waitForScreen(open.page)
      await open.page.getByRole('button', { name: en('language.choose') }).click()
      await expectVisible(open.page.getByRole('dialog'))
      expect(await seriousAxeViolations(open.page)).toEqual([])
      expect(await smallTapTargets(open.page)).toEqual([])
    } finally {
      await open.context.close()
    }
  }, 60_000)

  it('the disconnect dialog on /my', async () => {
    const open = await openPage(chromium.browser, app.url, { connect: true })
    try {
      await open.page.goto(PATHS.my)
      await waitForScreen(open.page)
      await open.page.getByRole('button', { name: en('wallet.disconnect') }).click()
      await expectVisible(open.page.getByRole('dialog'))
      expect(await seriousAxeViolations(open.page)).toEqual([])
      expect(await smallTapTargets(open.page)).toEqual([])
    } finally {
      await open.context.close()
    }
  }, 60_000)
})

// The checks above pass only if they can fail: each one against markup that breaks it.
describe('the checks catch what they look for', () => {
  it('flag an unnamed button, a tiny target, an unlabelled input and a hidden focus', async () => {
    const context = await chromium.browser.newContext(PHONE)
    try {
      const page = await context.newPage()
      await page.setContent(`<!doctype html><html lang="en"><head><title>bad</title>
        <style>.nofocus:focus { outline: none; }</style></head><body><main>
        <button style="width:20px;height:20px"></button>
        <input type="text">
        <button class="nofocus" style="width:60px;height:60px">Go</button>
        <p>Read <a href="#x">the terms</a> first.</p>
        </main></body></html>`)
      expect((await seriousAxeViolations(page)).join('\n')).toMatch(/button-name/)
      expect((await seriousAxeViolations(page)).join('\n')).toMatch(/label/)
      // The 20 px button and the default-height input; not the inline link in the sentence.
      const small = await smallTapTargets(page)
      expect(small).toHaveLength(2)
      expect(small.join('\n')).toMatch(/^button .*20\.0×20\.0/m)
      expect(small.join('\n')).toMatch(/^input /m)
      expect((await unnamedFormControls(page)).length).toBeGreaterThan(0)
      const focus = await focusWithoutIndicator(page)
      expect(focus.problems.join('\n')).toMatch(/"Go": no visible focus/)
    } finally {
      await context.close()
    }
  }, 60_000)
})
