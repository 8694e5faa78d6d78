import {
  AreaSeries,
  BarSeries,
  CandlestickSeries,
  createChart,
  HistogramSeries,
  LineSeries,
  LineStyle,
  TickMarkType,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type MouseEventParams,
  type PriceFormat,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts'
import type { Candle } from '@/shared/api/contract/market'
import type { ChartType } from '@/shared/stores/session-store'
import { DEFAULT_PERIODS, isComputed, type IndicatorId, type IndicatorPeriods } from './indicator-settings'
import type { IndicatorLines } from './indicators'
import { dateTimeFormat } from '@/shared/lib/intl'
import { groupThousands } from '@/shared/lib/thousands'

// The price chart kept outside React's render cycle (as Uniswap's chart model does): React creates
// it once per screen and then only passes data and options in. A mode, interval or language change
// never re-creates the canvas; a live tick is one `update`, never a full redraw.

export interface PriceChartOptions {
  mode?: ChartType
  locale?: string
  /** The instrument's price digits. */
  digits?: number
  /** Intraday intervals show the time of day on the axis and in the crosshair label. */
  intraday?: boolean
  /** The index of the candle under the crosshair, or null when the crosshair leaves the candles. */
  onCrosshair?: (index: number | null) => void
  /** While a stop loss or take profit line is dragged: its label at `price` (the price, and the order's result there). */
  dragLabel?: (line: PriceLine, price: string) => string
  /** A stop loss or take profit line was let go at `price` (the instrument's digits); the line goes back until the order changes. */
  onLineDropped?: (line: PriceLine, price: string) => void
  /** A tap or click on the price scale, at `price` (the instrument's digits): where a price alert is set. */
  onPriceScaleTap?: (price: string) => void
  /** The chart drew something the legend shows: candles, a tick, or the indicators anew (their code came, or the choice changed). */
  onDrawn?: () => void
}

/** One value of an indicator at a candle, for the legend: its name ("MA7", "RSI14") and its number (NaN before it has one). */
export interface IndicatorValue {
  key: string
  name: string
  value: number
  color: string
}

/** A drawn indicator line: its series and where its values come from. */
interface IndicatorSeries {
  key: string
  name: string
  color: string
  series: ISeriesApi<'Line' | 'Histogram'>
  values: (lines: IndicatorLines) => readonly number[]
  /** MACD's histogram bars take the colour of their sign. */
  signed?: boolean
}

/** The line colours, one per line of an indicator (MA7, MA25, MA99...), readable on the dark surface. */
const LINE_COLORS = ['#f0b90b', '#e377c2', '#8c7ae6', '#1fa2ff', '#2ebd85']
/** Bollinger's bands and middle, apart from the averages' colours (both may be on). */
const BAND_COLORS = ['#ff8c42', '#f5f5f5']

type IndicatorMath = typeof import('./indicators')
/** The indicator math once it came: a chart made after that draws its lines at once. */
let loadedMath: IndicatorMath | null = null
let loadingMath: Promise<IndicatorMath> | undefined

/**
 * The indicator math, loaded once: the first time a chart shows a computed indicator, or beside
 * the chart library when the device's choice has one (price-chart-view.tsx), so that the lines and
 * their panes are there before the candles are drawn (panes added later resize every canvas).
 */
export function loadIndicatorMath(): Promise<IndicatorMath> {
  loadingMath ??= import('./indicators').then(
    (math) => (loadedMath = math),
    (error: unknown) => {
      // Another try on the next turn on (a network that came back).
      loadingMath = undefined
      throw error
    },
  )
  return loadingMath
}

/** A horizontal line at a price: an order's entry, its stop loss or its take profit. */
export interface PriceLine {
  kind: 'entry' | 'stopLoss' | 'takeProfit'
  price: string
  /** Drawn on the line's price-scale label ("Buy 0.01", "SL"). */
  title: string
  /** A stop loss or take profit the user may drag to another price: its order's id. */
  orderId?: string
}

/** The app's colours (src/index.css), read once per chart so the canvas matches the page. */
function palette() {
  const css = getComputedStyle(document.documentElement)
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback
  return { bg: v('--surface', '#161d30'), text: v('--muted', '#a3adc2'), line: v('--line', '#2a3452'), up: v('--up', '#2ebd85'), down: v('--down', '#f6465d'), accent: v('--accent', '#f0b90b') }
}

/** Where a mouse is, or the first finger (the one lifted, at a touch's end). */
const pointOf = (event: MouseEvent | TouchEvent): { clientX: number; clientY: number } | undefined =>
  'touches' in event ? (event.touches[0] ?? event.changedTouches[0]) : event

/** `#rrggbb` with an alpha, for the volume bars under the price. */
const faded = (hex: string) => (/^#[0-9a-f]{6}$/i.test(hex) ? `${hex}66` : hex)

const TICK_FORMATS: Record<TickMarkType, Intl.DateTimeFormatOptions> = {
  [TickMarkType.Year]: { year: 'numeric' },
  [TickMarkType.Month]: { month: 'short' },
  [TickMarkType.DayOfMonth]: { month: 'numeric', day: 'numeric' },
  [TickMarkType.Time]: { hour: '2-digit', minute: '2-digit' },
  [TickMarkType.TimeWithSeconds]: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
}

/** lightweight-charts' default distance between two bars, in px. */
const DEFAULT_BAR_SPACING = 6
/**
 * What the library's price axis adds to its widest label (border, tick, paddings): an empty
 * chart's axis, 56 px, is this and its 34 px default label.
 */
const PRICE_AXIS_GAP_PX = 22
/** How near a press must be to a stop loss or take profit line to take it, by mouse and by finger. */
const GRAB_MOUSE_PX = 6
const GRAB_TOUCH_PX = 14
/** How far a press may move and still be a tap. */
const TAP_SLOP_PX = 6

export class PriceChart {
  private mode: ChartType
  private readonly container: HTMLElement
  private readonly chart: IChartApi
  private main: ISeriesApi<SeriesType>
  private volume: ISeriesApi<'Histogram'> | null = null
  private candles: Candle[] = []
  private indicatorsOn: IndicatorId[] = ['volume']
  private periods: IndicatorPeriods = DEFAULT_PERIODS
  /** The indicator math (loadMath), once a computed indicator is on. */
  private math: IndicatorMath | null = loadedMath
  private lines: IndicatorLines | null = null
  private indicatorSeries: IndicatorSeries[] = []
  private priceLines: PriceLine[] = []
  /** The lines as the library drew them on the current main series. */
  private drawnLines: IPriceLine[] = []
  private readonly colors = palette()
  private locale: string
  private digits: number
  private intraday: boolean
  private readonly onCrosshair?: (index: number | null) => void
  private readonly onDrawn?: () => void
  private readonly dragLabel?: (line: PriceLine, price: string) => string
  private readonly onLineDropped?: (line: PriceLine, price: string) => void
  private readonly onPriceScaleTap?: (price: string) => void
  /** The line being dragged, and where it is now. */
  private drag: { line: PriceLine; drawn: IPriceLine; price: string } | null = null
  private removed = false
  /** Where the last press began: a click that ends a drag (the price scale dragged to zoom) is no tap. */
  private pressedAt: { x: number; y: number } | null = null

  constructor(container: HTMLElement, options: PriceChartOptions = {}) {
    this.mode = options.mode ?? 'candle_solid'
    this.locale = options.locale ?? 'en'
    this.digits = options.digits ?? 2
    this.intraday = options.intraday ?? true
    this.onCrosshair = options.onCrosshair
    this.onDrawn = options.onDrawn
    this.dragLabel = options.dragLabel
    this.onLineDropped = options.onLineDropped
    this.onPriceScaleTap = options.onPriceScaleTap
    this.container = container
    // The page may be mirrored (Arabic); a price chart reads left to right in every language.
    container.dir = 'ltr'
    const c = this.colors
    this.chart = createChart(container, {
      autoSize: true,
      layout: { background: { color: c.bg }, textColor: c.text, attributionLogo: false, panes: { separatorColor: c.line, separatorHoverColor: c.line } },
      grid: { vertLines: { color: c.line }, horzLines: { color: c.line } },
      rightPriceScale: { borderColor: c.line },
      // Fixed edges: no scrolling into the empty space before the first or after the newest candle,
      // which is also what makes the library move an edge's time label inside the axis instead of
      // cutting it off ("No" for "Nov" at the right edge).
      timeScale: {
        borderColor: c.line,
        timeVisible: this.intraday,
        fixLeftEdge: true,
        fixRightEdge: true,
        tickMarkFormatter: (time: Time, type: TickMarkType) => this.formatTick(time, type),
      },
      // A vertical finger drag scrolls the page (a phone screen is mostly chart); a horizontal
      // drag pans and a pinch zooms the chart.
      handleScroll: { vertTouchDrag: false, horzTouchDrag: true, mouseWheel: true, pressedMouseMove: true },
      handleScale: { pinch: true, mouseWheel: true, axisPressedMouseMove: true },
      localization: this.localization(),
    })
    // The price pane stays the first even while its series is swapped for another kind (setMode):
    // emptied, the library would drop it and the next pane would take its place.
    this.chart.panes()[0].setPreserveEmptyPane(true)
    this.main = this.addMain()
    this.addIndicatorSeries()
    this.chart.subscribeCrosshairMove(this.crosshairMoved)
    // Before the chart's own handlers (capture): a press on a stop loss or take profit line is a
    // drag of that line, not a pan, and by touch not a page scroll (touchstart is not passive).
    container.addEventListener('mousedown', this.pressed, true)
    container.addEventListener('touchstart', this.pressed, { capture: true, passive: false })
    container.addEventListener('click', this.clicked)
  }

  /** Swap the main series for another kind, keeping the candles. */
  setMode(mode: ChartType): void {
    if (mode === this.mode) return
    this.mode = mode
    // The lines go with the series they were drawn on.
    this.chart.removeSeries(this.main)
    this.drawnLines = []
    this.main = this.addMain()
    // Under the indicator lines, as it was made.
    this.main.setSeriesOrder(0)
    if (this.candles.length) this.setMainData()
    this.drawPriceLines()
  }

  /** The lines to show instead of the ones shown (the user's orders of this instrument). */
  setPriceLines(lines: readonly PriceLine[]): void {
    this.priceLines = [...lines]
    // A line being dragged stays under the finger; the end of the drag draws the new ones.
    if (!this.drag) this.drawPriceLines()
  }

  /**
   * Widens the price axis for these candles' labels before they come. The axis takes the width of
   * its widest label: drawn empty it is narrow, and the first list then resized every canvas of
   * the chart in the drawing that shows it, a third of that long task. The label is measured as
   * the library measures it, in its font; a wider one later (a price crossing a power of ten)
   * widens the axis as before.
   */
  reserveAxisFor(candles: readonly Candle[]): void {
    const highest = Math.max(...candles.map((k) => Number(k.high)))
    if (!Number.isFinite(highest)) return
    const context = document.createElement('canvas').getContext('2d')
    if (!context) return
    const { fontSize, fontFamily } = this.chart.options().layout
    context.font = `${fontSize}px ${fontFamily}`
    const label = context.measureText(this.formatPrice(highest)).width
    this.chart.applyOptions({ rightPriceScale: { minimumWidth: Math.ceil(PRICE_AXIS_GAP_PX + label) } })
  }

  /** The whole list: one setData per series. */
  setData(candles: readonly Candle[]): void {
    this.candles = [...candles]
    this.setMainData()
    this.setVolumeData()
    this.setIndicatorData()
    this.frame()
    // A candle picked from the previous list means nothing in this one.
    this.onCrosshair?.(null)
    this.onDrawn?.()
  }

  /** A live tick: the forming candle changed, or a new one began. Older candles are ignored (the chart cannot rewrite its past). */
  update(candle: Candle): void {
    const last = this.candles[this.candles.length - 1]
    if (last && candle.time < last.time) return
    const append = !(last && candle.time === last.time)
    if (append) this.candles.push(candle)
    else this.candles[this.candles.length - 1] = candle
    this.main.update(this.point(candle))
    this.volume?.update(this.volumeBar(candle))
    // Each line's last point only: the math keeps what it needs to redo it alone.
    if (this.lines && this.indicatorSeries.length) {
      this.lines.setLast(Number(candle.close), append)
      for (const line of this.indicatorSeries) line.series.update(this.indicatorPoint(line, line.values(this.lines), this.candles.length - 1))
    }
    this.onDrawn?.()
  }

  /**
   * The indicators to show, and their periods. Volume is the candles' own; the others' math loads
   * the first time one of them is on (never with the chart screen).
   */
  setIndicators(on: readonly IndicatorId[], periods: IndicatorPeriods): void {
    if (on.join() === this.indicatorsOn.join() && periods === this.periods) return
    this.indicatorsOn = [...on]
    this.periods = periods
    this.math ??= loadedMath
    if (!this.math && on.some(isComputed)) {
      loadIndicatorMath().then(
        (math) => {
          // The screen may have been left while the code came.
          if (this.removed || this.math) return
          this.math = math
          this.redrawIndicators()
        },
        (error: unknown) => console.warn('Indicator code not loaded', error),
      )
    }
    this.redrawIndicators()
  }

  /** The candle at `index` as drawn. */
  candleAt(index: number): Candle | undefined {
    return this.candles[index]
  }

  /** Each shown indicator's values at candle `index` (the newest when null), for the legend. */
  indicatorValues(index: number | null): IndicatorValue[] {
    const i = index ?? this.candles.length - 1
    const lines = this.lines
    if (!lines || i < 0) return []
    return this.indicatorSeries.map(({ key, name, color, values }) => ({ key, name, color, value: values(lines)[i] ?? Number.NaN }))
  }

  /** The start of the newest candle (epoch s), or -Infinity before any. */
  get lastTime(): number {
    return this.candles.length ? this.candles[this.candles.length - 1].time : -Infinity
  }

  setLocale(locale: string): void {
    if (locale === this.locale) return
    this.locale = locale
    this.chart.applyOptions({ localization: this.localization() })
  }

  setDigits(digits: number): void {
    if (digits === this.digits) return
    this.digits = digits
    this.chart.applyOptions({ localization: this.localization() })
    this.main.applyOptions({ priceFormat: this.priceFormat() })
    // The indicator lines over the price and MACD's are in its digits too (RSI keeps its two).
    for (const line of this.indicatorSeries) if (line.key !== 'rsi') line.series.applyOptions({ priceFormat: this.priceFormat() })
  }

  setIntraday(intraday: boolean): void {
    if (intraday === this.intraday) return
    this.intraday = intraday
    this.chart.applyOptions({ timeScale: { timeVisible: intraday }, localization: this.localization() })
  }

  remove(): void {
    this.removed = true
    this.endDrag()
    this.container.removeEventListener('mousedown', this.pressed, true)
    this.container.removeEventListener('touchstart', this.pressed, true)
    this.container.removeEventListener('click', this.clicked)
    this.chart.unsubscribeCrosshairMove(this.crosshairMoved)
    this.chart.remove()
    this.candles = []
  }

  private redrawIndicators(): void {
    for (const line of this.indicatorSeries) this.chart.removeSeries(line.series)
    if (this.volume) this.chart.removeSeries(this.volume)
    this.volume = null
    this.indicatorSeries = []
    // The library drops a lower pane with its last series; any left go too, newest first.
    for (let pane = this.chart.panes().length - 1; pane > 0; pane--) this.chart.removePane(pane)
    this.addIndicatorSeries()
    // Even with no candles yet: the lines' math then has the periods the live ticks will need.
    this.setVolumeData()
    this.setIndicatorData()
    this.onDrawn?.()
  }

  /** The shown indicators' series: MA, EMA and BOLL over the price, volume, MACD and RSI each in a pane below it. */
  private addIndicatorSeries(): void {
    const on = (id: IndicatorId) => this.indicatorsOn.includes(id)
    let pane = 0
    if (on('volume')) {
      pane += 1
      this.volume = this.chart.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false }, pane)
    }
    // The computed ones once their math is in (setIndicators loads it).
    if (this.math) {
      const hidden = { priceLineVisible: false, lastValueVisible: false } as const
      const add = (key: string, name: string, color: string, at: number, values: IndicatorSeries['values'], priceFormat: PriceFormat = this.priceFormat()) => {
        this.indicatorSeries.push({ key, name, color, values, series: this.chart.addSeries(LineSeries, { ...hidden, lineWidth: 1, crosshairMarkerVisible: false, color, priceFormat }, at) })
      }
      const p = this.periods
      if (on('ma')) p.ma.forEach((period, n) => add(`ma${n}`, `MA${period}`, LINE_COLORS[n], 0, (l) => l.get().ma[n]))
      if (on('ema')) p.ema.forEach((period, n) => add(`ema${n}`, `EMA${period}`, LINE_COLORS[n + 3], 0, (l) => l.get().ema[n]))
      if (on('boll')) {
        // Binance's names: the middle band (MB), the upper (UP) and lower (DN) ones.
        add('bollUpper', 'UP', BAND_COLORS[0], 0, (l) => l.get().boll.upper)
        add('bollMiddle', 'MB', BAND_COLORS[1], 0, (l) => l.get().boll.middle)
        add('bollLower', 'DN', BAND_COLORS[0], 0, (l) => l.get().boll.lower)
      }
      if (on('macd')) {
        pane += 1
        const series = this.chart.addSeries(HistogramSeries, { ...hidden, priceFormat: this.priceFormat() }, pane)
        this.indicatorSeries.push({ key: 'macdHistogram', name: 'MACD', color: this.colors.text, signed: true, values: (l) => l.get().macd.histogram, series })
        // DIF is the MACD line (fast EMA minus slow), DEA its signal line, MACD the bars between them.
        add('macdLine', 'DIF', LINE_COLORS[0], pane, (l) => l.get().macd.macd)
        add('macdSignal', 'DEA', LINE_COLORS[1], pane, (l) => l.get().macd.signal)
      }
      if (on('rsi')) {
        pane += 1
        add('rsi', `RSI${p.rsi[0]}`, LINE_COLORS[2], pane, (l) => l.get().rsi, { type: 'price', precision: 2, minMove: 0.01 })
      }
    }
    // The price keeps three shares of the height, each lower pane one (the screen grows by as much: market.css).
    this.chart.panes().forEach((p, i) => p.setStretchFactor(i === 0 ? 3 : 1))
  }

  private setVolumeData(): void {
    if (this.candles.length) this.volume?.setData(this.candles.map((k) => this.volumeBar(k)))
  }

  /** The lines' values for the candles shown, one setData per line. */
  private setIndicatorData(): void {
    if (!this.math || !this.indicatorSeries.length) {
      this.lines = null
      return
    }
    const lines = new this.math.IndicatorLines(
      this.candles.map((k) => Number(k.close)),
      this.periods,
    )
    this.lines = lines
    // New series hold nothing yet: with no candles there is nothing to set.
    if (!this.candles.length) return
    for (const line of this.indicatorSeries) {
      const values = line.values(lines)
      line.series.setData(this.candles.map((_, i) => this.indicatorPoint(line, values, i)))
    }
  }

  /** A point of a line, or a gap (whitespace: every series keeps every time, so a crosshair's index is a candle's) before it has a value. */
  private indicatorPoint(line: IndicatorSeries, values: readonly number[], i: number) {
    const time = this.candles[i].time as UTCTimestamp
    const value = values[i]
    if (!Number.isFinite(value)) return { time }
    return line.signed ? { time, value, color: faded(value >= 0 ? this.colors.up : this.colors.down) } : { time, value }
  }

  private addMain(): ISeriesApi<SeriesType> {
    const c = this.colors
    const priceFormat = this.priceFormat()
    switch (this.mode) {
      case 'ohlc':
        return this.chart.addSeries(BarSeries, { upColor: c.up, downColor: c.down, priceFormat })
      case 'area':
        return this.chart.addSeries(AreaSeries, { lineColor: c.accent, topColor: `${c.accent}55`, bottomColor: `${c.accent}05`, lineWidth: 2, priceFormat })
      case 'time_sharing':
        return this.chart.addSeries(LineSeries, { color: c.accent, lineWidth: 2, priceFormat })
      case 'candle_solid':
        return this.chart.addSeries(CandlestickSeries, { upColor: c.up, downColor: c.down, borderVisible: false, wickUpColor: c.up, wickDownColor: c.down, priceFormat })
    }
  }

  /**
   * A new list starts at the default spacing with its newest candle at the right edge; a list too
   * short to reach across (the 6M interval's few candles) is spread over the whole width instead
   * of squeezed at the right with empty space on its left.
   */
  private frame(): void {
    const timeScale = this.chart.timeScale()
    // Before its first layout the chart has no width yet: the container's is the same but for the price scale.
    const width = timeScale.width() || this.container.clientWidth
    if (this.candles.length > 0 && this.candles.length * DEFAULT_BAR_SPACING < width) {
      timeScale.fitContent()
    } else {
      timeScale.applyOptions({ barSpacing: DEFAULT_BAR_SPACING })
      timeScale.scrollToRealTime()
    }
  }

  private drawPriceLines(): void {
    for (const line of this.drawnLines) this.main.removePriceLine(line)
    const c = this.colors
    const colors = { entry: c.accent, stopLoss: c.down, takeProfit: c.up }
    this.drawnLines = this.priceLines.map((line) =>
      this.main.createPriceLine({
        price: Number(line.price),
        color: colors[line.kind],
        lineWidth: 1,
        lineStyle: line.kind === 'entry' ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
        title: line.title,
      }),
    )
  }

  private setMainData(): void {
    this.main.setData(this.candles.map((k) => this.point(k)))
  }

  private point(k: Candle) {
    const time = k.time as UTCTimestamp
    // Area and time-sharing draw the close only.
    if (this.mode === 'area' || this.mode === 'time_sharing') return { time, value: Number(k.close) }
    return { time, open: Number(k.open), high: Number(k.high), low: Number(k.low), close: Number(k.close) }
  }

  private volumeBar(k: Candle) {
    return { time: k.time as UTCTimestamp, value: Number(k.volume), color: faded(Number(k.close) >= Number(k.open) ? this.colors.up : this.colors.down) }
  }

  private priceFormat() {
    return { type: 'price' as const, precision: this.digits, minMove: 10 ** -this.digits }
  }

  /** Times in the user's language and local time zone, with Latin digits as everywhere in the app; prices with the instrument's digits, grouped as everywhere in the app. */
  private localization() {
    const { locale } = this
    const crosshairTime: Intl.DateTimeFormatOptions = this.intraday ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }
    // Formatters made when first used (shared/lib/intl.ts keeps them): the crosshair's only when
    // the user touches the chart, not while the chart is made.
    return {
      locale,
      timeFormatter: (time: Time) => dateTimeFormat(`${locale}-u-nu-latn`, crosshairTime).format(new Date((time as number) * 1000)),
      // Not Intl.NumberFormat: its first use loads the number data, a long task on a slow phone.
      priceFormatter: (p: number) => this.formatPrice(p),
    }
  }

  private formatPrice(price: number): string {
    return groupThousands(price.toFixed(this.digits))
  }

  /** Tick labels are drawn on every pan: their formatters are kept (shared/lib/intl.ts). */
  private formatTick(time: Time, type: TickMarkType): string {
    return dateTimeFormat(`${this.locale}-u-nu-latn`, TICK_FORMATS[type]).format(new Date((time as number) * 1000))
  }

  /** Where a mouse or the first finger is, in px from the top of the price pane. */
  private yOf(event: MouseEvent | TouchEvent): number | null {
    const point = pointOf(event)
    return point ? point.clientY - this.container.getBoundingClientRect().top : null
  }

  private readonly pressed = (event: MouseEvent | TouchEvent) => {
    const point = pointOf(event)
    if (point) this.pressedAt = { x: point.clientX, y: point.clientY }
    if (this.drag || ('touches' in event && event.touches.length !== 1) || ('button' in event && event.button !== 0)) return
    const y = this.yOf(event)
    if (y === null || y > this.chart.paneSize(0).height) return
    // A finger is less precise than a pointer.
    const reach = 'touches' in event ? GRAB_TOUCH_PX : GRAB_MOUSE_PX
    let nearest: { index: number; distance: number } | null = null
    this.priceLines.forEach((line, index) => {
      if (!line.orderId || line.kind === 'entry') return
      const at = this.main.priceToCoordinate(Number(line.price))
      const distance = at === null ? Infinity : Math.abs(at - y)
      if (distance <= reach && (!nearest || distance < nearest.distance)) nearest = { index, distance }
    })
    if (!nearest) return
    const { index } = nearest
    event.preventDefault()
    event.stopPropagation()
    this.drag = { line: this.priceLines[index], drawn: this.drawnLines[index], price: this.priceLines[index].price }
    window.addEventListener('mousemove', this.dragged, true)
    window.addEventListener('mouseup', this.dropped, true)
    window.addEventListener('touchmove', this.dragged, { capture: true, passive: false })
    window.addEventListener('touchend', this.dropped, true)
    window.addEventListener('touchcancel', this.cancelled, true)
  }

  private readonly dragged = (event: MouseEvent | TouchEvent) => {
    const drag = this.drag
    const y = this.yOf(event)
    if (!drag || y === null) return
    event.preventDefault()
    event.stopPropagation()
    const price = this.main.coordinateToPrice(Math.max(0, Math.min(y, this.chart.paneSize(0).height)))
    if (price === null) return
    drag.price = price.toFixed(this.digits)
    drag.drawn.applyOptions({ price: Number(drag.price), title: this.dragLabel?.(drag.line, drag.price) ?? drag.line.title })
  }

  private readonly dropped = (event: MouseEvent | TouchEvent) => {
    const drag = this.drag
    event.preventDefault()
    this.endDrag()
    if (drag && drag.price !== drag.line.price) this.onLineDropped?.(drag.line, drag.price)
  }

  private readonly cancelled = () => this.endDrag()

  /** A click (a tap is one too) on the price scale beside the price pane: the price there. */
  private readonly clicked = (event: MouseEvent) => {
    const box = this.container.getBoundingClientRect()
    const x = event.clientX - box.left
    const y = event.clientY - box.top
    const scale = this.chart.priceScale('right').width()
    if (!this.onPriceScaleTap || x < box.width - scale || y > this.chart.paneSize(0).height) return
    if (this.pressedAt && Math.hypot(event.clientX - this.pressedAt.x, event.clientY - this.pressedAt.y) > TAP_SLOP_PX) return
    const price = this.main.coordinateToPrice(y)
    if (price !== null && price > 0) this.onPriceScaleTap(price.toFixed(this.digits))
  }

  /** The drag's listeners go, and the lines are drawn where their orders have them. */
  private endDrag(): void {
    if (!this.drag) return
    this.drag = null
    window.removeEventListener('mousemove', this.dragged, true)
    window.removeEventListener('mouseup', this.dropped, true)
    window.removeEventListener('touchmove', this.dragged, true)
    window.removeEventListener('touchend', this.dropped, true)
    window.removeEventListener('touchcancel', this.cancelled, true)
    if (!this.removed) this.drawPriceLines()
  }

  private readonly crosshairMoved = (param: MouseEventParams<Time>) => {
    if (!this.onCrosshair) return
    // Every series has every time (an indicator's gaps are whitespace points), so the logical index is the candle's index.
    const index = param.time !== undefined && param.logical !== undefined ? Math.round(param.logical) : -1
    this.onCrosshair(index >= 0 && index < this.candles.length ? index : null)
  }
}
