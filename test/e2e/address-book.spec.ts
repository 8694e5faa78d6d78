import { describe, expect, it } from 'vitest'
import { expectNoErrors, expectPath, expectVisible, openApp, pathOf, UI_TIMEOUT_MS, useBrowser } from './browser'
import { connectWallet, overflowX, pressConnect, seedText, textOf } from './fixtures/app'
import { switchAccount } from './fixtures/test-wallet'
import { seriousAxeViolations, smallTapTargets, unnamedFormControls } from './quality/a11y-checks'

// Issue 27, saved withdrawal addresses, at 360 px in English and Arabic (right to left): save the
// typed address with a label, pick it back into the form, a first withdrawal says so in the
// confirm step, the book is listed from the my page, and another account sees none of it. The
// list sheet and the confirm step are photographed to test-results/address-book-<lang>.png and
// address-book-confirm-<lang>.png.

const { newPage } = useBrowser()

const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

describe.each([
  { lang: 'en', label: 'Binance' },
  { lang: 'ar', label: 'محفظتي' },
])('saved addresses ($lang)', ({ lang, label }) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  it('saves, picks, notes a first withdrawal, lists under my page, and keeps it from another account', async () => {
    const { page, errors } = await newPage({ lang, context: { viewport: { width: 360, height: 780 } } })
    const wallet = await connectWallet(page, { lang })

    // My page -> saved addresses: none yet, and the way to the withdrawal form.
    const openBook = async () => {
      await openApp(page, '/my')
      await page.getByRole('link', { name: t('page.addressBook'), exact: true }).click()
      await expectPath(page, '/addressBook')
    }
    await openBook()
    await expectVisible(page.getByText(t('addressBook.emptyAll'), { exact: true }))
    await page.getByRole('link', { name: t('page.withdraw'), exact: true }).click()
    await expectPath(page, '/withdraw')

    // Save the typed address with a label.
    const address = page.getByLabel(t('funds.field.addressOn', { chain: seedText(lang, 'TRON (TRC20)') }), { exact: true })
    await address.fill(ADDRESS)
    await page.getByRole('button', { name: t('addressBook.saveThis'), exact: true }).click()
    const save = page.getByRole('dialog', { name: t('addressBook.saveTitle', { chain: seedText(lang, 'TRON (TRC20)') }) })
    await expectVisible(save)
    expect(await unnamedFormControls(page)).toEqual([])
    await save.getByLabel(t('addressBook.label'), { exact: true }).fill(label)
    await save.getByRole('button', { name: t('addressBook.save'), exact: true }).click()
    await expectVisible(page.getByText(t('addressBook.saved'), { exact: true }))

    // Pick it back into an emptied field, from the list sheet (photographed, nothing wider than the screen).
    await address.fill('')
    await page.getByRole('button', { name: new RegExp(`^${t('addressBook.open')}`) }).click()
    const list = page.getByRole('dialog', { name: t('addressBook.listTitle', { chain: seedText(lang, 'TRON (TRC20)') }) })
    await expectVisible(list.getByText(ADDRESS, { exact: true }))
    expect(await list.getByText(ADDRESS, { exact: true }).evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/address-book-${lang}.png` })
    // The quality specs open routes, not sheets: the list sheet gets the same checks here.
    expect(await seriousAxeViolations(page)).toEqual([])
    expect(await smallTapTargets(page)).toEqual([])
    await list.getByRole('button', { name: t('addressBook.useLabel', { label }), exact: true }).click()
    await expect.poll(() => address.inputValue(), { timeout: UI_TIMEOUT_MS }).toBe(ADDRESS)

    // The first withdrawal to it says so; the request carries the picked address.
    await page.getByLabel(t('funds.withdraw.amountIn', { coin: 'USDT' }), { exact: true }).fill('100')
    await page.getByRole('button', { name: t('funds.withdraw.submit'), exact: true }).click()
    const confirm = page.getByRole('dialog', { name: t('funds.withdraw.confirmTitle') })
    await expectVisible(confirm.getByText(t('addressBook.firstWithdrawal'), { exact: true }))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `test-results/address-book-confirm-${lang}.png` })
    const request = page.waitForRequest((r) => r.url().includes('/10051.do'))
    await confirm.getByRole('button', { name: t('funds.withdraw.confirm'), exact: true }).click()
    expect(new URLSearchParams((await request).postData() ?? '').get('address')).toBe(ADDRESS)
    await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS }).toMatch(/^\/withdrawalDetails\?id=W\d+$/)

    // Under the my page: the TRON group with it, now used.
    await openBook()
    const tron = page.getByRole('region', { name: seedText(lang, 'TRON (TRC20)'), exact: true })
    await expectVisible(tron.getByText(label, { exact: true }))
    await expectVisible(tron.getByText(ADDRESS, { exact: true }))
    expect(await tron.getByText(t('addressBook.notUsed'), { exact: true }).count()).toBe(0)
    expect(await overflowX(page)).toBeLessThanOrEqual(0)

    // Another account in the wallet: the session ends; signed in again as B, the book is empty.
    await switchAccount(page, 'B')
    await expectPath(page, '/home')
    await pressConnect(page, wallet, lang)
    await openBook()
    await expectVisible(page.getByText(t('addressBook.emptyAll'), { exact: true }))
    expect(await page.getByText(label, { exact: true }).count()).toBe(0)
    expectNoErrors(errors)
  })
})
