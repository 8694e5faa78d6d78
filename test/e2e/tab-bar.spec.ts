import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { TABS } from '../../src/shared/route-manifest'
import { PATHS } from '../../src/shared/paths'
import { expectHidden, expectNoErrors, expectPath, expectVisible, openApp, useBrowser } from './browser'
import { en } from './fixtures/app'

// Spec section 2: five footer tabs, the active one highlighted (aria-current), detail pages with a
// top bar and Back instead. (the route manifest is plain data, so Node can import it.)

const { newPage } = useBrowser()

const tabBar = (page: Page) => page.getByRole('navigation', { name: en('nav.label') })
const tab = (page: Page, labelKey: string) => tabBar(page).getByRole('link', { name: en(labelKey), exact: true })

/** The label of the tab marked aria-current="page", or null. */
async function currentTab(page: Page): Promise<string | null> {
  const current = tabBar(page).locator('[aria-current="page"]')
  return (await current.count()) === 1 ? (await current.innerText()).trim() : null
}

describe('tab bar', () => {
  it('shows the five tabs with their labels, home active', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/home')
    await expectVisible(tabBar(page))
    expect(TABS.map((t) => t.id)).toEqual(['home', 'mining', 'ido', 'ecology', 'my'])
    for (const t of TABS) await expectVisible(tab(page, t.labelKey))
    expect(await tabBar(page).getByRole('link').count()).toBe(5)
    expect(await currentTab(page)).toBe(en('nav.home'))
    expectNoErrors(errors)
  })

  it('opens each public tab route and marks that tab current', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/home')
    const visits = [
      { labelKey: 'nav.mining', path: PATHS.miningMall },
      { labelKey: 'nav.ido', path: PATHS.idoAboutStart },
      { labelKey: 'nav.ecology', path: PATHS.ecology },
      { labelKey: 'nav.home', path: PATHS.home },
    ]
    // The spec's table, checked against the app's own: a changed tab target fails here.
    for (const v of visits) expect(TABS.find((t) => t.labelKey === v.labelKey)?.path).toBe(v.path)

    for (const { labelKey, path } of visits) {
      await tab(page, labelKey).click()
      await expectPath(page, path)
      await expect.poll(() => currentTab(page), { timeout: 5_000 }).toBe(en(labelKey))
    }
    expectNoErrors(errors)
  })

  it('sends a visitor who taps "my" home with a toast', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/ecology')
    await tab(page, 'nav.my').click()
    await expectVisible(page.getByText(en('auth.connectFirst')))
    await expectPath(page, '/home')
    await expect.poll(() => currentTab(page), { timeout: 5_000 }).toBe(en('nav.home'))
    expectNoErrors(errors)
  })

  it('gives a detail page a top bar with Back and no tab bar', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/marketPrices')
    await expectVisible(page.getByRole('heading', { level: 1, name: en('page.marketPrices') }))
    const back = page.getByRole('button', { name: en('common.back'), exact: true })
    await expectVisible(back)
    expect(await tabBar(page).count()).toBe(0)

    // Opened directly, Back has no history to return to: it goes home.
    await back.click()
    await expectPath(page, '/home')
    await expectVisible(tabBar(page))
    expectNoErrors(errors)
  })

  it('Back returns to the page the detail page was opened from', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/ecology')
    await expectVisible(tabBar(page))
    // The ecology page links to the market prices.
    await page.locator('#main').getByRole('link', { name: en('page.marketPrices') }).click()
    await expectPath(page, PATHS.marketPrices)
    await expectHidden(tabBar(page))
    await page.getByRole('button', { name: en('common.back'), exact: true }).click()
    await expectPath(page, PATHS.ecology)
    await expectVisible(tabBar(page))
    expectNoErrors(errors)
  })
})
