import { add, compare, divide, isPositive, multiply, subtract, toDecimalString } from '@/shared/lib/decimal'
import { numberProblem } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import type { Machine, MachineType } from './api/mining-api'

// The mining area's rules, in one place: which machines are split into shares, the purchase cost,
// the labels and URLs that follow from a machine, and the earnings estimate. Pure functions over
// the wire types; decimal helpers only, never Number on amounts.

/** Joint venture and share machines are sold by the share; the others whole. */
export function isSharedType(type: MachineType): boolean {
  return type === 'jointVenture' || type === 'share'
}

export function machineDetailUrl(id: string): string {
  return `${PATHS.miningRigDetails}?${new URLSearchParams({ id })}`
}

/** The label of a machine's price: rent for rent machines, per share for split ones. */
export function priceLabelKey(machine: Pick<Machine, 'type'>) {
  if (machine.type === 'rent') return 'mining.field.rent' as const
  if (isSharedType(machine.type)) return 'mining.field.sharePrice' as const
  return 'mining.field.price' as const
}

/** What the toast says once a purchase went through: a rental is a lease, a share of a joint venture or of hashrate says so (spec: "lease successful", "submitted successfully"). */
export function purchaseSuccessKey(type: MachineType) {
  if (type === 'rent') return 'mining.buy.rentSuccess' as const
  if (type === 'jointVenture') return 'mining.buy.jointVentureSuccess' as const
  if (type === 'share') return 'mining.buy.shareSuccess' as const
  return 'mining.buy.success' as const
}

/** The label of a quantity of this type: shares, or machines. */
export function quantityLabelKey(type: MachineType) {
  return isSharedType(type) ? ('mining.buy.shares' as const) : ('mining.buy.quantity' as const)
}

/** `text` as a quantity one can buy (a whole number from 1 up to what is left), else null: no figure is derived from anything else. */
export function buyableQuantity(text: string, remaining: number): string | null {
  const quantity = text.trim()
  const problem = numberProblem(quantity, { empty: { key: 'mining.buy.error.empty' }, places: 0 })
  return problem === undefined && compare(quantity, remaining) <= 0 ? quantity : null
}

/** What `quantity` units cost: price, service fee and their total, in the machine's price coin. */
export function purchaseCost(machine: Pick<Machine, 'price' | 'serviceFee'>, quantity: string) {
  const cost = multiply(machine.price, quantity)
  const fee = multiply(machine.serviceFee, quantity)
  return { cost, fee, total: add(cost, fee) }
}

// The earnings estimate, from the machine's own numbers: its daily output (split by share), the
// reference price of the produced coin, its cycle, and price + service fee.

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
