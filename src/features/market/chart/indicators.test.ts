import { DEFAULT_PERIODS } from './indicator-settings'
import { bollinger, ema, IndicatorLines, macd, rsi, sma, type IndicatorValues, type LinePeriods } from './indicators'

// Reference values are the published ones, compared to the decimals they are published with.

/** Each value equal to the expected one to `digits` decimals, and NaN exactly where it is NaN. */
function expectLine(actual: readonly number[], expected: readonly number[], digits: number) {
  expect(actual).toHaveLength(expected.length)
  expected.forEach((value, i) => (Number.isNaN(value) ? expect(actual[i], `index ${i}`).toBeNaN() : expect(actual[i], `index ${i}`).toBeCloseTo(value, digits)))
}

/** A published column: `warmup` blank cells (NaN here), then the values. */
const column = (warmup: number, values: readonly number[]) => [...new Array<number>(warmup).fill(NaN), ...values]

// TA-Lib's regression-test input: 252 daily closes, TA_SREF_close_daily_ref_0_PRIV in the TA-Lib/ta-lib
// repository, src/tools/ta_regtest/test_data.c.
const TA_LIB_CLOSES = [
  91.5, 94.815, 94.375, 95.095, 93.78, 94.625, 92.53, 92.75, 90.315, 92.47, 96.125, 97.25, 98.5, 89.875, 91,
  92.815, 89.155, 89.345, 91.625, 89.875, 88.375, 87.625, 84.78, 83, 83.5, 81.375, 84.44, 89.25, 86.375,
  86.25, 85.25, 87.125, 85.815, 88.97, 88.47, 86.875, 86.815, 84.875, 84.19, 83.875, 83.375, 85.5, 89.19,
  89.44, 91.095, 90.75, 91.44, 89, 91, 90.5, 89.03, 88.815, 84.28, 83.5, 82.69, 84.75, 85.655, 86.19, 88.94,
  89.28, 88.625, 88.5, 91.97, 91.5, 93.25, 93.5, 93.155, 91.72, 90, 89.69, 88.875, 85.19, 83.375, 84.875,
  85.94, 97.25, 99.875, 104.94, 106, 102.5, 102.405, 104.595, 106.125, 106, 106.065, 104.625, 108.625,
  109.315, 110.5, 112.75, 123, 119.625, 118.75, 119.25, 117.94, 116.44, 115.19, 111.875, 110.595, 118.125,
  116, 116, 112, 113.75, 112.94, 116, 120.5, 116.62, 117, 115.25, 114.31, 115.5, 115.87, 120.69, 120.19,
  120.75, 124.75, 123.37, 122.94, 122.56, 123.12, 122.56, 124.62, 129.25, 131, 132.25, 131, 132.81, 134,
  137.38, 137.81, 137.88, 137.25, 136.31, 136.25, 134.63, 128.25, 129, 123.87, 124.81, 123, 126.25, 128.38,
  125.37, 125.69, 122.25, 119.37, 118.5, 123.19, 123.5, 122.19, 119.31, 123.31, 121.12, 123.37, 127.37,
  128.5, 123.87, 122.94, 121.75, 124.44, 122, 122.37, 122.94, 124, 123.19, 124.56, 127.25, 125.87, 128.86,
  132, 130.75, 134.75, 135, 132.38, 133.31, 131.94, 130, 125.37, 130.13, 127.12, 125.19, 122, 125, 123,
  123.5, 120.06, 121, 117.75, 119.87, 122, 119.19, 116.37, 113.5, 114.25, 110, 105.06, 107, 107.87, 107,
  107.12, 107, 91, 93.94, 93.87, 95.5, 93, 94.94, 98.25, 96.75, 94.81, 94.37, 91.56, 90.25, 93.94, 93.62, 97,
  95, 95.87, 94.06, 94.62, 93.75, 98, 103.94, 107.87, 106.06, 104.5, 105, 104.19, 103.06, 103.42, 105.27,
  111.87, 116, 116.62, 118.28, 113.37, 109, 109.7, 109.25, 107, 109.19, 110, 109.2, 110.12, 108, 108.62,
  109.75, 109.81, 109, 108.75, 107.87,
]

describe('TA-Lib reference values (on TA_LIB_CLOSES)', () => {
  // TA-Lib checks each expected value within 0.01 (src/tools/ta_regtest/test_util.c, checkExpectedValue:
  // TA_REAL_EQ(expected, value, 0.01)), and its 2-decimal values are truncated, not rounded (90.4263 is
  // given as 90.42): those are checked as TA-Lib checks them, the 4-decimal ones to 4 decimals.
  const expectTaLib = (value: number, published: number) => expect(Math.abs(value - published)).toBeLessThan(0.01)

  // TA-Lib/ta-lib, src/tools/ta_regtest/ta_test_func/test_ma.c, "SMA TEST - CLASSIC/METASTOCK": period 30,
  // outputs 0, 1, 2, 29, 221, 222 (the first output is at bar 29); period 2, first output at bar 1.
  it('SMA', () => {
    const out = sma(TA_LIB_CLOSES, 30)
    expect(out[28]).toBeNaN()
    expectTaLib(out[29], 90.42)
    expectTaLib(out[30], 90.21)
    expectTaLib(out[31], 89.96)
    expectTaLib(out[58], 87.12)
    expectTaLib(out[250], 107.95)
    expectTaLib(out[251], 108.42)
    expectTaLib(sma(TA_LIB_CLOSES, 2)[1], 93.15)
  })

  // TA-Lib/ta-lib, src/tools/ta_regtest/ta_test_func/test_ma.c, "EMA TEST - Classic" (SMA seed): period 10,
  // outputs 0, 1, 20, 242 (the first at bar 9); period 2, outputs 0, 1, 250 (the first at bar 1).
  it('EMA', () => {
    const out = ema(TA_LIB_CLOSES, 10)
    expect(out[8]).toBeNaN()
    expectTaLib(out[9], 93.22)
    expectTaLib(out[10], 93.75)
    expectTaLib(out[29], 86.46)
    expectTaLib(out[251], 108.97)
    const two = ema(TA_LIB_CLOSES, 2)
    expectTaLib(two[1], 93.15)
    expectTaLib(two[2], 93.96)
    expectTaLib(two[251], 108.21)
  })

  // TA-Lib/ta-lib, src/tools/ta_regtest/ta_test_func/test_bbands.c, "BBANDS - CLASSIC - SMA": period 20,
  // 2 deviations up and down, first output (bar 19).
  it('Bollinger bands', () => {
    const { upper, middle, lower } = bollinger(TA_LIB_CLOSES, 20, 2)
    expect(middle[18]).toBeNaN()
    expect(upper[19]).toBeCloseTo(98.0734, 4)
    expect(middle[19]).toBeCloseTo(92.891, 4)
    expect(lower[19]).toBeCloseTo(87.7086, 4)
  })

  // TA-Lib/ta-lib, src/tools/ta_regtest/ta_test_func/test_macd.c, "MACD - CLASSIC": 12/26/9, first output
  // (bar 33): MACD −1.9738, signal −2.7071, histogram their difference. (Seeding the fast EMA at bar 11
  // instead of bar 25 would give −2.1835 here: TA-Lib starts both EMAs together.)
  it('MACD', () => {
    const out = macd(TA_LIB_CLOSES, 12, 26, 9)
    expect(out.macd[24]).toBeNaN()
    expect(out.macd[25]).not.toBeNaN()
    expect(out.signal[32]).toBeNaN()
    expect(out.histogram[32]).toBeNaN()
    expect(out.macd[33]).toBeCloseTo(-1.9738, 4)
    expect(out.signal[33]).toBeCloseTo(-2.7071, 4)
    expect(out.histogram[33]).toBeCloseTo(-1.9738 - -2.7071, 4)
    // The same test with the periods inverted: TA-Lib takes the shorter as the fast one.
    expect(macd(TA_LIB_CLOSES, 26, 12, 9).macd[33]).toBeCloseTo(-1.9738, 4)
  })

  // TA-Lib/ta-lib, src/tools/ta_regtest/ta_test_func/test_rsi.c, "RSI TEST" (TA_COMPATIBILITY_DEFAULT, no
  // unstable period): period 14, outputs 0, 1, 2 and the last (the first at bar 14).
  it('RSI', () => {
    const out = rsi(TA_LIB_CLOSES, 14)
    expect(out[13]).toBeNaN()
    expectTaLib(out[14], 49.14)
    expectTaLib(out[15], 52.32)
    expectTaLib(out[16], 46.07)
    expectTaLib(out[251], 49.63)
  })
})

describe('StockCharts ChartSchool reference values', () => {
  // https://chartschool.stockcharts.com/table-of-contents/technical-indicators-and-overlays/technical-overlays/moving-averages-simple-and-exponential
  // (spreadsheet cs-movavg.xls): 30 closes, 10-day SMA and EMA (the EMA seeded with the SMA), published
  // to 2 decimals; the spreadsheet's first and last EMA cells are 22.22475 and 22.91556023.
  const closes = [
    22.2734, 22.194, 22.0847, 22.1741, 22.184, 22.1344, 22.2337, 22.4323, 22.2436, 22.2933, 22.1542, 22.3926, 22.3816, 22.6109, 23.3558,
    24.0519, 23.753, 23.8324, 23.9516, 23.6338, 23.8225, 23.8722, 23.6537, 23.187, 23.0976, 23.326, 22.6805, 23.0976, 22.4025, 22.1725,
  ]

  it('10-day SMA', () => {
    const published = [22.22, 22.21, 22.23, 22.26, 22.31, 22.42, 22.61, 22.77, 22.91, 23.08, 23.21, 23.38, 23.53, 23.65, 23.71, 23.69, 23.61, 23.51, 23.43, 23.28, 23.13]
    expectLine(sma(closes, 10), column(9, published), 2)
  })

  it('10-day EMA', () => {
    const published = [22.22, 22.21, 22.24, 22.27, 22.33, 22.52, 22.8, 22.97, 23.13, 23.28, 23.34, 23.43, 23.51, 23.54, 23.47, 23.4, 23.39, 23.26, 23.23, 23.08, 22.92]
    const out = ema(closes, 10)
    expectLine(out, column(9, published), 2)
    expect(out[9]).toBeCloseTo(22.22475, 8)
    expect(out[29]).toBeCloseTo(22.91556023, 8)
  })

  // https://chartschool.stockcharts.com/table-of-contents/technical-indicators-and-overlays/technical-overlays/bollinger-bands
  // (spreadsheet cs-bbands.xls): 42 closes, Bollinger Bands (20, 2) with the population standard deviation,
  // published to 6 decimals.
  it('Bollinger bands (20, 2)', () => {
    const prices = [
      86.1557, 89.0867, 88.7829, 90.3228, 89.0671, 91.1453, 89.4397, 89.175, 86.9302, 87.6752, 86.9596, 89.4299, 89.3221, 88.7241, 87.4497,
      87.2634, 89.4985, 87.9006, 89.126, 90.7043, 92.9001, 92.9784, 91.8021, 92.6647, 92.6843, 92.3021, 92.7725, 92.5373, 92.949, 93.2039,
      91.0669, 89.8318, 89.7435, 90.3994, 90.7387, 88.0177, 88.0867, 88.8439, 90.7781, 90.5416, 91.3894, 90.65,
    ]
    const middle = [
      88.70794, 89.04516, 89.239745, 89.390705, 89.5078, 89.68866, 89.7465, 89.91314, 90.081255, 90.382195, 90.65863, 90.863995, 90.88409, 90.90516,
      90.988925, 91.153375, 91.19109, 91.1205, 91.167665, 91.25027, 91.242135, 91.1666, 91.05018,
    ]
    const upper = [
      91.291862, 91.949268, 92.612595, 92.9342, 93.31195, 93.72845, 93.899592, 94.266255, 94.565096, 94.786912, 95.043001, 94.907605, 94.902912,
      94.89532, 94.861013, 94.673629, 94.556593, 94.678752, 94.575786, 94.534271, 94.532306, 94.369251, 94.148503,
    ]
    const lower = [
      86.124018, 86.141052, 85.866895, 85.84721, 85.70365, 85.64887, 85.593408, 85.560025, 85.597414, 85.977478, 86.274259, 86.820385, 86.865268,
      86.915, 87.116837, 87.633121, 87.825587, 87.562248, 87.759544, 87.966269, 87.951964, 87.963949, 87.951857,
    ]
    const out = bollinger(prices, 20, 2)
    expectLine(out.middle, column(19, middle), 5)
    expectLine(out.upper, column(19, upper), 5)
    expectLine(out.lower, column(19, lower), 5)
  })

  // https://chartschool.stockcharts.com/table-of-contents/technical-indicators-and-overlays/technical-indicators/relative-strength-index-rsi
  // (spreadsheet cs-rsi.xls): 33 QQQQ closes and the 14-day RSI column, published to 4 decimals (the page's
  // table rounds them to 70.53, 66.32, ...).
  it('14-day RSI', () => {
    const closes = [
      44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328, 45.614, 46.282, 46.282, 46.0028,
      46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515, 45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672, 43.4205,
      42.6628, 43.1314,
    ]
    const published = [
      70.5328, 66.3186, 66.5498, 69.4063, 66.3552, 57.9749, 62.9296, 63.2571, 56.0593, 62.3771, 54.7076, 50.4228, 39.9898, 41.4605, 41.8689,
      45.4632, 37.304, 33.0795, 37.773,
    ]
    expectLine(rsi(closes, 14), column(14, published), 3)
  })
})

describe('edge cases', () => {
  const few = [10, 11, 12, 11, 10]
  const allNaN = (line: readonly number[]) => line.every(Number.isNaN)

  it('gives all NaN when there are too few values', () => {
    expect(allNaN(sma(few, 6))).toBe(true)
    expect(allNaN(ema(few, 6))).toBe(true)
    expect(Object.values(bollinger(few, 6, 2)).every(allNaN)).toBe(true)
    // RSI needs `period` changes, so period + 1 values.
    expect(allNaN(rsi(few, 5))).toBe(true)
    expect(Object.values(macd(few, 2, 6, 2)).every(allNaN)).toBe(true)
    expect(sma(few, 6)).toHaveLength(5)
    expect(sma([], 3)).toEqual([])
    expect(macd([], 12, 26, 9)).toEqual({ macd: [], signal: [], histogram: [] })
  })

  it('starts each line at its first full window', () => {
    expectLine(sma(few, 5), [NaN, NaN, NaN, NaN, 10.8], 12)
    expectLine(ema(few, 5), [NaN, NaN, NaN, NaN, 10.8], 12)
    expectLine(sma(few, 1), few, 12)
    // RSI(2) at bar 2: gains 1 and 1 over 2 changes, no loss; then (1 × 1 + 0) / 2 = 0.5 gain, (0 + 1) / 2 = 0.5 loss.
    expectLine(rsi(few, 2), [NaN, NaN, 100, 50, 25], 12)
    // MACD(1, 2, 2) by hand: EMA(1) is the close; EMA(2) is seeded at bar 1 with 10.5, then k = 2/3.
    const slow = [NaN, 10.5, 10.5 + (2 / 3) * 1.5, 0, 0]
    slow[3] = slow[2] + (2 / 3) * (11 - slow[2])
    slow[4] = slow[3] + (2 / 3) * (10 - slow[3])
    const line = few.map((close, i) => close - slow[i])
    const signal = [NaN, NaN, (line[1] + line[2]) / 2, 0, 0]
    signal[3] = signal[2] + (2 / 3) * (line[3] - signal[2])
    signal[4] = signal[3] + (2 / 3) * (line[4] - signal[3])
    const out = macd(few, 1, 2, 2)
    expectLine(out.macd, line, 12)
    expectLine(out.signal, signal, 12)
    expectLine(out.histogram, line.map((m, i) => m - signal[i]), 12)
  })

  it('on flat prices: RSI 50, bands collapsed to the middle, MACD 0', () => {
    const flat = new Array<number>(40).fill(1.2345)
    const bands = bollinger(flat, 20, 2)
    for (const line of [bands.upper, bands.middle, bands.lower]) expectLine(line, column(19, new Array<number>(21).fill(1.2345)), 12)
    // Exactly, where the mean is exact; otherwise the deviations from a mean one rounding off are a rounding each.
    const round = bollinger(new Array<number>(25).fill(100), 20, 2)
    expect([round.upper[24], round.middle[24], round.lower[24]]).toEqual([100, 100, 100])
    expectLine(rsi(flat, 14), column(14, new Array<number>(26).fill(50)), 12)
    expectLine(macd(flat, 12, 26, 9).histogram, column(33, new Array<number>(7).fill(0)), 12)
  })

  it('RSI is 100 on rising prices and 0 on falling ones', () => {
    const rising = Array.from({ length: 30 }, (_, i) => 100 + i)
    expect(rsi(rising, 14)[29]).toBe(100)
    expect(rsi(rising.reverse(), 14)[29]).toBe(0)
  })
})

describe('IndicatorLines', () => {
  /** A seeded random walk (mulberry32), so a failure can be replayed; some steps are flat. */
  function randomWalk(length: number, seed: number): number[] {
    let state = seed
    const random = () => {
      state = (state + 0x6d2b79f5) | 0
      let t = Math.imul(state ^ (state >>> 15), 1 | state)
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    }
    const values = [100]
    while (values.length < length) values.push(random() < 0.1 ? values[values.length - 1] : values[values.length - 1] * (1 + (random() - 0.5) / 50))
    return values
  }

  const batch = (closes: readonly number[], p: LinePeriods): IndicatorValues => ({
    ma: p.ma.map((period) => sma(closes, period)),
    ema: p.ema.map((period) => ema(closes, period)),
    boll: bollinger(closes, p.boll[0], p.boll[1]),
    macd: macd(closes, p.macd[0], p.macd[1], p.macd[2]),
    rsi: rsi(closes, p.rsi[0]),
  })

  function expectSame(actual: IndicatorValues, expected: IndicatorValues) {
    actual.ma.forEach((line, n) => expectLine(line, expected.ma[n], 10))
    actual.ema.forEach((line, n) => expectLine(line, expected.ema[n], 10))
    for (const key of ['upper', 'middle', 'lower'] as const) expectLine(actual.boll[key], expected.boll[key], 10)
    for (const key of ['macd', 'signal', 'histogram'] as const) expectLine(actual.macd[key], expected.macd[key], 10)
    expectLine(actual.rsi, expected.rsi, 10)
    expect(actual.ma).toHaveLength(expected.ma.length)
    expect(actual.ema).toHaveLength(expected.ema.length)
  }

  const closes = randomWalk(300, 42)
  const OTHER: LinePeriods = { ma: [1, 5], ema: [3], boll: [10, 1.5], macd: [5, 13, 4], rsi: [2] }

  it.each([
    ['the default periods', DEFAULT_PERIODS],
    ['other periods', OTHER],
  ])('built one close at a time, each replaced several times, gives the batch result (%s)', (_, periods) => {
    const lines = new IndicatorLines([], periods)
    for (const close of closes) {
      // A forming candle: it opens, moves a few times, then closes where the batch has it.
      lines.setLast(close * 1.01, true)
      lines.setLast(close * 0.98, false)
      lines.setLast(close + 1, false)
      lines.setLast(close, false)
    }
    expectSame(lines.get(), batch(closes, periods))
  })

  it('built from all the closes at once, or from some then ticks, gives the batch result', () => {
    expectSame(new IndicatorLines(closes, DEFAULT_PERIODS).get(), batch(closes, DEFAULT_PERIODS))
    const lines = new IndicatorLines(closes.slice(0, 150), DEFAULT_PERIODS)
    const values = lines.get()
    for (const close of closes.slice(150)) {
      lines.setLast(close - 2, true)
      lines.setLast(close, false)
    }
    // The same arrays, updated in place.
    expect(lines.get()).toBe(values)
    expectSame(values, batch(closes, DEFAULT_PERIODS))
  })

  it('takes a replaced close with no close yet as the first one', () => {
    const lines = new IndicatorLines([], { ...DEFAULT_PERIODS, ma: [1] })
    lines.setLast(5, false)
    expect(lines.get().ma[0]).toEqual([5])
    expect(lines.get().rsi).toHaveLength(1)
  })
})
