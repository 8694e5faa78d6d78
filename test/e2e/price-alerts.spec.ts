import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { instrumentOf, midPrice } from '../../src/mocks/handlers/market'
import { CLOCK_START } from '../../src/mocks/seed'
import { withThousands } from '../../src/shared/lib/decimal'
import { expectHidden, expectNoErrors, expectVisible, openApp, UI_TIMEOUT_MS, useBrowser } from './browser'
import { advanceMockTime, textOf } from './fixtures/app'

// Issue 43: a price alert set below the price on the chart screen; the mock clock moves on until the
// price has fallen through it, and on another screen the alert says so once, then is gone. The mock
// backend's prices are its own seeded function of its clock (src/mocks/handlers/market.ts): the spec
// reads from it how far to move the clock, as a tester knows the script of a demo backend.

const { newPage } = useBrowser()

const SYMBOL = 'BTCUSDT'
const HOUR_MS = 3_600_000

/** Every toast the page shows from now on, in order (each one's text). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { toastsSeen: seen })
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLElement && node.classList.contains('toast')) seen.push(node.textContent ?? '')
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => [...(window as unknown as { toastsSeen: string[] }).toastsSeen])
}

/** Move the mock clock, and wait for the next quotes the page asks for (they carry the price then). */
async function moveClock(page: Page, ms: number): Promise<void> {
  const polled = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/10060.do'), { timeout: UI_TIMEOUT_MS })
  await advanceMockTime(page, { ms })
  await polled
}

describe.each(['en', 'ar'])('price alerts (%s)', (lang) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  it('sets an alert below the price, which fires once on another screen when the price falls through it', async () => {
    const { page, errors } = await newPage({ lang })
    await openApp(page, `/marketChart?symbol=${SYMBOL}`)
    // The price now, as the mock's clock has it and the screen shows it; the alert 0.2 % below.
    const btc = instrumentOf(SYMBOL)
    const now = midPrice(btc, CLOCK_START).toFixed(2)
    await expectVisible(page.locator('.quote__last').getByText(withThousands(now), { exact: true }))
    const target = (Number(now) * 0.998).toFixed(2)
    let hours = 1
    while (midPrice(btc, CLOCK_START + hours * HOUR_MS) > Number(target)) hours++

    // A tap on the price scale, beside the target: the sheet opens with the price there.
    const chart = page.getByRole('img', { name: t('market.chart.label', { symbol: SYMBOL }), exact: true })
    await expect.poll(() => chart.evaluate((el: HTMLElement) => Number(el.dataset.bars ?? 0)), { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(0)
    const box = (await chart.boundingBox())!
    const y = await chart.evaluate((el: HTMLElement, p) => (el as HTMLElement & { priceToY(p: number): number | null }).priceToY(p), Number(target))
    const tap = { x: box.x + box.width - 12, y: box.y + y! }
    await (lang === 'ar' ? page.touchscreen.tap(tap.x, tap.y) : page.mouse.click(tap.x, tap.y))
    const sheet = page.getByRole('dialog', { name: t('alerts.title'), exact: true })
    const field = sheet.getByLabel(t('alerts.price'), { exact: true })
    await expectVisible(field)
    // Within a pixel's worth of price of the target (the price scale's few hundred px span some thousands).
    expect(Math.abs(Number(await field.inputValue()) - Number(target))).toBeLessThan(30)
    await expectVisible(sheet.getByText(t('alerts.empty'), { exact: true }))
    await field.fill('')
    // Nothing typed: refused with the reason, nothing kept.
    await sheet.getByRole('button', { name: t('alerts.add'), exact: true }).click()
    await expectVisible(sheet.getByText(t('alerts.error.price'), { exact: true }))
    await field.fill(target)
    await expectVisible(sheet.getByText(t('alerts.whenBelow', { symbol: SYMBOL, price: withThousands(target) }), { exact: true }))
    await sheet.getByRole('button', { name: t('alerts.add'), exact: true }).click()
    await expectVisible(page.getByText(t('alerts.set', { symbol: SYMBOL, price: withThousands(target) }), { exact: true }))
    const item = t('alerts.item.below', { symbol: SYMBOL, price: withThousands(target) })
    await expectVisible(sheet.getByText(item, { exact: true }))
    await sheet.getByRole('button', { name: t('common.close'), exact: true }).click()
    await expectHidden(sheet)

    // Another screen, the next visit: home.
    await openApp(page, '/home')
    const toasts = await recordToasts(page)
    const [before, after] = t('alerts.fired.below', { symbol: SYMBOL, price: '\u0000', target: withThousands(target) }).split('\u0000')
    const fired = (all: string[]) => all.filter((text) => text.startsWith(before) && text.endsWith(after))

    // Just before the price gets there: nothing.
    await moveClock(page, (hours - 1) * HOUR_MS)
    expect(fired(await toasts())).toEqual([])
    await moveClock(page, HOUR_MS)
    await expect.poll(async () => fired(await toasts()).length, { timeout: UI_TIMEOUT_MS }).toBe(1)
    // The price it fell to, as the quote had it.
    const price = midPrice(btc, CLOCK_START + hours * HOUR_MS).toFixed(2)
    expect(fired(await toasts())).toEqual([`${before}${withThousands(price)}${after}`])
    // The price goes on moving, below and back: once only.
    for (let i = 0; i < 2; i++) await moveClock(page, HOUR_MS)
    expect(fired(await toasts())).toHaveLength(1)

    // The alert is gone from the list (the bell opens the same sheet).
    await openApp(page, `/marketChart?symbol=${SYMBOL}`)
    await page.getByRole('button', { name: t('alerts.open', { symbol: SYMBOL }), exact: true }).click()
    await expectVisible(sheet.getByText(t('alerts.empty'), { exact: true }))
    expectNoErrors(errors)
  })
})
