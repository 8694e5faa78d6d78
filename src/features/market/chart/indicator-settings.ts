import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

// Which indicators the chart shows and their periods: a choice of this device, kept as the chart
// type is (localStorage; the backend knows nothing of it). Only plain data lives here, so the
// chart screen loads it with the page; the math (indicators.ts) loads when one is first turned on.

export const INDICATOR_SETTINGS_KEY = 'chartIndicators'

/** On the price pane: MA, EMA, BOLL; in panes of their own below it: volume, MACD, RSI. */
export const INDICATORS = ['ma', 'ema', 'boll', 'volume', 'macd', 'rsi'] as const
export type IndicatorId = (typeof INDICATORS)[number]
/** Indicators whose values are computed (indicators.ts); volume is the candles' own. */
export const isComputed = (id: IndicatorId) => id !== 'volume'

/** The periods a user can set, per indicator. */
export interface IndicatorPeriods {
  ma: [number, number, number]
  ema: [number, number]
  boll: [period: number, deviations: number]
  macd: [fast: number, slow: number, signal: number]
  rsi: [number]
}

/** MetaTrader's and Binance's defaults. */
export const DEFAULT_PERIODS: IndicatorPeriods = { ma: [7, 25, 99], ema: [12, 26], boll: [20, 2], macd: [12, 26, 9], rsi: [14] }

/** A period is a whole number of candles; Bollinger's deviations a multiple of the standard deviation. */
export const PERIOD_LIMITS = { min: 1, max: 500 } as const
export const DEVIATION_LIMITS = { min: 0.1, max: 10 } as const

export const isPeriod = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= PERIOD_LIMITS.min && (v as number) <= PERIOD_LIMITS.max
export const isDeviation = (v: unknown): v is number => typeof v === 'number' && v >= DEVIATION_LIMITS.min && v <= DEVIATION_LIMITS.max

/** Each indicator's values, in the order of its fields, as they must be to be kept. */
const VALID: { [K in keyof IndicatorPeriods]: (values: readonly unknown[]) => boolean } = {
  ma: (v) => v.length === 3 && v.every(isPeriod),
  ema: (v) => v.length === 2 && v.every(isPeriod),
  boll: (v) => v.length === 2 && isPeriod(v[0]) && isDeviation(v[1]),
  // MACD's fast average must be the shorter one.
  macd: (v) => v.length === 3 && v.every(isPeriod) && (v[0] as number) < (v[1] as number),
  rsi: (v) => v.length === 1 && isPeriod(v[0]),
}

export function validPeriods<K extends keyof IndicatorPeriods>(id: K, values: readonly unknown[]): values is IndicatorPeriods[K] {
  return VALID[id](values)
}

interface IndicatorSettingsState {
  /** The indicators shown; volume, as the chart always showed it, until the user turns it off. */
  on: IndicatorId[]
  periods: IndicatorPeriods
  toggle: (id: IndicatorId) => void
  setPeriods: <K extends keyof IndicatorPeriods>(id: K, values: IndicatorPeriods[K]) => void
  resetPeriods: () => void
}

/** What a stored value may keep: known ids only, each indicator's periods only when valid. */
function sanitize(saved: unknown): Pick<IndicatorSettingsState, 'on' | 'periods'> {
  const s = (typeof saved === 'object' && saved !== null ? saved : {}) as { on?: unknown; periods?: Record<string, unknown> }
  const on = Array.isArray(s.on) ? INDICATORS.filter((id) => (s.on as unknown[]).includes(id)) : ['volume' as const]
  const periods = { ...DEFAULT_PERIODS }
  for (const id of Object.keys(DEFAULT_PERIODS) as (keyof IndicatorPeriods)[]) {
    const values = s.periods?.[id]
    if (Array.isArray(values) && validPeriods(id, values)) Object.assign(periods, { [id]: [...values] })
  }
  return { on, periods }
}

export const useIndicatorSettings = create<IndicatorSettingsState>()(
  persist(
    (set) => ({
      ...sanitize(undefined),
      toggle: (id) => set((s) => ({ on: s.on.includes(id) ? s.on.filter((x) => x !== id) : INDICATORS.filter((x) => x === id || s.on.includes(x)) })),
      setPeriods: (id, values) => set((s) => ({ periods: { ...s.periods, [id]: values } })),
      resetPeriods: () => set({ periods: DEFAULT_PERIODS }),
    }),
    {
      name: INDICATOR_SETTINGS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ on: s.on, periods: s.periods }),
      merge: (saved, current) => ({ ...current, ...sanitize(saved) }),
    },
  ),
)
