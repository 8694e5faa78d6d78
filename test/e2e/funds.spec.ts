import { describe, expect, it } from 'vitest'
import { expectNoErrors, expectPath, expectVisible, pathOf, UI_TIMEOUT_MS, useBrowser } from './browser'
import { advanceMockTime, connectWallet, openMyAssets, overflowX, seedText, textOf, valueOf } from './fixtures/app'

// Issue 13: a new user reports a deposit and sees it credited after its confirmations; withdraws
// to a mistyped address (refused before sending), then to a valid one, watches it move through its
// steps on the detail page, and finds both in the records and the finance ledger.
// In English and in Arabic (right to left).

const { newPage } = useBrowser()

const TX_HASH = '7c'.repeat(32)
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
// The same address with one character changed: right prefix, length and alphabet, wrong checksum.
const MISTYPED = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'
const MINUTE = 60_000

describe.each([
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
])('funds journey ($lang)', ({ lang, dir }) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  it('deposits, withdraws, and finds both in the records and the ledger', async () => {
    const { page, errors } = await newPage({ lang })
    await connectWallet(page, { lang })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir)

    // My page -> assets: 10,000 USDT from the start.
    await openMyAssets(page, lang)
    const usdt = page.getByRole('article', { name: 'USDT', exact: true })
    await expectVisible(valueOf(usdt, t('funds.assets.available')).getByText('10,000.00', { exact: true }))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)

    // Deposit on TRON: the address with its QR code, then report 250 USDT with its hash.
    await page.getByRole('link', { name: t('page.recharge'), exact: true }).click()
    await expectPath(page, '/recharge')
    await expectVisible(page.getByRole('heading', { name: t('funds.deposit.addressOf', { coin: 'USDT', chain: seedText(lang, 'TRON (TRC20)') }) }))
    await expectVisible(page.locator('.qr-code svg'))
    await page.getByLabel(t('funds.deposit.amountIn', { coin: 'USDT' }), { exact: true }).fill('250')
    await page.getByLabel(t('funds.field.txHash'), { exact: true }).fill(TX_HASH)
    const report = page.waitForRequest((r) => r.url().includes('/10011.do'))
    await page.getByRole('button', { name: t('funds.deposit.submit'), exact: true }).click()
    expect(new URLSearchParams((await report).postData() ?? '').get('txHash')).toBe(TX_HASH)
    await expectVisible(page.getByText(t('funds.deposit.reported'), { exact: true }).first())
    expect(await overflowX(page)).toBeLessThanOrEqual(0)

    // The record: confirming, then credited once the chain has 19 confirmations (57 s on the mock clock).
    await page.getByRole('link', { name: t('funds.deposit.viewRecord'), exact: true }).click()
    await expectPath(page, '/rechargeRecord')
    const deposit = page.getByRole('article', { name: t('funds.type.deposit'), exact: true })
    await expectVisible(deposit.getByText(t('funds.status.submitted'), { exact: true }))
    await expectVisible(valueOf(deposit, t('funds.field.confirmations')).getByText('0/19'))
    await advanceMockTime(page, { ms: MINUTE })
    await page.getByRole('button', { name: t('common.refresh'), exact: true }).click()
    await expectVisible(deposit.getByText(t('funds.status.successful'), { exact: true }))
    await expectVisible(valueOf(deposit, t('funds.field.balanceAfter')).getByText('10,250.00 USDT'))

    // Withdraw: the mistyped address is refused before anything is sent.
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/10051.do')) sent.push(r.url())
    })
    // In-app, as a user goes: a full reload could cut a call short, which the dev server then answers.
    const back = page.getByRole('button', { name: t('common.back'), exact: true })
    await back.click()
    await expectPath(page, '/recharge')
    await back.click()
    await expectPath(page, '/assets')
    await page.getByRole('link', { name: t('page.withdraw'), exact: true }).click()
    await expectPath(page, '/withdraw')
    const address = page.getByLabel(t('funds.field.addressOn', { chain: seedText(lang, 'TRON (TRC20)') }), { exact: true })
    await address.fill(MISTYPED)
    await page.getByLabel(t('funds.withdraw.amountIn', { coin: 'USDT' }), { exact: true }).fill('100')
    const form = page.locator('form.funds-form')
    await expectVisible(valueOf(form, t('funds.withdraw.fee')).getByText('1.00 USDT'))
    await expectVisible(valueOf(form, t('funds.withdraw.total')).getByText('101.00 USDT'))
    await page.getByRole('button', { name: t('funds.withdraw.submit'), exact: true }).click()
    await expectVisible(form.getByRole('alert').getByText(t('funds.address.error.checksum'), { exact: true }))
    expect(sent).toEqual([])

    // The right address: the confirm step shows it whole, with the amounts.
    await address.fill(ADDRESS)
    await page.getByRole('button', { name: t('funds.withdraw.submit'), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('funds.withdraw.confirmTitle') })
    await expectVisible(valueOf(sheet, t('funds.field.address')).getByText(ADDRESS))
    await expectVisible(valueOf(sheet, t('funds.withdraw.arrival')).getByText('100.00 USDT'))
    await expectVisible(valueOf(sheet, t('funds.withdraw.fee')).getByText('1.00 USDT'))
    await sheet.getByRole('button', { name: t('funds.withdraw.confirm'), exact: true }).click()
    await expect.poll(() => pathOf(page), { timeout: UI_TIMEOUT_MS }).toMatch(/^\/withdrawalDetails\?id=W\d+$/)
    expect(sent).toHaveLength(1)

    // The detail page: submitted, then reviewed, processing and successful, ten minutes apart.
    const timeline = page.getByRole('list', { name: t('funds.withdrawal.timeline') })
    const current = timeline.locator('[aria-current="step"]')
    await expectVisible(current.getByText(t('funds.status.submitted'), { exact: true }))
    for (const status of ['reviewed', 'processing', 'successful']) {
      await advanceMockTime(page, { ms: 10 * MINUTE })
      await page.getByRole('button', { name: t('common.refresh'), exact: true }).click()
      await expectVisible(current.getByText(t(`funds.status.${status}`), { exact: true }))
    }
    expect(await overflowX(page)).toBeLessThanOrEqual(0)

    // The withdrawal record, and both movements in the finance ledger.
    await back.click()
    await expectPath(page, '/withdraw')
    await page.getByRole('link', { name: t('page.withdrawRecord'), exact: true }).click()
    await expectPath(page, '/withdrawRecord')
    const withdrawal = page.getByRole('article', { name: '100.00 USDT' })
    await expectVisible(withdrawal.getByText(t('funds.status.successful'), { exact: true }))
    await back.click()
    await expectPath(page, '/withdraw')
    await back.click()
    await expectPath(page, '/assets')
    await page.getByRole('link', { name: t('page.finance'), exact: true }).click()
    await expectPath(page, '/finance')
    const out = page.getByRole('article', { name: t('funds.type.withdrawal'), exact: true })
    await expectVisible(valueOf(out, t('funds.field.amount')).getByText('-101.00 USDT'))
    await expectVisible(out.getByText(t('funds.status.successful'), { exact: true }))
    const credited = page.getByRole('article', { name: t('funds.type.deposit'), exact: true })
    await expectVisible(valueOf(credited, t('funds.field.amount')).getByText('+250.00 USDT'))
    await expectVisible(valueOf(out, t('funds.field.balanceAfter')).getByText('10,149.00 USDT'))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    expectNoErrors(errors)
  })
})
