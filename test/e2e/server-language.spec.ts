import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/shared/i18n/languages'
import { CONTENT } from '../../src/mocks/content'
import { sayIn } from '../../src/mocks/messages'
import { MESSAGE_CATALOGUE } from '../../src/mocks/messages/catalogue'
import { SEED_ANNOUNCEMENTS } from '../../src/mocks/seed-announcements'
import { backendCallsFinished, expectNoErrors, expectVisible, openApp, spaNavigate, useBrowser } from './browser'
import { connectWallet, messages, seedText, seedTitle, textOf } from './fixtures/app'

// Issue 25: what the backend writes (announcements, machine and instrument names, environments,
// refusals) reads in the app's language, like the app's own labels. Each screen is read whole, as
// a user sees it, and no English word may be left: only names that stay the same in every
// language (brands and models, coin and project tickers, units) are Latin. Every language but
// English; in French and Italian, where Latin words are the language's own, an English word is one
// the app's or the backend's English has and the language never uses.

const { newPage } = useBrowser()

/**
 * Latin words that are names, not English: machine brands and models, IDO projects, chip makers,
 * the Nasdaq index, networks that keep their Latin name in Russian, French and Italian (Ethereum (ERC20), as TRON),
 * and the languages named in their own words (the announcement of the ten languages).
 */
const NAMES = new Set([
  ...['Antminer', 'WhatsMiner', 'Avalon', 'Pro', 'Hydro', 'Hashnova', 'TerraGrid', 'Orbit', 'Chain', 'Voltis', 'LumenPay', 'Samsung', 'Canaan', 'Solana', 'Ethereum', 'Nasdaq'],
  ...['English', 'Français', 'Italiano'],
])
/** Units written the same in every language (TH/s, mm, kg, nm). */
const UNITS = new Set(['s', 'mm', 'kg', 'nm', 'm', 't'])

/** Latin words with a small letter that are neither names nor units (codes like USDT, S19k or ERC20 are not words). */
const wordsIn = (text: string): string[] =>
  (text.match(/[\p{Script=Latin}\d][\p{Script=Latin}\d'’-]*/gu) ?? []).filter((w) => /\p{Ll}/u.test(w) && !/\d/.test(w) && !NAMES.has(w) && !UNITS.has(w))

/** Every English word of the app and of the mock backend (its messages and seed content). */
const ENGLISH = new Set(
  [...Object.values(messages('en')), ...MESSAGE_CATALOGUE, ...SEED_ANNOUNCEMENTS.flatMap((a) => [a.title, a.html.replace(/<[^>]+>/g, ' ')]), ...Object.keys(CONTENT.fr.texts)]
    .flatMap(wordsIn)
    .map((w) => w.toLowerCase()),
)

/**
 * The English words on screen. In a language of another script every Latin word is one; in French
 * or Italian, a word of the app's or the backend's English that the app's own strings in the
 * language never use (the backend's translations are what is checked, so they are not the
 * measure; dates written by Intl are the language's own, and no English text has them).
 */
async function englishOnScreen(page: Page, lang: string): Promise<string[]> {
  const words = wordsIn(await page.evaluate(() => document.body.innerText))
  if (!LATIN_SCRIPT.has(lang)) return [...new Set(words)]
  const own = ownWords(lang)
  return [...new Set(words.filter((w) => ENGLISH.has(w.toLowerCase()) && !own.has(w.toLowerCase())))]
}
const LATIN_SCRIPT = new Set(['fr', 'it'])
const ownWordsByLanguage = new Map<string, Set<string>>()
const ownWords = (lang: string): Set<string> => {
  let words = ownWordsByLanguage.get(lang)
  if (!words) ownWordsByLanguage.set(lang, (words = new Set([...Object.values(messages(lang)).flatMap(wordsIn).map((w) => w.toLowerCase()), ...(SHARED_WITH_ENGLISH[lang] ?? [])])))
  return words
}
/** Words the language shares with English that its app strings happen not to use (the backend's texts do). */
const SHARED_WITH_ENGLISH: Record<string, string[]> = { fr: ['maintenance', 'message', 'site', 'phrase', 'globe'], it: ['container'] }

async function expectNoEnglish(page: Page, lang: string, screen: string): Promise<void> {
  await backendCallsFinished(page)
  expect(await englishOnScreen(page, lang), screen).toEqual([])
}

describe.each(LANGUAGES.map((l) => l.code).filter((code) => code !== 'en'))('server text in %s', (lang) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  // One load, then from screen to screen inside the app, as a user moves.
  it('home, the news and one announcement, the mall, a machine and the market list', async () => {
    const { page, errors } = await newPage({ lang, context: { reducedMotion: 'reduce' } })

    await openApp(page, '/home')
    await expectVisible(page.getByRole('link', { name: `${t('news.unread')} ${seedTitle(lang, 'N1012')}`, exact: true }))
    await expectNoEnglish(page, lang, '/home')

    await spaNavigate(page, '/news')
    await expectVisible(page.getByRole('article', { name: seedTitle(lang, 'N1009') }))
    await expectNoEnglish(page, lang, '/news')

    await spaNavigate(page, '/newsDetail?id=N1012')
    await expectVisible(page.getByRole('heading', { name: seedTitle(lang, 'N1012') }))
    await expectNoEnglish(page, lang, '/newsDetail')

    await spaNavigate(page, '/miningMachine/miningMachineMall')
    await expectVisible(page.getByRole('article', { name: 'Antminer S21 Pro' }))
    await expectNoEnglish(page, lang, '/miningMachine/miningMachineMall')

    await spaNavigate(page, '/miningRigDetails?id=R201')
    await expectVisible(page.getByRole('heading', { name: seedText(lang, 'Antminer S19 XP · 30-day rental') }))
    await expectVisible(page.getByText(seedText(lang, '5–40 °C, 10–90% RH, air-cooled')))
    await expectNoEnglish(page, lang, '/miningRigDetails')

    await spaNavigate(page, '/marketPrices')
    await expectVisible(page.getByRole('link', { name: `XAUUSD ${seedText(lang, 'Gold')}`, exact: true }))
    await expectNoEnglish(page, lang, '/marketPrices')
    expectNoErrors(errors)
  })

  it("says the backend's refusal in the language: a deposit reported twice", async () => {
    const { page, errors } = await newPage({ lang })
    await connectWallet(page, { lang })
    await spaNavigate(page, '/recharge')
    const report = async () => {
      await page.getByLabel(t('funds.deposit.amountIn', { coin: 'USDT' }), { exact: true }).fill('25')
      await page.getByLabel(t('funds.field.txHash'), { exact: true }).fill('5d'.repeat(32))
      await page.getByRole('button', { name: t('funds.deposit.submit'), exact: true }).click()
    }
    await report()
    await expectVisible(page.getByText(t('funds.deposit.reported'), { exact: true }).first())
    await report()
    await expectVisible(page.getByText(sayIn(lang, 'This transaction was reported already'), { exact: true }).first())
    await expectNoEnglish(page, lang, 'the refusal')
    expectNoErrors(errors)
  })
})
