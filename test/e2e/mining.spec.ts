import { describe, expect, it } from 'vitest'
import { expectHidden, expectNoErrors, expectPath, expectVisible, openApp, reloadApp, useBrowser } from './browser'
import { advanceMockDays, connectWallet, overflowX, textOf } from './fixtures/app'

// Issue 4: connect, buy a machine, see it in my machines, let the mock clock pass a day, see the
// income record and the new balance. In English and in Arabic (right to left).

const { newPage } = useBrowser()

describe.each([
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
])('mining journey ($lang)', ({ lang, dir }) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  it('buys a machine, sees it running, and a day later its income and balance', async () => {
    const { page, errors } = await newPage({ lang })
    await connectWallet(page, { lang })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir)

    // The shop: the mining tab, one card per machine; open the S21 Pro.
    await page.getByRole('link', { name: t('nav.mining'), exact: true }).click()
    await expectPath(page, '/miningMachine/miningMachineMall')
    const card = page.getByRole('article', { name: 'Antminer S21 Pro' })
    await expectVisible(card)
    await expectVisible(card.getByText(t('mining.phase.inProgress'), { exact: true }))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await card.getByRole('link', { name: 'Antminer S21 Pro' }).click()
    await expectPath(page, '/miningRigDetails?id=M101')

    // Detail: parameters, estimate, balance; buy one through the confirm sheet.
    await expectVisible(page.getByRole('heading', { name: t('mining.detail.important') }))
    await expectVisible(page.getByText('10,000.00 USDT', { exact: true }))
    const quantity = page.getByLabel(t('mining.buy.quantity'), { exact: true })
    expect(await quantity.inputValue()).toBe('1')
    await page.getByRole('button', { name: t('mining.buy.buy'), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('mining.confirm.title') })
    await expectVisible(sheet)
    await expectVisible(sheet.getByText('4,896.00 USDT', { exact: true }))
    const buyRequest = page.waitForRequest((r) => r.url().includes('/10022.do'))
    await sheet.getByRole('button', { name: t('mining.confirm.submit'), exact: true }).click()
    const fields = new URLSearchParams((await buyRequest).postData() ?? '')
    expect([fields.get('id'), fields.get('quantity')]).toEqual(['M101', '1'])
    await expectVisible(page.getByText(t('mining.buy.success'), { exact: true }))
    await expectVisible(page.getByText('5,104.00 USDT', { exact: true }))
    await expectVisible(page.getByText(t('mining.phase.joined'), { exact: true }))

    // My machines: running, no output yet.
    await page.getByRole('link', { name: t('mining.buy.viewMine'), exact: true }).click()
    await expectPath(page, '/miningMachine/myMiningMachine')
    const mine = page.getByRole('article', { name: 'Antminer S21 Pro' })
    await expectVisible(mine)
    expect(await mine.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0')

    // A day passes on the mock clock: one day of output.
    await advanceMockDays(page, 1)
    await reloadApp(page)
    await expectVisible(mine)
    await expect.poll(() => mine.getByRole('progressbar').getAttribute('aria-valuenow'), { timeout: 10_000 }).toBe('1')
    await expectVisible(mine.getByText('0.000155 BTC', { exact: true }).first())

    // Mining income: the record and the new balances.
    await page.getByRole('link', { name: t('page.miningIncome'), exact: true }).click()
    await expectPath(page, '/miningIncome')
    const record = page.getByRole('article', { name: 'Antminer S21 Pro' })
    await expectVisible(record)
    await expectVisible(record.getByText('+0.000155 BTC', { exact: true }))
    const balances = page.getByRole('region', { name: t('mining.income.balances') })
    await expectVisible(balances.getByText('0.000155', { exact: true }))
    await expectVisible(balances.getByText('5,104.00', { exact: true }))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    expectNoErrors(errors)
  })

  it('a rental says the lease succeeded, a joint venture and a hashrate share say what was bought', async () => {
    const { page, errors } = await newPage({ lang })
    await connectWallet(page, { lang })
    for (const { id, button, success } of [
      { id: 'R201', button: 'mining.buy.rent', success: 'mining.buy.rentSuccess' },
      { id: 'J301', button: 'mining.buy.buy', success: 'mining.buy.jointVentureSuccess' },
      { id: 'S401', button: 'mining.buy.buy', success: 'mining.buy.shareSuccess' },
    ]) {
      await openApp(page, `/miningRigDetails?id=${id}`)
      await page.getByRole('button', { name: t(button), exact: true }).click()
      const sheet = page.getByRole('dialog')
      await sheet.getByRole('button', { name: t('mining.confirm.submit'), exact: true }).click()
      await expectVisible(page.getByText(t(success), { exact: true }))
      await expectHidden(sheet)
    }
    expectNoErrors(errors)
  })
})
