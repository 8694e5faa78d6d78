import type { Locator, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { add, multiply, subtract, withThousands } from '../../src/shared/lib/decimal'
import { formatMoney } from '../../src/shared/lib/format'
import { expectHidden, expectNoErrors, expectVisible, openApp, UI_TIMEOUT_MS, useBrowser } from './browser'
import { connectWallet, textOf } from './fixtures/app'

// Issue 43: an open order's take profit dragged on the chart. While it moves, its line reads the
// price and the order's result there; let go, the modify sheet opens with that price, and only its
// Save sends 100655. Dragged to the wrong side of the entry, the sheet refuses it with the ticket's
// message and nothing is sent. By mouse in English, by finger in Arabic.

const { newPage } = useBrowser()

const SYMBOL = 'BTCUSDT'

/** A write sent from the page with its session, as a screen would (the order is the setting, not what is tested). */
async function send(page: Page, code: string, fields: Record<string, string>): Promise<Record<string, string>> {
  const answer = await page.evaluate(
    async ({ code, fields }) => {
      const session = JSON.parse(localStorage.getItem('map') ?? '{}') as { state?: { token?: string } }
      const body = new URLSearchParams({ ...fields, token: session.state?.token ?? '' })
      return (await (await fetch(`/adc/html/eto/${code}.do`, { method: 'POST', body })).json()) as { respCode: string; data: { order: Record<string, string> } }
    },
    { code, fields },
  )
  expect(answer.respCode, `${code}: ${JSON.stringify(answer)}`).toBe('00000')
  return answer.data.order
}

/** The price lines as drawn now (fixtures/chart-probe.ts), `title@price`. */
const linesOf = (chart: Locator) => chart.evaluate((el: HTMLElement) => (el as HTMLElement & { priceLinesNow(): string[] }).priceLinesNow())

/** Where a price is on the chart's price pane, in page px. */
async function pointOf(chart: Locator, price: string): Promise<{ x: number; y: number }> {
  const box = (await chart.boundingBox())!
  const y = await chart.evaluate((el: HTMLElement, p) => (el as HTMLElement & { priceToY(p: number): number | null }).priceToY(p), Number(price))
  expect(y, `${price} on the price pane`).not.toBeNull()
  return { x: box.x + box.width * 0.4, y: box.y + y! }
}

/** A finger drag, as the touchscreen sends it, held before it lifts so the line can be read. */
async function fingerDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, whileHeld: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y }] : [] })
  await touch('touchStart', from)
  for (let i = 1; i <= 8; i++) await touch('touchMove', { x: from.x, y: from.y + ((to.y - from.y) * i) / 8 })
  await whileHeld()
  await touch('touchEnd')
  await cdp.detach()
}

async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, whileHeld: () => Promise<void>) {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(to.x, to.y, { steps: 8 })
  await whileHeld()
  await page.mouse.up()
}

describe.each([
  { lang: 'en', drag: mouseDrag, by: 'mouse' },
  { lang: 'ar', drag: fingerDrag, by: 'finger' },
])('a take profit dragged on the chart ($lang, by $by)', ({ lang, drag }) => {
  const t = (key: string, values?: Record<string, string | number>) => textOf(lang, key, values)

  it('shows the price and the result while it moves, opens the modify sheet with it, and only Save changes the order; the wrong side is refused', async () => {
    const { page, errors } = await newPage({ lang })
    await connectWallet(page, { lang })
    // A buy of 0.01 BTC, its take profit 300 above the fill and its stop loss 300 below.
    const placed = await send(page, '10063', { symbol: SYMBOL, side: 'buy', kind: 'market', volume: '0.01', stopLoss: '', takeProfit: '' })
    const entry = placed.openPrice
    await send(page, '100655', { id: placed.id, stopLoss: subtract(entry, 300), takeProfit: add(entry, 300) })
    const modifies: Request[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/100655.do')) modifies.push(r)
    })

    await openApp(page, `/marketChart?symbol=${SYMBOL}`)
    const chart = page.getByRole('img', { name: t('market.chart.label', { symbol: SYMBOL }), exact: true })
    const tp = t('market.chart.line.takeProfit')
    await expect.poll(() => linesOf(chart), { timeout: UI_TIMEOUT_MS }).toContain(`${tp}@${Number(add(entry, 300))}`)

    // Up by 100: the line follows, reading its price and the result there (+0.01 × 400 = +4.00).
    const from = await pointOf(chart, add(entry, 300))
    const to = await pointOf(chart, add(entry, 400))
    let held = ''
    let heldY = 0
    await drag(page, from, to, async () => {
      held = (await linesOf(chart)).find((line) => line.startsWith(`${tp} `)) ?? ''
      heldY = (await pointOf(chart, held.split('@')[1] ?? '0')).y
    })
    const [label, heldAt] = held.split('@')
    // "TP 95,838.93 +4.00": the line's own title, then what the drag adds.
    const words = label.split(' ')
    const [shownPrice, shownResult] = words.slice(-2)
    expect(words.slice(0, -2).join(' ')).toBe(tp)
    expect(Math.abs(heldY - to.y), 'the line under the pointer, in px').toBeLessThan(1.5)
    // The price in the instrument's digits, and the result of 0.01 BTC from the entry to it.
    expect(shownPrice).toBe(withThousands(Number(heldAt).toFixed(2)))
    expect(shownResult).toBe(`+${formatMoney(multiply(subtract(Number(heldAt).toFixed(2), entry), '0.01'))}`)

    // Let go: the sheet, with that price; nothing sent yet, and the line back where the order has it.
    const sheet = page.getByRole('dialog', { name: textOf(lang, 'trade.modifyTitle', { symbol: SYMBOL }), exact: true })
    const takeProfit = sheet.getByLabel(t('trade.field.takeProfit'), { exact: true })
    await expectVisible(takeProfit)
    const dropped = await takeProfit.inputValue()
    expect(dropped, 'the price let go at').toBe(Number(heldAt).toFixed(2))
    expect(modifies).toHaveLength(0)
    expect(await linesOf(chart)).toContain(`${tp}@${Number(add(entry, 300))}`)
    await sheet.getByRole('button', { name: t('trade.modifySave'), exact: true }).click()
    await expectVisible(page.getByText(t('trade.modified'), { exact: true }))
    expect(modifies).toHaveLength(1)
    expect(Object.fromEntries(new URLSearchParams(modifies[0].postData() ?? ''))).toMatchObject({ id: placed.id, takeProfit: dropped, stopLoss: subtract(entry, 300) })
    await expect.poll(() => linesOf(chart), { timeout: UI_TIMEOUT_MS }).toContain(`${tp}@${Number(dropped)}`)

    // Down below the entry: a buy's take profit must be above it. Refused in the sheet, nothing sent.
    await drag(page, await pointOf(chart, dropped), await pointOf(chart, subtract(entry, 150)), async () => {})
    await expectVisible(takeProfit)
    await sheet.getByRole('button', { name: t('trade.modifySave'), exact: true }).click()
    await expectVisible(sheet.getByText(t('trade.error.takeProfit.buy', { price: withThousands(entry) }), { exact: true }))
    expect(modifies).toHaveLength(1)
    await sheet.getByRole('button', { name: t('common.cancel'), exact: true }).click()
    await expectHidden(sheet)
    expect(await linesOf(chart)).toContain(`${tp}@${Number(dropped)}`)
    expectNoErrors(errors)
  })
})
