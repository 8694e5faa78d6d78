import { add, compare, divide, isPositive, multiply, subtract, toDecimalString } from '@/shared/lib/decimal'
import type { Machine } from '../api/mining-api'

// The earnings estimate of the detail page, from the machine's own parameters: its daily output
// (split by share for joint venture and share), the reference price of the produced coin, the
// cycle, and price + service fee. Decimal helpers only.

export interface Estimate {
  /** Output per day for `units`, in the machine's coin. */
  dailyOutput: string
  /** The same at the reference price, in the price coin. */
  dailyIncome: string
  cycleOutput: string
  cycleIncome: string
  /** What `units` cost: price + service fee. */
  cost: string
  /** Whole days until the income covers the cost; null when there is no income. */
  breakevenDays: number | null
  /** Net return over the machine's own cycle, percent: (cycle income - cost) / cost. */
  cycleReturn: string
  /** The cycle's net return spread over a year (x 365 / cycle days), percent: labelled annualised. */
  annualisedReturn: string
}

/** Output of `units` over `days` days, exact to 8 places. */
function outputOver(machine: Machine, units: string, days: number): string {
  return toDecimalString(divide(multiply(machine.dailyOutput, multiply(units, days)), machine.shareUnits, 8))
}

export function estimateEarnings(machine: Machine, units: string): Estimate {
  const dailyOutput = outputOver(machine, units, 1)
  const dailyIncome = multiply(dailyOutput, machine.refPrice)
  const cycleOutput = outputOver(machine, units, machine.cycleDays)
  const cost = multiply(add(machine.price, machine.serviceFee), units)
  let breakevenDays: number | null = null
  if (isPositive(dailyIncome)) {
    // Round up: the day on which the running income first reaches the cost.
    let days = divide(cost, dailyIncome, 0)
    if (compare(multiply(days, dailyIncome), cost) < 0) days = add(days, 1)
    breakevenDays = Number(days)
  }
  const cycleIncome = multiply(cycleOutput, machine.refPrice)
  const profitPercent = multiply(subtract(cycleIncome, cost), 100)
  return {
    dailyOutput,
    dailyIncome,
    cycleOutput,
    cycleIncome,
    cost,
    breakevenDays,
    cycleReturn: divide(profitPercent, cost, 2),
    annualisedReturn: divide(multiply(profitPercent, 365), multiply(cost, machine.cycleDays), 2),
  }
}
