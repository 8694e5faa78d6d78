import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Candle } from '@/shared/api/contract/market'
import { groupThousands } from '@/shared/lib/thousands'
import { afterFirstPaint, afterNextPaint } from '@/shared/lib/first-paint'
import { prepareDateFormats } from '@/shared/lib/intl'
import type { ChartType } from '@/shared/stores/session-store'
import { isComputed, type IndicatorId, type IndicatorPeriods } from './indicator-settings'
import type { IndicatorValue, PriceChart, PriceLine } from './price-chart'

interface PriceChartViewProps {
  /** The history of the shown interval (one setData whenever a new list arrives); undefined keeps what is drawn. */
  candles: readonly Candle[] | undefined
  /** The newest candles from the live poll, and when they came (a new tick even when equal). */
  live: readonly Candle[] | undefined
  liveAt: number
  mode: ChartType
  locale: string
  digits: number
  intraday: boolean
  /** The chart's accessible name. */
  label: string
  /** Horizontal lines at prices: the user's orders of this instrument. */
  priceLines: readonly PriceLine[]
  /** The indicators shown (indicator-settings.ts) and their periods. */
  indicators: readonly IndicatorId[]
  periods: IndicatorPeriods
  /** A stop loss or take profit line's label while it is dragged to `price`. */
  dragLabel?: (line: PriceLine, price: string) => string
  /** A stop loss or take profit line let go at `price`. */
  onLineDropped?: (line: PriceLine, price: string) => void
  /** A tap on the price scale at `price`. */
  onPriceScaleTap?: (price: string) => void
  /** Drawn over the chart while it has nothing to show (skeleton, error, empty): same size, no layout shift. */
  overlay?: ReactNode
}

/**
 * Canvas drawing needs a real browser: jsdom (page tests) has neither a canvas nor ResizeObserver,
 * and there the chart is left out while everything around it still works. Asking jsdom for a
 * canvas context would log "not implemented"; ResizeObserver is a quiet check.
 */
const canDraw = () => typeof ResizeObserver !== 'undefined'

/**
 * The chart screen's one PriceChart, created once when this mounts and removed when it unmounts.
 * lightweight-charts is loaded here by dynamic import, so it lands in no other route's chunks.
 * Props reach the chart through effects, each doing only its own change.
 */
export function PriceChartView({ candles, live, liveAt, mode, locale, digits, intraday, label, priceLines, indicators, periods, dragLabel, onLineDropped, onPriceScaleTap, overlay }: PriceChartViewProps) {
  const container = useRef<HTMLDivElement>(null)
  // The chart is made once; what it calls back is the page's latest.
  const handlers = useRef({ dragLabel, onLineDropped, onPriceScaleTap })
  useEffect(() => {
    handlers.current = { dragLabel, onLineDropped, onPriceScaleTap }
  })
  const [library, setLibrary] = useState<typeof import('./price-chart') | null>(null)
  const [chart, setChart] = useState<PriceChart | null>(null)
  /** The index of the candle under the crosshair. */
  const [hover, setHover] = useState<number | null>(null)
  /** Counts the chart's drawings (candles, ticks, indicators): the legends read what it holds after each. */
  const [drawn, setDrawn] = useState(0)

  // The library loads after the first paint (it is not needed for it, and would only stand in its
  // way), while the candles are on their way.
  const wantsMath = indicators.some(isComputed)
  useEffect(() => {
    if (!canDraw()) return
    let cancelled = false
    void afterFirstPaint()
      .then(() => import('./price-chart'))
      // The device's indicators come with the library (loadIndicatorMath): their lines are made with
      // the chart, before the candles. Without them the chart still draws; a later turn on retries.
      .then(async (module) => {
        if (wantsMath) await module.loadIndicatorMath().catch(() => undefined)
        return module
      })
      .then((module) => {
        // The time axis is dates (shared/lib/intl.ts).
        prepareDateFormats()
        if (!cancelled) setLibrary(module)
      })
    return () => {
      cancelled = true
    }
    // Once, with the choice the screen opened with: a later change loads the math on its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The chart is made once the first candles are there, in the mode, language and digits shown.
  // Its first drawing pays for the canvases, the fonts and the axes once; with the candles in it
  // too, that was one long task of about 250 ms on a slow phone (4x CPU), after the making of the
  // chart and its data in another of 150 ms. So the chart is made and drawn empty first, and gets
  // its candles (the effects below, once `chart` is set) after that drawing, in a task of its own:
  // four tasks of 70 to 180 ms, a third less blocking time (Lighthouse TBT, chart screen). Its
  // price axis is made as wide as the candles' labels from the start: widened when they came, it
  // resized every canvas in that second drawing (blocking on CPU time, chart screen: about 160 ms
  // median before, 100 after).
  const [wanted, setWanted] = useState(candles !== undefined)
  if (candles !== undefined && !wanted) setWanted(true)
  useEffect(() => {
    const el = container.current
    if (!library || !wanted || !el) return
    const created = new library.PriceChart(el, { mode, locale, digits, intraday, onCrosshair: setHover,
      onDrawn: () => setDrawn((n) => n + 1),
      dragLabel: (line, price) => handlers.current.dragLabel?.(line, price) ?? line.title,
      onLineDropped: (line, price) => handlers.current.onLineDropped?.(line, price),
      onPriceScaleTap: (price) => handlers.current.onPriceScaleTap?.(price),
    })
    if (candles) created.reserveAxisFor(candles)
    let removed = false
    // The library draws in an animation frame: the candles come in the task after it.
    void afterNextPaint().then(() => {
      if (!removed) setChart(created)
    })
    return () => {
      removed = true
      created.remove()
      setChart(null)
    }
    // Made once: the effects below bring every later change of these props to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [library, wanted])

  // Options before data: a fresh chart draws its first list once, in the right mode.
  useEffect(() => chart?.setLocale(locale), [chart, locale])
  useEffect(() => chart?.setDigits(digits), [chart, digits])
  useEffect(() => chart?.setIntraday(intraday), [chart, intraday])
  useEffect(() => chart?.setMode(mode), [chart, mode])
  useEffect(() => chart?.setIndicators(indicators, periods), [chart, indicators, periods])
  useEffect(() => {
    if (candles) chart?.setData(candles)
  }, [chart, candles])
  // A new list only when a line moved, came or went (useOrderLines), though the orders are polled.
  useEffect(() => chart?.setPriceLines(priceLines), [chart, priceLines])
  useEffect(() => {
    if (!chart || !candles || !live) return
    // The candle that was forming (closed now if a new period began), then the forming one.
    for (const c of live) if (c.time >= chart.lastTime) chart.update(c)
    // liveAt: every poll is a tick, even when the candles came back unchanged.
  }, [chart, candles, live, liveAt])

  const latest = live?.[live.length - 1] ?? candles?.[candles.length - 1]
  // The chart holds the candles as drawn (live ticks included): the hovered one is its own.
  const hovered = hover !== null ? chart?.candleAt(hover) : undefined
  // Read from the chart on each render; each of its drawings (drawn) renders anew.
  const values = overlay || !chart ? [] : chart.indicatorValues(hover)
  // Each pane below the price (volume, MACD, RSI) makes the chart taller by a share of its height.
  const lowerPanes = indicators.filter((id) => id === 'volume' || id === 'macd' || id === 'rsi').length
  return (
    <>
      <div className="chart__box" style={{ '--lower-panes': lowerPanes } as CSSProperties} data-drawn={drawn}>
        <div ref={container} className="chart__canvas" dir="ltr" role="img" aria-label={label} />
        {overlay && <div className="chart__overlay">{overlay}</div>}
      </div>
      <Legend candle={overlay ? undefined : (hovered ?? latest)} />
      {values.length > 0 && <IndicatorLegend values={values} digits={digits} />}
    </>
  )
}

/** Each shown indicator's value at the crosshair (or the newest candle), in its line's colour. */
function IndicatorLegend({ values, digits }: { values: readonly IndicatorValue[]; digits: number }) {
  const { t } = useTranslation()
  return (
    <dl className="chart__legend chart__indicator-legend" aria-label={t('market.indicators.legend')}>
      {values.map(({ key, name, value, color }) => (
        <div key={key}>
          <dt style={{ color }}>
            <bdi dir="ltr">{name}</bdi>
          </dt>
          <dd>
            <bdi dir="ltr">{Number.isFinite(value) ? groupThousands(value.toFixed(key === 'rsi' ? 2 : digits)) : '–'}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Open, high, low, close and volume of the candle under the crosshair (or the newest one). Fixed height: no shift when it fills in. */
function Legend({ candle }: { candle: Candle | undefined }) {
  const { t } = useTranslation()
  const fields = [
    ['open', t('market.chart.open')],
    ['high', t('market.chart.high')],
    ['low', t('market.chart.low')],
    ['close', t('market.chart.close')],
    ['volume', t('market.chart.volume')],
  ] as const
  return (
    <dl className="chart__legend" aria-label={t('market.chart.legend')}>
      {fields.map(([field, name]) => (
        <div key={field} className={field === 'volume' ? 'chart__legend-volume' : undefined}>
          <dt>{name}</dt>
          <dd>
            <bdi dir="ltr">{candle ? groupThousands(candle[field]) : '–'}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  )
}
