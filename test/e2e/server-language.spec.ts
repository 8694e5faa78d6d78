import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sayIn } from '../../src/mocks/messages'
import { backendCallsFinished, expectNoErrors, expectVisible, openApp, useBrowser } from './browser'
import { connectIn, seedText, seedTitle, textOf } from './fixtures/app'
import { installTestWallet } from './fixtures/test-wallet'

// Issue 25: what the backend writes (announcements, machine and instrument names, environments,
// refusals) reads in the app's language, like the app's own labels. Each screen is read whole, as
// a user sees it, and no English word may be left: only names that stay the same in every
// language (brands and models, coin and project tickers, units) are Latin.

const { newPage } = useBrowser()

/**
 * Latin words that are names, not English: machine brands and models, IDO projects, chip makers,
 * and the languages named in their own words (the announcement of the ten languages).
 */
const NAMES = new Set([
  ...['Antminer', 'WhatsMiner', 'Avalon', 'Pro', 'Hydro', 'Hashnova', 'TerraGrid', 'Orbit', 'Chain', 'Voltis', 'LumenPay', 'Samsung', 'Canaan', 'Solana'],
  ...['English', 'Français', 'Italiano'],
])
/** Units written the same in every language (TH/s, mm, kg, nm). */
const UNITS = new Set(['s', 'mm', 'kg', 'nm', 'm', 't'])

/** The English words on screen: Latin words with a small letter that are neither names nor units (codes like USDT, S19k or ERC20 are not words). */
async function englishOnScreen(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText)
  const words = text.match(/[\p{Script=Latin}\d][\p{Script=Latin}\d'-]*/gu) ?? []
  return [...new Set(words.filter((w) => /\p{Ll}/u.test(w) && !/\d/.test(w) && !NAMES.has(w) && !UNITS.has(w)))]
}

async function expectNoEnglish(page: Page, screen: string): Promise<void> {
  await backendCallsFinished(page)
  expect(await englishOnScreen(page), screen).toEqual([])
}

describe.each(['zh-CN', 'ja', 'ar'])('server text in %s', (lang) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  it('home, the news and one announcement, the mall, a machine and the market list', async () => {
    const { page, errors } = await newPage({ lang, context: { reducedMotion: 'reduce' } })

    await openApp(page, '/home')
    await expectVisible(page.getByRole('link', { name: `${t('news.unread')} ${seedTitle(lang, 'N1012')}`, exact: true }))
    await expectNoEnglish(page, '/home')

    await openApp(page, '/news')
    await expectVisible(page.getByRole('article', { name: seedTitle(lang, 'N1009') }))
    await expectNoEnglish(page, '/news')

    await openApp(page, '/newsDetail?id=N1012')
    await expectVisible(page.getByRole('heading', { name: seedTitle(lang, 'N1012') }))
    await expectNoEnglish(page, '/newsDetail')

    await openApp(page, '/miningMachine/miningMachineMall')
    await expectVisible(page.getByRole('article', { name: 'Antminer S21 Pro' }))
    await expectNoEnglish(page, '/miningMachine/miningMachineMall')

    await openApp(page, '/miningRigDetails?id=R201')
    await expectVisible(page.getByRole('heading', { name: seedText(lang, 'Antminer S19 XP · 30-day rental') }))
    await expectVisible(page.getByText(seedText(lang, '5–40 °C, 10–90% RH, air-cooled')))
    await expectNoEnglish(page, '/miningRigDetails')

    await openApp(page, '/marketPrices')
    await expectVisible(page.getByRole('link', { name: `XAUUSD ${seedText(lang, 'Gold')}`, exact: true }))
    await expectNoEnglish(page, '/marketPrices')
    expectNoErrors(errors)
  })

  it("says the backend's refusal in the language: a deposit reported twice", async () => {
    const { page, errors } = await newPage({ lang })
    const wallet = await installTestWallet(page)
    await connectIn(page, wallet, lang)
    await openApp(page, '/recharge')
    const report = async () => {
      await page.getByLabel(t('funds.deposit.amountIn', { coin: 'USDT' }), { exact: true }).fill('25')
      await page.getByLabel(t('funds.field.txHash'), { exact: true }).fill('5d'.repeat(32))
      await page.getByRole('button', { name: t('funds.deposit.submit'), exact: true }).click()
    }
    await report()
    await expectVisible(page.getByText(t('funds.deposit.reported'), { exact: true }).first())
    await report()
    await expectVisible(page.getByText(sayIn(lang, 'This transaction was reported already'), { exact: true }).first())
    await expectNoEnglish(page, 'the refusal')
    expectNoErrors(errors)
  })
})
