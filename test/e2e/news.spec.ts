import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoErrors, expectPath, expectVisible, openApp, UI_TIMEOUT_MS, useBrowser } from './browser'
import { overflowX, seedTitle, textOf } from './fixtures/app'

// Issue 15, announcements: a visitor finds the latest titles on the home page, opens one (its
// image fits the screen), comes back to find it no longer marked new, and reads the whole list,
// which loads its second page by itself. In English and in Arabic (right to left).

const { newPage } = useBrowser()

describe.each([
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
])('announcements ($lang)', ({ lang, dir }) => {
  const t = (key: string) => textOf(lang, key)
  // The mock says its announcements in the language the app set.
  const latestTitle = seedTitle(lang, 'N1012')

  it('leads from the home ticker to an announcement, marks it read, and lists them all', async () => {
    // The ticker stands still for this user (it moves otherwise: the test below), so the titles it
    // looks for stay where they are.
    const { page, errors } = await newPage({ lang, context: { reducedMotion: 'reduce' } })
    await openApp(page, '/home')
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir)

    // The ticker: the three latest titles, all new to this visitor.
    const ticker = page.getByRole('region', { name: t('page.news'), exact: true })
    const latest = ticker.getByRole('link', { name: `${t('news.unread')} ${latestTitle}`, exact: true })
    await expectVisible(latest)
    expect(await ticker.getByRole('listitem').count()).toBe(3)
    await latest.click()

    // The announcement: its body's image scaled to the screen, nothing wider than the phone.
    await expectPath(page, '/newsDetail?id=N1012')
    await expectVisible(page.getByRole('heading', { name: latestTitle }))
    const image = page.getByRole('img', { name: 'S21 Pro' })
    await expectVisible(image)
    const widths = await image.evaluate((img) => ({ image: img.getBoundingClientRect().width, screen: document.documentElement.clientWidth }))
    expect(widths.image).toBeGreaterThan(0)
    expect(widths.image).toBeLessThanOrEqual(widths.screen)
    expect(await overflowX(page)).toBeLessThanOrEqual(0)

    // Back home: that title is no longer marked new, the next one still is.
    await page.getByRole('button', { name: t('common.back'), exact: true }).click()
    await expectPath(page, '/home')
    await expectVisible(ticker.getByRole('link', { name: latestTitle, exact: true }))
    await expectVisible(ticker.getByRole('link', { name: `${t('news.unread')} ${seedTitle(lang, 'N1011')}`, exact: true }))

    // The whole list: the opened one without "New", the others with it; the second page comes by scrolling.
    await ticker.getByRole('link', { name: t('common.all'), exact: true }).click()
    await expectPath(page, '/news')
    const opened = page.getByRole('article', { name: latestTitle })
    await expectVisible(opened)
    expect(await opened.getByText(t('news.unread'), { exact: true }).count()).toBe(0)
    await expectVisible(page.getByRole('article', { name: seedTitle(lang, 'N1010') }).getByText(t('news.unread'), { exact: true }))
    expect(await page.getByRole('article').count()).toBe(10)
    await page.getByRole('button', { name: t('common.loadMore'), exact: true }).scrollIntoViewIfNeeded()
    await expectVisible(page.getByRole('article', { name: seedTitle(lang, 'N1001') }))
    expect(await page.getByRole('article').count()).toBe(12)
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    expectNoErrors(errors)
  })
})

describe('the home ticker', () => {
  const t = (key: string) => textOf('en', key)
  /** The titles in view, top to bottom (the one waiting below the window is inert). */
  const titlesInView = (page: Page) => page.getByRole('region', { name: t('page.news'), exact: true }).locator('li:not([inert]) .home-list__text').allInnerTexts()

  it('moves up one title at a time through the six latest, three in view', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/home')
    // Three titles, not the three placeholder rows before them.
    await expect.poll(async () => (await titlesInView(page)).filter(Boolean), { timeout: UI_TIMEOUT_MS }).toHaveLength(3)
    const before = await titlesInView(page)
    expect(before[0]).toBe(seedTitle('en', 'N1012'))
    // A step: the second title is now the first, and a fourth comes in at the bottom.
    await expect.poll(async () => (await titlesInView(page))[0], { timeout: UI_TIMEOUT_MS }).toBe(before[1])
    const after = await titlesInView(page)
    expect(after.slice(0, 2)).toEqual(before.slice(1))
    expect(before).not.toContain(after[2])

    // Its own button stops it (moving content can be paused) and starts it again.
    const ticker = page.getByRole('region', { name: t('page.news'), exact: true })
    const rows = ticker.getByRole('list')
    await page.getByRole('button', { name: textOf('en', 'home.ticker.pause'), exact: true }).click()
    await expectVisible(page.getByRole('button', { name: textOf('en', 'home.ticker.play'), exact: true }))
    await page.mouse.move(0, 0)
    expect(await rows.getAttribute('data-moving')).toBe('false')
    await page.getByRole('button', { name: textOf('en', 'home.ticker.play'), exact: true }).click()
    await page.mouse.move(0, 0)
    await expect.poll(() => rows.getAttribute('data-moving'), { timeout: UI_TIMEOUT_MS }).toBe('true')
    const resumed = await titlesInView(page)
    await expect.poll(async () => (await titlesInView(page))[0], { timeout: UI_TIMEOUT_MS }).toBe(resumed[1])
    expectNoErrors(errors)
  })

  it('stands still, three titles, for a user who asked for less motion', async () => {
    const { page, errors } = await newPage({ context: { reducedMotion: 'reduce' } })
    await openApp(page, '/home')
    const ticker = page.getByRole('region', { name: t('page.news'), exact: true })
    await expect.poll(() => titlesInView(page), { timeout: UI_TIMEOUT_MS }).toHaveLength(3)
    // Nothing waits below the window to come in, and there is nothing to pause.
    expect(await ticker.locator('li').count()).toBe(3)
    expect(await ticker.getByRole('button').count()).toBe(0)
    expectNoErrors(errors)
  })
})
