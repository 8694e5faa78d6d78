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
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts'
import type { Candle } from '@/shared/api/contract/market'
import type { ChartType } from '@/shared/stores/session-store'
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
  /** The candle under the crosshair, or null when the crosshair leaves the candles. */
  onCrosshair?: (candle: Candle | null) => void
}

/** A horizontal line at a price: an order's entry, its stop loss or its take profit. */
export interface PriceLine {
  kind: 'entry' | 'stopLoss' | 'takeProfit'
  price: string
  /** Drawn on the line's price-scale label ("Buy 0.01", "SL"). */
  title: string
}

/** The app's colours (src/index.css), read once per chart so the canvas matches the page. */
function palette() {
  const css = getComputedStyle(document.documentElement)
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback
  return { bg: v('--surface', '#161d30'), text: v('--muted', '#a3adc2'), line: v('--line', '#2a3452'), up: v('--up', '#2ebd85'), down: v('--down', '#f6465d'), accent: v('--accent', '#f0b90b') }
}

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

export class PriceChart {
  private mode: ChartType
  private readonly container: HTMLElement
  private readonly chart: IChartApi
  private main: ISeriesApi<SeriesType>
  private readonly volume: ISeriesApi<'Histogram'>
  private candles: Candle[] = []
  private priceLines: PriceLine[] = []
  /** The lines as the library drew them on the current main series. */
  private drawnLines: IPriceLine[] = []
  private readonly colors = palette()
  private locale: string
  private digits: number
  private intraday: boolean
  private readonly onCrosshair?: (candle: Candle | null) => void

  constructor(container: HTMLElement, options: PriceChartOptions = {}) {
    this.mode = options.mode ?? 'candle_solid'
    this.locale = options.locale ?? 'en'
    this.digits = options.digits ?? 2
    this.intraday = options.intraday ?? true
    this.onCrosshair = options.onCrosshair
    this.container = container
    // The page may be mirrored (Arabic); a price chart reads left to right in every language.
    container.dir = 'ltr'
    const c = this.colors
    this.chart = createChart(container, {
      autoSize: true,
      layout: { background: { color: c.bg }, textColor: c.text, attributionLogo: false },
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
    // Volume on its own scale, in the bottom fifth, under the price.
    this.volume = this.chart.addSeries(HistogramSeries, { priceScaleId: 'volume', priceFormat: { type: 'volume' }, lastValueVisible: false, priceLineVisible: false })
    this.volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
    this.main = this.addMain()
    this.chart.subscribeCrosshairMove(this.crosshairMoved)
  }

  /** Swap the main series for another kind, keeping the candles. */
  setMode(mode: ChartType): void {
    if (mode === this.mode) return
    this.mode = mode
    // The lines go with the series they were drawn on.
    this.chart.removeSeries(this.main)
    this.drawnLines = []
    this.main = this.addMain()
    if (this.candles.length) this.setMainData()
    this.drawPriceLines()
  }

  /** The lines to show instead of the ones shown (the user's orders of this instrument). */
  setPriceLines(lines: readonly PriceLine[]): void {
    this.priceLines = [...lines]
    this.drawPriceLines()
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
    this.volume.setData(this.candles.map((k) => this.volumeBar(k)))
    this.frame()
    // A candle picked from the previous list means nothing in this one.
    this.onCrosshair?.(null)
  }

  /** A live tick: the forming candle changed, or a new one began. Older candles are ignored (the chart cannot rewrite its past). */
  update(candle: Candle): void {
    const last = this.candles[this.candles.length - 1]
    if (last && candle.time < last.time) return
    if (last && candle.time === last.time) this.candles[this.candles.length - 1] = candle
    else this.candles.push(candle)
    this.main.update(this.point(candle))
    this.volume.update(this.volumeBar(candle))
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
  }

  setIntraday(intraday: boolean): void {
    if (intraday === this.intraday) return
    this.intraday = intraday
    this.chart.applyOptions({ timeScale: { timeVisible: intraday }, localization: this.localization() })
  }

  remove(): void {
    this.chart.unsubscribeCrosshairMove(this.crosshairMoved)
    this.chart.remove()
    this.candles = []
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

  private readonly crosshairMoved = (param: MouseEventParams<Time>) => {
    if (!this.onCrosshair) return
    // Both series share every time, so the logical index is the candle's index.
    const candle = param.time !== undefined && param.logical !== undefined ? this.candles[Math.round(param.logical)] : undefined
    this.onCrosshair(candle ?? null)
  }
}
