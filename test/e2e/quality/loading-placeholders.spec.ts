import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectNoErrors, expectVisible, UI_TIMEOUT_MS, useChromium } from '../browser'
import { seedTitle, textOf } from '../fixtures/app'
import { useProductionApp } from './production-app'
import { openPage, type OpenPage } from './support'

// What a screen shows while a part of it is still on its way, on the production build: the home
// page's lists load after its first paint, and until then each keeps its place with a skeleton.
// The dev server's MSW worker would answer the held request itself (page.route() cannot see it).

const app = useProductionApp()
const chromium = useChromium()

describe.each(['en', 'ar'])('home while its lists load (%s)', (lang) => {
  let open: OpenPage
  beforeAll(async () => {
    open = await openPage(chromium.browser, app.url, { lang, serviceWorkers: 'block' })
  }, 60_000)
  afterAll(async () => {
    await open?.context.close()
  })

  it('keeps the ticker’s place with its heading and rows as pulsing lines, and nothing moves when it arrives', async () => {
    const { page, errors } = open
    // The ticker's code is held on its way, as on a slow network.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/static\/news-ticker-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/home')
    // The other lists arrive; the ticker's placeholder is then the one left (React keeps an earlier
    // fallback hidden beside it, hence :visible).
    const placeholder = page.locator('.home-list--pending:visible')
    await expect.poll(() => placeholder.count(), { timeout: UI_TIMEOUT_MS }).toBe(1)
    const lines = placeholder.locator('.skeleton__line')
    expect(await lines.count()).toBe(4)
    for (const line of await lines.all()) expect((await line.boundingBox())?.width).toBeGreaterThan(20)
    const waiting = (await placeholder.boundingBox())!

    release()
    const ticker = page.getByRole('region', { name: textOf(lang, 'page.news'), exact: true })
    await expectVisible(ticker.getByRole('link', { name: `${textOf(lang, 'news.unread')} ${seedTitle(lang, 'N1012')}`, exact: true }))
    const loaded = (await ticker.boundingBox())!
    expect(Math.abs(loaded.y - waiting.y)).toBeLessThanOrEqual(1)
    expect(Math.abs(loaded.height - waiting.height)).toBeLessThanOrEqual(1)
    expectNoErrors(errors)
  })
})
