import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
// The expected figures use the app's own money helpers.
import { add, subtract } from '../../src/shared/lib/decimal'
import { formatMoney } from '../../src/shared/lib/format'
import { expectNoErrors, expectPath, expectVisible, UI_TIMEOUT_MS, useBrowser } from './browser'
import { advanceMockDays, connectWallet, overflowX, textOf, valueOf } from './fixtures/app'

// Issue 14's journey: a new user opens a buy with stop loss and take profit, modifies it, the mock
// price runs on until the take profit closes it, and the history shows the result by which the
// USDT balance moved, exactly. In English and in Arabic (right to left).

const { newPage } = useBrowser()

const plain = (text: string) => text.replace(/[^\d.+-]/g, '')

/** The price lines the chart draws (fixtures/chart-probe.ts writes them on its container), as title and price. */
async function priceLines(page: Page): Promise<[string, number][]> {
  const drawn = (await page.locator('.chart__canvas').getAttribute('data-price-lines')) ?? ''
  return drawn
    ? drawn
        .split('|')
        .map((line) => line.split('@') as [string, string])
        .map(([title, price]): [string, number] => [title, Number(price)])
        .sort((a, b) => a[1] - b[1])
    : []
}

describe.each([
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
])('trading ($lang)', ({ lang, dir }) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  it('opens a buy with stops, modifies it, and take profit closes it with the exact result', async () => {
    const { page, errors } = await newPage({ lang })
    await connectWallet(page, { lang })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir)

    await page.getByRole('link', { name: t('page.trade'), exact: true }).click()
    await expectPath(page, '/trade')
    const ticket = page.getByRole('form', { name: t('trade.ticket') })
    const available = valueOf(ticket, t('trade.available'))
    await expectVisible(available.getByText('10,000.00 USDT'))

    // Buy 0.01 BTC at the ask, stop loss and take profit far away.
    const ask = plain((await ticket.getByRole('button', { name: new RegExp(`^${t('trade.side.buy')}`) }).locator('bdi').textContent()) ?? '')
    await ticket.getByLabel(t('trade.field.volume'), { exact: true }).fill('0.01')
    await ticket.getByLabel(t('trade.field.stopLoss'), { exact: true }).fill(subtract(ask, 20000))
    await ticket.getByLabel(t('trade.field.takeProfit'), { exact: true }).fill(add(ask, 20000))
    expect(await overflowX(page)).toBeLessThanOrEqual(0)
    await ticket.getByRole('button', { name: t('trade.submit.buy', { symbol: 'BTCUSDT' }), exact: true }).click()
    const sheet = page.getByRole('dialog', { name: t('trade.confirm.title') })
    await sheet.getByRole('button', { name: t('trade.confirm.submit'), exact: true }).click()
    await expectVisible(page.getByText(t('trade.placed'), { exact: true }))

    const current = page.getByRole('tabpanel', { name: t('trade.scope.current') })
    const card = current.getByRole('article', { name: /BTCUSDT/ })
    await expectVisible(card.getByText(t('trade.status.open'), { exact: true }))
    const openPrice = plain((await valueOf(card, t('trade.field.openPrice')).textContent()) ?? '')
    expect(openPrice).toBe(ask)

    // The chart draws the order: its entry, stop loss and take profit.
    const stopLoss = subtract(ask, 20000)
    const linesOf = (takeProfit: string) => [
      [t('market.chart.line.stopLoss'), Number(stopLoss)],
      [t('market.chart.line.buy', { volume: '0.01' }), Number(openPrice)],
      [t('market.chart.line.takeProfit'), Number(takeProfit)],
    ]
    await page.getByRole('link', { name: t('trade.chart'), exact: true }).click()
    await expectPath(page, '/marketChart?symbol=BTCUSDT')
    await expect.poll(() => priceLines(page), { timeout: UI_TIMEOUT_MS }).toEqual(linesOf(add(ask, 20000)))
    await page.goBack()

    // Modify: the take profit comes close, 200 above the entry.
    await card.getByRole('button', { name: t('trade.modify'), exact: true }).click()
    const modify = page.getByRole('dialog', { name: t('trade.modifyTitle', { symbol: 'BTCUSDT' }) })
    await modify.getByLabel(t('trade.field.takeProfit'), { exact: true }).fill(add(openPrice, 200))
    await modify.getByRole('button', { name: t('trade.modifySave'), exact: true }).click()
    await expectVisible(card.getByText(t('trade.status.modified'), { exact: true }))

    // On the chart the take profit line moved; a day of prices later the take profit has closed the
    // order by itself, and its lines go while the chart is shown.
    await page.getByRole('link', { name: t('trade.chart'), exact: true }).click()
    await expect.poll(() => priceLines(page), { timeout: UI_TIMEOUT_MS }).toEqual(linesOf(add(openPrice, 200)))
    await advanceMockDays(page, 1)
    await expect.poll(() => priceLines(page), { timeout: UI_TIMEOUT_MS }).toEqual([])
    await page.goBack()
    await expectVisible(current.getByText(t('trade.empty.current'), { exact: true }))
    await page.getByRole('tab', { name: t('trade.scope.history'), exact: true }).click()
    const past = page.getByRole('tabpanel', { name: t('trade.scope.history') }).getByRole('article', { name: /BTCUSDT/ })
    await expectVisible(past.getByText(t('trade.status.closed'), { exact: true }))
    await expectVisible(valueOf(past, t('trade.field.closeReason')).getByText(t('trade.reason.takeProfit'), { exact: true }))
    const closePrice = plain((await valueOf(past, t('trade.field.closePrice')).textContent()) ?? '')
    expect(Number(closePrice)).toBeGreaterThanOrEqual(Number(add(openPrice, 200)))
    const result = plain((await valueOf(past, t('trade.field.result')).textContent()) ?? '')
    expect(Number(result)).toBeGreaterThan(0)

    // The balance moved by exactly the result.
    await expectVisible(available.getByText(`${formatMoney(add('10000', result))} USDT`, { exact: true }))
    expectNoErrors(errors)
  })
})
