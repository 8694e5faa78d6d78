import type { Locator } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { expectNoErrors, expectPath, expectVisible, openApp, resetMockBackend, UI_TIMEOUT_MS, useBrowser } from './browser'
import { en } from './fixtures/app'

// design.md section 7, charts: 5,000 candles draw through one setData, a live tick is one update
// (never a full redraw), and the chart is removed on unmount: no heap growth over repeated trips.
// The figures are printed for the README; the budgets are the assertions. The calls are counted as
// they reach lightweight-charts (fixtures/chart-probe.ts, on the chart's container).

const { newPage } = useBrowser()

const counters = (chart: Locator) =>
  chart.evaluate((el: HTMLElement) => ({ setData: Number(el.dataset.setDataCalls ?? 0), update: Number(el.dataset.updateCalls ?? 0), bars: Number(el.dataset.bars ?? 0) }))

describe('chart performance', () => {
  // All six: 12 more series (MA 3, EMA 2, BOLL 3, MACD's line, signal and bars, RSI) in three lower panes.
  it.each([
    ['no indicator but volume', ['volume'], 0],
    ['all six indicators on', ['ma', 'ema', 'boll', 'volume', 'macd', 'rsi'], 12],
  ] as const)('draws 5,000 candles with one setData per series and no canvas resized, and a tick with one update per series (%s)', async (_, indicators, lines) => {
    const { page, errors } = await newPage()
    await openApp(page, `${inject('devUrl')}/marketPrices`)
    // The chart class straight from the dev server's source, outside the app, on 5,000 candles
    // (its lightweight-charts import is the probe, as in the app).
    await page.addScriptTag({
      type: 'module',
      content:
        "import { PriceChart } from '/src/features/market/chart/price-chart.ts'; import { DEFAULT_PERIODS } from '/src/features/market/chart/indicator-settings.ts'; Object.assign(window, { PriceChart, DEFAULT_PERIODS })",
    })
    await page.waitForFunction(() => 'PriceChart' in window, undefined, { timeout: UI_TIMEOUT_MS })
    const result = await page.evaluate(async (indicators) => {
      type Candle = { time: number; open: string; high: string; low: string; close: string; volume: string }
      const el = document.createElement('div')
      el.style.cssText = 'position:fixed;inset:0 0 auto 0;width:390px;height:320px;z-index:9'
      document.body.append(el)
      const candles: Candle[] = []
      let price = 95_000
      const start = Math.floor(Date.UTC(2026, 0, 1) / 1000)
      for (let i = 0; i < 5_000; i += 1) {
        const open = price
        price = Math.max(1, price + (Math.sin(i / 7) + Math.cos(i / 31)) * 40)
        const high = Math.max(open, price) + 15
        const low = Math.min(open, price) - 15
        candles.push({ time: start + i * 60, open: open.toFixed(2), high: high.toFixed(2), low: low.toFixed(2), close: price.toFixed(2), volume: (10 + (i % 13)).toFixed(2) })
      }
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
      type Chart = { reserveAxisFor(c: Candle[]): void; setIndicators(on: readonly string[], periods: unknown): void; setData(c: Candle[]): void; update(c: Candle): void; remove(): void }
      const { PriceChart, DEFAULT_PERIODS } = window as unknown as { PriceChart: new (el: HTMLElement, o: object) => Chart; DEFAULT_PERIODS: unknown }
      // As the app makes it: drawn empty first, its price axis already as wide as the labels to come,
      // its indicators (and their code) there before the candles.
      let drawings = 0
      const chart = new PriceChart(el, { digits: 2, onDrawn: () => (drawings += 1) })
      chart.setIndicators(indicators, DEFAULT_PERIODS)
      // Drawn without the math, then again once it came (volume alone needs none: nothing changes).
      const codeIn = indicators.length > 1 ? 2 : 0
      while (drawings < codeIn) await frame()
      chart.reserveAxisFor(candles)
      await frame()
      await frame()
      const canvasSizes = () => [...el.querySelectorAll('canvas')].map((c) => `${c.width}x${c.height}`).join(' ')
      const emptySizes = canvasSizes()
      const t0 = performance.now()
      chart.setData(candles)
      const setDataMs = performance.now() - t0
      // lightweight-charts paints on the next animation frame.
      await frame()
      await frame()
      const drawnMs = performance.now() - t0
      const drawnSizes = canvasSizes()
      const last = candles[candles.length - 1]
      const t1 = performance.now()
      chart.update({ ...last, close: (Number(last.close) + 5).toFixed(2), high: (Number(last.high) + 5).toFixed(2) })
      const updateMs = performance.now() - t1
      const d = el.dataset
      const after = {
        setDataCalls: Number(d.setDataCalls),
        updateCalls: Number(d.updateCalls),
        bars: Number(d.bars),
        canvases: el.querySelectorAll('canvas').length,
        indicatorSeries: Number(d.indicatorSeries),
        indicatorSetDataCalls: Number(d.indicatorSetDataCalls),
        indicatorUpdateCalls: Number(d.indicatorUpdateCalls),
      }
      chart.remove()
      el.remove()
      return { setDataMs, drawnMs, updateMs, emptySizes, drawnSizes, ...after }
    }, indicators)
    console.log(
      `[chart] 5,000 candles, ${_}: setData ${result.setDataMs.toFixed(1)} ms, drawn after ${result.drawnMs.toFixed(1)} ms; ` +
        `a live tick: update ${result.updateMs.toFixed(2)} ms; calls: setData ${result.setDataCalls}, update ${result.updateCalls}; ` +
        `indicator lines ${result.indicatorSeries}: setData ${result.indicatorSetDataCalls}, update ${result.indicatorUpdateCalls}`,
    )
    expect(result).toMatchObject({ setDataCalls: 1, updateCalls: 1, bars: 5_000 })
    // One pass: each indicator series got the 5,000 candles' values in one setData, and the tick one update.
    expect(result).toMatchObject({ indicatorSeries: lines, indicatorSetDataCalls: lines, indicatorUpdateCalls: lines })
    expect(result.canvases).toBeGreaterThan(0)
    // The candles came without resizing a canvas (a resize redraws every one of them).
    expect(result.drawnSizes).toBe(result.emptySizes)
    expectNoErrors(errors)
  })

  it('keeps a live chart on update, never a full redraw', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/marketChart?symbol=BTCUSDT')
    await resetMockBackend(page)
    const chart = page.getByRole('img', { name: en('market.chart.label', { symbol: 'BTCUSDT' }), exact: true })
    await expect.poll(async () => (await counters(chart)).bars, { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(0)
    const before = await counters(chart)
    // The mock clock moves a minute: the next poll (every 3 s) brings the moved candles.
    await page.evaluate(() => fetch('/__mock/clock', { method: 'POST', body: JSON.stringify({ ms: 60_000 }) }))
    await expect.poll(async () => (await counters(chart)).update, { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(before.update)
    const after = await counters(chart)
    console.log(`[chart] live: ${after.update - before.update} update call(s) for one poll, setData ${before.setData} → ${after.setData}`)
    expect(after.setData).toBe(before.setData)
    expect(after.update - before.update).toBeLessThanOrEqual(2)
    expectNoErrors(errors)
  })

  it('leaves no chart and no heap growth after twenty trips between the market list and a chart', async () => {
    const { page, context, errors } = await newPage()
    await openApp(page, '/marketPrices')
    await resetMockBackend(page)
    const cdp = await context.newCDPSession(page)
    const heapMb = async () => {
      // Twice: a first collection can leave what finalisers freed for the second.
      await cdp.send('HeapProfiler.collectGarbage')
      await cdp.send('HeapProfiler.collectGarbage')
      const { usedSize } = await cdp.send('Runtime.getHeapUsage')
      return usedSize / 1024 / 1024
    }
    const row = page.getByRole('link', { name: 'BTCUSDT Bitcoin', exact: true })
    const chart = page.getByRole('img', { name: en('market.chart.label', { symbol: 'BTCUSDT' }), exact: true })
    const heap: Record<number, number> = {}
    for (let trip = 1; trip <= 20; trip += 1) {
      await row.click()
      await expectPath(page, '/marketChart?symbol=BTCUSDT')
      await expect.poll(async () => (await counters(chart)).bars, { timeout: UI_TIMEOUT_MS }).toBeGreaterThan(0)
      await expectVisible(chart.locator('canvas').first())
      // The app's own back button.
      await page.getByRole('button', { name: en('common.back'), exact: true }).click()
      await expectPath(page, '/marketPrices')
      await expectVisible(row)
      await expect.poll(() => page.locator('canvas').count(), { timeout: UI_TIMEOUT_MS }).toBe(0)
      if (trip === 5 || trip === 20) heap[trip] = await heapMb()
    }
    const growth = heap[20] - heap[5]
    console.log(`[chart] JS heap after trip 5: ${heap[5].toFixed(2)} MB, after trip 20: ${heap[20].toFixed(2)} MB (growth ${growth.toFixed(2)} MB over 15 trips)`)
    expect(growth).toBeLessThan(1.5)
    expectNoErrors(errors)
  })
})
