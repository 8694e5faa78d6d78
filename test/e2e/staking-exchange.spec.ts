import { describe, expect, it } from 'vitest'
import { expectNoErrors, expectPath, expectVisible, reloadApp, useBrowser } from './browser'
import { advanceMockDays, connectWallet, overflowX, textOf, valueOf } from './fixtures/app'

// Issue 12: stake, let the mock clock pass the expiry, redeem, and see principal plus earnings in
// the balance; exchange, find it in the record with the exact amounts, and see both balances moved.
// In English and in Arabic (right to left).

const { newPage } = useBrowser()

describe.each([
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
])('staking and flash exchange ($lang)', ({ lang, dir }) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  it('stakes, redeems after expiry with the earnings, and finds them in the balance', async () => {
    const { page, errors } = await newPage({ lang })
    await connectWallet(page, { lang })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir)

    // From the ecology page to staking: 1,000 USDT for 7 days at 5% a year.
    await page.getByRole('link', { name: t('nav.ecology'), exact: true }).click()
    await page.getByRole('link', { name: t('page.staking'), exact: true }).click()
    await expectPath(page, '/staking')
    const amount = page.getByLabel(t('staking.field.amountIn', { coin: 'USDT' }), { exact: true })
    await amount.fill('1000')
    const form = page.locator('form.staking-form')
    await expectVisible(valueOf(form, t('staking.field.earnings')).getByText('0.95 USDT'))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await page.getByRole('button', { name: t('staking.stake'), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('staking.confirm.title') })
    await sheet.getByRole('button', { name: t('staking.confirm.submit'), exact: true }).click()
    await expectVisible(page.getByText(t('staking.success'), { exact: true }))
    await expectVisible(valueOf(form, t('staking.available')).getByText('9,000.00 USDT'))

    // The record: staked, not yet redeemable.
    await page.getByRole('link', { name: t('staking.viewRecords'), exact: true }).click()
    await expectPath(page, '/stakingRecord')
    const card = page.getByRole('article', { name: '1,000.00 USDT' })
    await expectVisible(card.getByText(t('staking.status.staked'), { exact: true }))
    expect(await card.getByRole('button').count()).toBe(0)

    // Past the expiry: redeem principal plus earnings.
    await advanceMockDays(page, 7)
    await reloadApp(page)
    const redeemLabel = t('staking.redeem', { amount: '1,000.95', coin: 'USDT' })
    await card.getByRole('button', { name: redeemLabel, exact: true }).click()
    // The confirm step first: what comes back.
    const confirm = page.getByRole('dialog', { name: t('staking.confirmRedeem.title'), exact: true })
    await expectVisible(valueOf(confirm, t('staking.confirmRedeem.total')).getByText('1,000.95 USDT'))
    await confirm.getByRole('button', { name: redeemLabel, exact: true }).click()
    await expectVisible(card.getByText(t('staking.status.redeemed'), { exact: true }))
    await page.getByRole('button', { name: t('common.back'), exact: true }).click()
    await expectPath(page, '/staking')
    await expectVisible(valueOf(page.locator('form.staking-form'), t('staking.available')).getByText('10,000.95 USDT'))
    expectNoErrors(errors)
  })

  it('exchanges at the quote, finds it in the record, and both balances moved', async () => {
    const { page, errors } = await newPage({ lang })
    await connectWallet(page, { lang })
    await page.getByRole('link', { name: t('nav.ecology'), exact: true }).click()
    await page.getByRole('link', { name: t('page.flashExchange'), exact: true }).click()
    await expectPath(page, '/flashExchange')

    // 320 USDT to ETH: rate 0.0003125, fee 0.2%, 0.0998 ETH received.
    await page.getByLabel(t('exchange.to'), { exact: true }).selectOption('ETH')
    await page.getByLabel(t('exchange.amount', { coin: 'USDT' }), { exact: true }).fill('320')
    const form = page.locator('form.exchange-form')
    await expectVisible(valueOf(form, t('exchange.receive')).getByText('0.0998 ETH'))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    const request = page.waitForRequest((r) => r.url().includes('/10056.do'))
    await page.getByRole('button', { name: t('exchange.submit'), exact: true }).click()
    // The confirm step first: paid, received, the fee, the quote's seconds.
    const confirm = page.getByRole('dialog', { name: t('exchange.confirm.title'), exact: true })
    await expectVisible(valueOf(confirm, t('exchange.confirm.pay')).getByText('320.00 USDT'))
    await expectVisible(valueOf(confirm, t('exchange.receive')).getByText('0.0998 ETH'))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await confirm.getByRole('button', { name: t('exchange.submit'), exact: true }).click()
    expect(new URLSearchParams((await request).postData() ?? '').get('quoteId')).toMatch(/^Q\d+$/)
    await expectVisible(page.getByText(t('exchange.success'), { exact: true }))
    await expectVisible(form.getByText(t('exchange.available', { amount: '9,680.00', coin: 'USDT' }), { exact: true }))
    await page.getByRole('button', { name: t('exchange.swap'), exact: true }).click()
    await expectVisible(page.getByText(t('exchange.available', { amount: '0.0998', coin: 'ETH' }), { exact: true }))

    // The record.
    await page.getByRole('link', { name: t('exchange.viewRecords'), exact: true }).click()
    await expectPath(page, '/flashRedemptionRecord')
    const record = page.getByRole('article', { name: 'USDT → ETH' })
    await expectVisible(valueOf(record, t('exchange.records.paid')).getByText('-320.00 USDT'))
    await expectVisible(valueOf(record, t('exchange.records.received')).getByText('+0.0998 ETH'))
    expectNoErrors(errors)
  })
})
