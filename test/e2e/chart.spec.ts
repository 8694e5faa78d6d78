import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CANDLE_INTERVALS } from '../../src/shared/api/contract/market'
import { expectNoErrors, expectVisible, openApp, reloadApp, resetMockBackend, UI_TIMEOUT_MS, useBrowser } from './browser'
import { en, textOf } from './fixtures/app'

// The chart screen in real Chromium: every mode and interval redraws the one chart (the library's
// calls, as fixtures/chart-probe.ts counts them on the container: data-set-data-calls,
// data-update-calls, data-bars, data-series-type, data-visible-range), the mode survives a reload,
// a vertical finger drag over the chart scrolls the page and leaves the chart's range alone, and
// in Arabic the page is mirrored while the chart is not.

const { newPage } = useBrowser()

const CHART_PATH = '/marketChart?symbol=BTCUSDT'
/** Each mode's button and the kind of series the library draws for it. */
const MODES = [
  ['Candlestick', 'market.chart.mode.candle_solid'],
  ['Bar', 'market.chart.mode.ohlc'],
  ['Area', 'market.chart.mode.area'],
  ['Line', 'market.chart.mode.time_sharing'],
] as const

interface ChartState {
  setDataCalls: number
  updateCalls: number
  bars: number
  seriesType: string
  visibleRange: string
  canvases: number
}

const chartOf = (page: Page, lang = 'en') => page.getByRole('img', { name: textOf(lang, 'market.chart.label', { symbol: 'BTCUSDT' }), exact: true })

function stateOf(chart: Locator): Promise<ChartState> {
  return chart.evaluate((el: HTMLElement) => ({
    setDataCalls: Number(el.dataset.setDataCalls ?? 0),
    updateCalls: Number(el.dataset.updateCalls ?? 0),
    bars: Number(el.dataset.bars ?? 0),
    seriesType: el.dataset.seriesType ?? '',
    visibleRange: el.dataset.visibleRange ?? '',
    canvases: el.querySelectorAll('canvas').length,
  }))
}

/** Wait until the chart has drawn candles (its first setData). */
async function chartDrawn(chart: Locator): Promise<ChartState> {
  await expect.poll(async () => (await stateOf(chart)).bars, { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(0)
  return stateOf(chart)
}

/** Wait until the chart has redrawn since `before` (one more setData), and return its state. */
async function redrawnSince(chart: Locator, before: ChartState): Promise<ChartState> {
  await expect.poll(async () => (await stateOf(chart)).setDataCalls, { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(before.setDataCalls)
  const after = await stateOf(chart)
  expect(after.bars).toBeGreaterThan(0)
  expect(after.canvases).toBeGreaterThan(0)
  return after
}

/**
 * Records, from the page's start, every centred text the chart draws on a canvas (the time axis'
 * labels) with the animation frame it was drawn in, where it starts and ends and the canvas'
 * width, in CSS px: a label that runs past an end of its axis is cut off on screen ("No" for "Nov").
 */
async function recordTimeLabels(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const labels: { frame: number; text: string; left: number; right: number; width: number }[] = []
    let frame = 0
    const tick = () => {
      frame += 1
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
    Object.assign(window, { timeLabels: labels })
    const fillText = CanvasRenderingContext2D.prototype.fillText
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
      if (this.textAlign === 'center' && this.canvas.closest('.chart__canvas')) {
        const half = this.measureText(text).width / 2
        labels.push({ frame, text, left: x - half, right: x + half, width: this.canvas.width / this.getTransform().a })
      }
      fillText.call(this, text, x, y, maxWidth)
    }
  })
}

/**
 * The time labels of the last frame the chart drew them in (a redraw passes through frames on its
 * way to the new range): the frame, and the labels that run past the axis' right end, or its left
 * end when `oldestInView` (older candles off to the left scroll their labels in and out there).
 */
const lastLabels = (page: Page, oldestInView: boolean) =>
  page.evaluate((checkLeft) => {
    const labels = (window as unknown as { timeLabels: { frame: number; text: string; left: number; right: number; width: number }[] }).timeLabels
    const frame = Math.max(-1, ...labels.map((l) => l.frame))
    const cut = labels.filter((l) => l.frame === frame && (l.right > l.width + 0.5 || (checkLeft && l.left < -0.5)))
    return { frame, cut: cut.map((l) => `${l.text} ${l.left.toFixed(1)}..${l.right.toFixed(1)} of ${l.width}`).join(', ') }
  }, oldestInView)

/** The labels cut off once the chart has settled: no new frame of labels between two looks 200 ms apart. */
async function settledCutLabels(page: Page, oldestInView: boolean): Promise<string> {
  let seen = await lastLabels(page, oldestInView)
  await expect
    .poll(
      async () => {
        const now = await lastLabels(page, oldestInView)
        const settled = now.frame >= 0 && now.frame === seen.frame
        seen = now
        return settled
      },
      { timeout: UI_TIMEOUT_MS, interval: 200 },
    )
    .toBe(true)
  return seen.cut
}

describe('chart screen', () => {
  it('redraws for every mode and every interval, keeps every time label inside its axis, and keeps the mode after a reload', async () => {
    const { page, errors } = await newPage()
    await recordTimeLabels(page)
    await openApp(page, CHART_PATH)
    await resetMockBackend(page)
    const chart = chartOf(page)
    let state = await chartDrawn(chart)
    expect(state.seriesType).toBe('Candlestick')
    expect(await chart.getAttribute('dir')).toBe('ltr')

    const modes = page.getByRole('group', { name: en('market.chart.modes'), exact: true })
    // Candlestick is the default: start from the next one and come back to it.
    for (const [seriesType, key] of [...MODES.slice(1), MODES[0]]) {
      const button = modes.getByRole('button', { name: en(key), exact: true })
      await button.click()
      state = await redrawnSince(chart, state)
      expect(state.seriesType).toBe(seriesType)
      expect(await button.getAttribute('aria-pressed')).toBe('true')
    }

    const intervals = page.getByRole('group', { name: en('market.chart.intervals'), exact: true })
    for (const interval of CANDLE_INTERVALS) {
      // Each button shows its code (1m, 1M) and is named by its span ("1 minute"): find it by the code.
      const button = intervals.locator('button', { hasText: new RegExp(`^${interval}$`) })
      await button.click()
      state = await redrawnSince(chart, state)
      expect(await button.getAttribute('aria-pressed')).toBe('true')
      // Each interval's labels (times, days, months, years) whole, the newest at the right edge too.
      const width = (await chart.boundingBox())!.width
      expect(await settledCutLabels(page, state.bars * 6 < width), interval).toBe('')
      // Too few candles to reach across at the usual spacing (6M): they fill the width, the oldest at the left edge.
      if (interval === '6M') expect(state.bars * 6).toBeLessThan(width)
      if (state.bars * 6 < width) {
        await expect.poll(async () => Number((await stateOf(chart)).visibleRange.split(':')[0]), { timeout: UI_TIMEOUT_MS }).toBeGreaterThanOrEqual(-0.6)
      }
    }

    await modes.getByRole('button', { name: en('market.chart.mode.area'), exact: true }).click()
    await redrawnSince(chart, state)
    await reloadApp(page)
    const reloaded = await chartDrawn(chartOf(page))
    expect(reloaded.seriesType).toBe('Area')
    expect(await modes.getByRole('button', { name: en('market.chart.mode.area'), exact: true }).getAttribute('aria-pressed')).toBe('true')
    expectNoErrors(errors)
  })

  it('scrolls the page on a vertical finger drag over the chart, and pans the chart on a horizontal one', async () => {
    const { page, context, errors } = await newPage()
    await openApp(page, CHART_PATH)
    await resetMockBackend(page)
    const chart = chartOf(page)
    await chartDrawn(chart)
    // Room below the screen, so that the page has somewhere to scroll to.
    await page.addStyleTag({ content: '#main { padding-bottom: 1500px; }' })
    await expect.poll(async () => (await stateOf(chart)).visibleRange).not.toBe('')
    const before = await stateOf(chart)
    const cdp = await context.newCDPSession(page)
    // A finger drag as the touchscreen sends it (Input.synthesizeScrollGesture's touch source
    // does not scroll in headless Chromium; raw touch events go through the same path as a phone's).
    const drag = async (from: { x: number; y: number }, dx: number, dy: number) => {
      const at = (i: number) => [{ x: from.x + (dx * i) / 10, y: from.y + (dy * i) / 10 }]
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) })
      for (let i = 1; i <= 10; i += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    const centre = async () => {
      const box = (await chart.boundingBox())!
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    }
    const scrollY = () => page.evaluate(() => window.scrollY)
    /** The page has stopped moving (a fling may follow the finger). */
    const settled = async () => {
      let last = -1
      await expect.poll(async () => (last === (last = await scrollY()) ? 'still' : 'moving'), { timeout: UI_TIMEOUT_MS, interval: 200 }).toBe('still')
      return last
    }

    // The finger moves up 250 px over the chart: the page scrolls down, the chart stays as it was.
    await drag(await centre(), 0, -250)
    await expect.poll(scrollY, { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(100)
    await settled()
    expect((await stateOf(chart)).visibleRange).toBe(before.visibleRange)
    // The fling after the finger may carry the chart out of view (a CI run's went past it, and the
    // sideways drag below then touched nothing): the user brings it back before dragging it.
    await chart.scrollIntoViewIfNeeded()
    const scrolled = await settled()

    // The finger moves sideways over the chart: the chart pans, the page stays.
    await drag(await centre(), 200, 0)
    await expect.poll(async () => (await stateOf(chart)).visibleRange, { timeout: UI_TIMEOUT_MS }).not.toBe(before.visibleRange)
    expect(await scrollY()).toBe(scrolled)
    expectNoErrors(errors)
  })

  it.each(['en', 'ar'])('shows the legend whole at 320 px, a twelve-digit volume included (%s)', async (lang) => {
    const { page, errors } = await newPage({ lang, context: { viewport: { width: 320, height: 720 } } })
    await openApp(page, '/marketChart?symbol=TRXUSDT')
    await resetMockBackend(page)
    const chart = page.getByRole('img', { name: textOf(lang, 'market.chart.label', { symbol: 'TRXUSDT' }), exact: true })
    const state = await chartDrawn(chart)
    await page.getByRole('group', { name: textOf(lang, 'market.chart.intervals'), exact: true }).locator('button', { hasText: /^6M$/ }).click()
    await redrawnSince(chart, state)
    const legend = page.locator('.chart__legend dd').filter({ hasText: /\d/ })
    await expect.poll(() => legend.count(), { timeout: UI_TIMEOUT_MS }).toBe(5)
    const volume = await page.locator('.chart__legend-volume dd').innerText()
    // Six months of TRX traded: hundreds of billions, with its cents.
    expect(volume.replace(/,/g, '')).toMatch(/^\d{9,}\.\d{2}$/)
    // Nothing in the legend is cut off with an ellipsis.
    const cut = await page.locator('.chart__legend dd').evaluateAll((values) => values.filter((v) => v.scrollWidth > v.clientWidth).map((v) => v.textContent))
    expect(cut).toEqual([])
    expectNoErrors(errors)
  })

  it('mirrors the page in Arabic but not the chart', async () => {
    const { page, errors } = await newPage({ lang: 'ar' })
    await openApp(page, CHART_PATH)
    await resetMockBackend(page)
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const chart = chartOf(page, 'ar')
    await chartDrawn(chart)
    expect(await chart.getAttribute('dir')).toBe('ltr')
    expect(await chart.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    await expectVisible(page.getByRole('group', { name: textOf('ar', 'market.chart.modes'), exact: true }))
    await expectVisible(page.getByRole('link', { name: textOf('ar', 'market.ask'), exact: true }))
    expectNoErrors(errors)
  })
  for (const lang of ['en', 'ar']) {
    it(`${lang}: turns MA and RSI on from the toolbar, their values follow the crosshair, and they stay on after a reload`, async () => {
      const { page, errors } = await newPage({ lang })
      await openApp(page, CHART_PATH)
      await resetMockBackend(page)
      const chart = chartOf(page, lang)
      await chartDrawn(chart)
      const indicators = page.getByRole('group', { name: textOf(lang, 'market.indicators.title'), exact: true })
      const indicatorSeries = () => chart.evaluate((el: HTMLElement) => Number(el.dataset.indicatorSeries ?? 0))
      /** Which pane holds the price, of how many: `0/2` is the price over volume. */
      const panes = () => chart.evaluate((el: HTMLElement) => `${el.dataset.pricePane}/${el.dataset.panes}`)
      const modes = page.getByRole('group', { name: textOf(lang, 'market.chart.modes'), exact: true })
      const pickMode = (mode: string) => modes.getByRole('button', { name: textOf(lang, `market.chart.mode.${mode}`), exact: true }).click()
      expect(await indicatorSeries(), 'no indicator line before one is turned on').toBe(0)
      expect(await panes()).toBe('0/2')
      // Another chart type swaps the price series: it stays on top, volume below it.
      await pickMode('area')
      await expect.poll(panes, { timeout: UI_TIMEOUT_MS }).toBe('0/2')
      for (const id of ['ma', 'rsi']) {
        const chip = indicators.getByRole('button', { name: textOf(lang, `market.indicators.name.${id}`), exact: true })
        await chip.click()
        await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true')
      }
      // MA 7, 25 and 99 over the price, RSI 14 in a pane of its own.
      await expect.poll(indicatorSeries, { timeout: UI_TIMEOUT_MS }).toBe(4)
      await pickMode('candle_solid')
      await expect.poll(panes, { timeout: UI_TIMEOUT_MS }).toBe('0/3')
      expect(await indicatorSeries()).toBe(4)
      const legend = page.getByLabel(textOf(lang, 'market.indicators.legend'), { exact: true })
      const valueOf = (name: string) =>
        legend
          .locator('div', { has: page.getByText(name, { exact: true }) })
          .locator('dd')
          .innerText()
      await expect.poll(() => valueOf('MA7'), { timeout: UI_TIMEOUT_MS }).toMatch(/^[\d,]+\.\d+$/)
      await expect.poll(() => valueOf('RSI14'), { timeout: UI_TIMEOUT_MS }).toMatch(/^\d{1,3}\.\d{2}$/)
      // The crosshair over two candles: the legend shows each one's values, not the newest candle's.
      const box = (await chart.boundingBox())!
      const shown = async () => `${await valueOf('MA7')} ${await valueOf('RSI14')}`
      let before = await shown()
      for (const share of [0.35, 0.7]) {
        await page.mouse.move(box.x + box.width * share, box.y + box.height * 0.3)
        await expect.poll(shown, { timeout: UI_TIMEOUT_MS }).not.toBe(before)
        before = await shown()
        const [ma, rsi] = before.split(' ')
        expect(ma).toMatch(/^[\d,]+\.\d+$/)
        expect(Number(rsi)).toBeGreaterThanOrEqual(0)
        expect(Number(rsi)).toBeLessThanOrEqual(100)
      }
      // A one-candle average is the close itself: at the crosshair, the line's value is its candle's.
      await indicators.getByRole('button', { name: textOf(lang, 'market.indicators.settings'), exact: true }).click()
      const sheet = page.getByRole('dialog', { name: textOf(lang, 'market.indicators.settingsTitle'), exact: true })
      const period1 = sheet.getByRole('group', { name: textOf(lang, 'market.indicators.name.ma'), exact: true }).getByLabel(textOf(lang, 'market.indicators.field.ma1'), { exact: true })
      await period1.fill('1')
      await sheet.getByRole('button', { name: textOf(lang, 'market.indicators.save'), exact: true }).click()
      await expectVisible(legend.getByText('MA1', { exact: true }))
      const closeAt = () => page.getByLabel(textOf(lang, 'market.chart.legend'), { exact: true }).locator('div', { has: page.getByText(textOf(lang, 'market.chart.close'), { exact: true }) }).locator('dd').innerText()
      for (const share of [0.5, 0.85]) {
        await page.mouse.move(box.x + box.width * share, box.y + box.height * 0.3)
        await expect.poll(async () => (await valueOf('MA1')) === (await closeAt()), { timeout: UI_TIMEOUT_MS }).toBe(true)
      }
      // A device's choice: the same after a reload.
      await reloadApp(page)
      await chartDrawn(chartOf(page, lang))
      await expect.poll(indicatorSeries, { timeout: UI_TIMEOUT_MS }).toBe(4)
      await expectVisible(legend.getByText('RSI14', { exact: true }))
      // Their code came with the chart library: the lines were there before the candles, and each
      // got the candles once (a line made after them would redraw the chart in a new pane).
      expect(await chart.evaluate((el: HTMLElement) => el.dataset.indicatorSetDataCalls)).toBe('4')
      expectNoErrors(errors)
    })
  }
})
