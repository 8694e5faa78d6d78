// The price chart's technical indicators, in our own code rather than a library: the math is about
// 1 kB gzipped, loaded only when a user turns an indicator on; a live tick replaces or appends only
// the last candle, and `IndicatorLines` redoes only that last point of each line, in O(period), where
// a library recomputes the whole series or keeps a stream that cannot take a value back; and the
// conventions are pinned to TA-Lib's (SMA-seeded EMA, Wilder's RSI, population standard deviation)
// and tested against published values (indicators.test.ts). Plain JS numbers: this draws lines, it
// never handles money.

/**
 * The periods of each computed line. The user's choice and its defaults are indicator-settings.ts's
 * (loaded with the page); any list of MA or EMA periods works here. Volume has none: it is the
 * candles' own, no math.
 */
export interface LinePeriods {
  ma: readonly number[]
  ema: readonly number[]
  boll: readonly [period: number, deviations: number]
  macd: readonly [fast: number, slow: number, signal: number]
  rsi: readonly [period: number]
}

export interface Bands {
  upper: number[]
  middle: number[]
  lower: number[]
}

export interface MacdLines {
  macd: number[]
  signal: number[]
  histogram: number[]
}

/** Every computed line, one value per close, NaN where the line is not defined yet. */
export interface IndicatorValues {
  ma: number[][]
  ema: number[][]
  boll: Bands
  macd: MacdLines
  rsi: number[]
}

// Each line is computed one point at a time, from the closes up to that point and the line's own
// previous point (kept in the arrays themselves, and for MACD and RSI in a little state beside
// them). The batch functions loop over the points; `IndicatorLines` redoes the last one only. Both
// run the same code, so they cannot disagree.

/** The mean of the `period` values ending at `end`; NaN until that window is full. */
function mean(values: readonly number[], end: number, period: number): number {
  if (end < period - 1) return NaN
  let sum = 0
  for (let j = end - period + 1; j <= end; j++) sum += values[j]
  return sum / period
}

/** An EMA's point `i` (k = 2/(period+1)): NaN before `seedAt`, the SMA of the window ending there at `seedAt`, then smoothed from the point before. */
function emaAt(values: readonly number[], out: readonly number[], i: number, period: number, seedAt: number): number {
  if (i < seedAt) return NaN
  if (i === seedAt) return mean(values, i, period)
  return out[i - 1] + (2 / (period + 1)) * (values[i] - out[i - 1])
}

function bandsAt(values: readonly number[], bands: Bands, i: number, period: number, deviations: number): void {
  const middle = mean(values, i, period)
  let squares = 0
  // The deviations from the mean, not E[x²] − mean²: that difference of two near numbers can come out
  // a hair below zero on flat prices, and its square root NaN. (A NaN middle makes every band NaN.)
  if (!Number.isNaN(middle)) for (let j = i - period + 1; j <= i; j++) squares += (values[j] - middle) ** 2
  // The POPULATION standard deviation (÷ period, not period − 1), as Bollinger, StockCharts and TA-Lib use.
  const spread = deviations * Math.sqrt(squares / period)
  bands.middle[i] = middle
  bands.upper[i] = middle + spread
  bands.lower[i] = middle - spread
}

/** MACD's lines and the two EMAs they are made of. */
interface MacdState {
  fast: number[]
  slow: number[]
  lines: MacdLines
}

function macdAt(values: readonly number[], state: MacdState, i: number, fast: number, slow: number, signal: number): void {
  // As TA-Lib does: the shorter period is the fast one, whatever the order given.
  if (fast > slow) [fast, slow] = [slow, fast]
  // TA-Lib starts both EMAs at the slow one's first bar (slow − 1), each seeded there with the SMA of
  // its own window; so the fast EMA is not `ema(values, fast)`, seeded at bar fast − 1: their gap
  // shrinks by a factor 1 − 2/(fast + 1) a bar (under 1% of it after 30 bars at 12). This is what
  // TA-Lib's published values need (see the test).
  state.fast[i] = emaAt(values, state.fast, i, fast, slow - 1)
  state.slow[i] = emaAt(values, state.slow, i, slow, slow - 1)
  const { macd, signal: signalLine, histogram } = state.lines
  macd[i] = state.fast[i] - state.slow[i]
  // The signal is an EMA of the macd line, seeded with the SMA of its first `signal` values.
  signalLine[i] = emaAt(macd, signalLine, i, signal, slow - 1 + signal - 1)
  histogram[i] = macd[i] - signalLine[i]
}

/** RSI and Wilder's average gain and loss at each point, which the next point smooths on from. */
interface RsiState {
  gain: number[]
  loss: number[]
  rsi: number[]
}

function rsiAt(values: readonly number[], state: RsiState, i: number, period: number): void {
  let gain = NaN
  let loss = NaN
  if (i === period) {
    // The first averages: the simple mean of the first `period` changes.
    gain = loss = 0
    for (let j = 1; j <= period; j++) {
      const change = values[j] - values[j - 1]
      gain += Math.max(change, 0)
      loss += Math.max(-change, 0)
    }
    gain /= period
    loss /= period
  } else if (i > period) {
    // Then Wilder's smoothing: avg = (previous × (period − 1) + current) / period.
    const change = values[i] - values[i - 1]
    gain = (state.gain[i - 1] * (period - 1) + Math.max(change, 0)) / period
    loss = (state.loss[i - 1] * (period - 1) + Math.max(-change, 0)) / period
  }
  state.gain[i] = gain
  state.loss[i] = loss
  // 100 − 100/(1 + gain/loss), written as TA-Lib does so that no loss gives 100 without dividing by
  // zero. Flat prices (no gain, no loss) give 50, not TA-Lib's C 0 nor TradingView's 100: a market that
  // does not move is neither oversold nor overbought, and either extreme would paint a false signal.
  state.rsi[i] = gain + loss === 0 ? 50 : (100 * gain) / (gain + loss)
}

const bandsOf = (): Bands => ({ upper: [], middle: [], lower: [] })
const macdStateOf = (): MacdState => ({ fast: [], slow: [], lines: { macd: [], signal: [], histogram: [] } })
const rsiStateOf = (): RsiState => ({ gain: [], loss: [], rsi: [] })

/** Simple moving average: out[i] is NaN until `period` values exist. */
export function sma(values: readonly number[], period: number): number[] {
  return values.map((_, i) => mean(values, i, period))
}

/** EMA seeded with the SMA of the first `period` values (TA-Lib's and StockCharts' convention), k = 2/(period+1); NaN before index period-1. */
export function ema(values: readonly number[], period: number): number[] {
  const out: number[] = []
  for (let i = 0; i < values.length; i++) out[i] = emaAt(values, out, i, period, period - 1)
  return out
}

/** Bollinger bands: middle = SMA, upper/lower = middle ± deviations × POPULATION standard deviation of the same window. */
export function bollinger(values: readonly number[], period: number, deviations: number): Bands {
  const bands = bandsOf()
  for (let i = 0; i < values.length; i++) bandsAt(values, bands, i, period, deviations)
  return bands
}

/**
 * MACD as TA-Lib computes it: macd = EMA(fast) − EMA(slow), both starting at bar slow − 1, each seeded
 * there with the SMA of its own window; signal = EMA(signal) of the macd line seeded with the SMA of its
 * first `signal` defined values; histogram = macd − signal. NaN where undefined: macd before bar
 * slow − 1, signal and histogram before bar slow + signal − 2.
 */
export function macd(values: readonly number[], fast: number, slow: number, signal: number): MacdLines {
  const state = macdStateOf()
  for (let i = 0; i < values.length; i++) macdAt(values, state, i, fast, slow, signal)
  return state.lines
}

/**
 * Wilder's RSI: the first average gain and loss are the simple means of the first `period` changes,
 * then avg = (previous × (period − 1) + current) / period; RSI = 100 − 100/(1 + avgGain/avgLoss): 100
 * when there is no loss, 50 when there is neither gain nor loss (flat prices). NaN for i < period.
 */
export function rsi(values: readonly number[], period: number): number[] {
  const state = rsiStateOf()
  for (let i = 0; i < values.length; i++) rsiAt(values, state, i, period)
  return state.rsi
}

/**
 * Every indicator's lines for a list of closes, computed once; `setLast` replaces or appends the last
 * close and recomputes only the last point of each line, in O(period), giving what the batch functions
 * give for the whole list. The periods are fixed for an instance: other periods build a new one.
 */
export class IndicatorLines {
  private readonly closes: number[] = []
  private readonly periods: LinePeriods
  private readonly lines: IndicatorValues
  private readonly macdState = macdStateOf()
  private readonly rsiState = rsiStateOf()

  constructor(closes: readonly number[], periods: LinePeriods) {
    this.periods = periods
    this.lines = { ma: periods.ma.map(() => []), ema: periods.ema.map(() => []), boll: bandsOf(), macd: this.macdState.lines, rsi: this.rsiState.rsi }
    for (const close of closes) this.setLast(close, true)
  }

  /** A new last close: appended (a new candle) or replacing the last one (the forming candle moved); with no close yet, it is appended. */
  setLast(close: number, append: boolean): void {
    const closes = this.closes
    if (append || !closes.length) closes.push(close)
    else closes[closes.length - 1] = close
    const i = closes.length - 1
    const { ma, ema: emaPeriods, boll, macd: macdPeriods, rsi: [rsiPeriod] } = this.periods
    ma.forEach((period, n) => (this.lines.ma[n][i] = mean(closes, i, period)))
    emaPeriods.forEach((period, n) => (this.lines.ema[n][i] = emaAt(closes, this.lines.ema[n], i, period, period - 1)))
    bandsAt(closes, this.lines.boll, i, boll[0], boll[1])
    macdAt(closes, this.macdState, i, macdPeriods[0], macdPeriods[1], macdPeriods[2])
    rsiAt(closes, this.rsiState, i, rsiPeriod)
  }

  /** The current arrays, one value per close. They are live: `setLast` updates them in place. */
  get(): IndicatorValues {
    return this.lines
  }
}
