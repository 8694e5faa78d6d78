import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { TABS } from '../../src/shared/route-manifest'
import { expectNoErrors, expectVisible, openApp, reloadApp, storageItem, useBrowser } from './browser'
import { en, messages } from './fixtures/app'

// Spec: ten languages, Arabic right-to-left; the choice is kept in localStorage `lang`.

const { newPage } = useBrowser()
const AR = messages('ar')

async function tabLabels(page: Page): Promise<string[]> {
  const labels = await page.locator('nav.tab-bar a').allInnerTexts()
  return labels.map((l) => l.trim())
}

const htmlLangDir = (page: Page) => page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`)

describe('language', () => {
  it('switches to Arabic from the globe button: RTL, Arabic tabs, kept after a reload', async () => {
    const { page, errors } = await newPage({ lang: 'en' })
    await openApp(page, '/home')
    await expect.poll(() => tabLabels(page), { timeout: 10_000 }).toEqual(TABS.map((t) => en(t.labelKey)))
    expect(await htmlLangDir(page)).toBe('en ltr')

    await page.getByRole('button', { name: en('language.choose') }).click()
    await page.getByRole('button', { name: 'العربية' }).click()

    const arabicTabs = TABS.map((t) => AR[t.labelKey] ?? `(no ${t.labelKey} in locales/ar.json)`)
    await expect.poll(() => htmlLangDir(page), { timeout: 10_000 }).toBe('ar rtl')
    await expect.poll(() => tabLabels(page), { timeout: 10_000 }).toEqual(arabicTabs)
    expect(await storageItem(page, 'lang')).toBe('ar')

    await reloadApp(page)
    await expectVisible(page.locator('nav.tab-bar'))
    await expect.poll(() => tabLabels(page), { timeout: 10_000 }).toEqual(arabicTabs)
    expect(await htmlLangDir(page)).toBe('ar rtl')
    expect(await storageItem(page, 'lang')).toBe('ar')
    expectNoErrors(errors)
  })

  it('breaks Japanese lines between phrases, never inside a word', async () => {
    const { page, errors } = await newPage({ lang: 'ja' })
    await openApp(page, '/home')
    await expect.poll(() => htmlLangDir(page), { timeout: 10_000 }).toBe('ja ltr')
    const wordBreak = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).wordBreak)
    expect(await wordBreak('nav.tab-bar a')).toBe('auto-phrase')
    expect(await wordBreak('#main')).toBe('auto-phrase')
    expectNoErrors(errors)
  })
})
