import type { Paged } from './envelope'

// Mining data as it travels (docs/api.md, 10020-10027).

export type MachineType = 'mining' | 'jointVenture' | 'rent' | 'share'
export const MACHINE_TYPES: readonly MachineType[] = ['mining', 'jointVenture', 'rent', 'share']
export type MachinePhase = 'comingSoon' | 'inProgress' | 'ended'

/** A shop machine. Amounts are decimal strings; `dailyOutput` is one whole machine's, in `coin`. */
export interface Machine {
  id: string
  name: string
  type: MachineType
  /** Produced currency. */
  coin: string
  /** Rated computing power, in `hashrateUnit`. */
  hashrate: string
  hashrateUnit: string
  /** Rated power consumption, W. */
  power: string
  /** Power consumption ratio, J/TH. */
  powerRatio: string
  cycleDays: number
  /** Computing power enhancement, percent. */
  boost: string
  /** Per unit (per share for joint venture / share; the cycle's rent for rent), in `priceCoin`. */
  price: string
  /** Per unit, charged with the price. */
  serviceFee: string
  priceCoin: string
  dailyOutput: string
  /** Reference price of `coin` in `priceCoin` that the estimates use. */
  refPrice: string
  /** Gross, a year (docs/api.md); the app shows the net return over the cycle instead. */
  yieldRate: string
  /** Shares one machine is split into (1 for mining and rent). */
  shareUnits: number
  unitSharePercent: string
  /** Units (machines or shares) offered, sold so far, and left. */
  stock: number
  sold: number
  remaining: number
  /** Sale window, ISO 8601. */
  startAt: string
  endAt: string
  size: string
  weight: string
  chip: string
  environment: string
  phase: MachinePhase
  soldOut: boolean
  joined: boolean
  myUnits: number
}

export type OrderStatus = 'running' | 'ended'

export interface MyMachine {
  id: string
  machineId: string
  name: string
  type: MachineType
  coin: string
  quantity: number
  sharePercent: string
  cost: string
  serviceFee: string
  total: string
  priceCoin: string
  startAt: string
  endAt: string
  cycleDays: number
  daysMined: number
  dailyOutput: string
  todayOutput: string
  totalOutput: string
  status: OrderStatus
}

export interface IncomeRecord {
  id: string
  orderId: string
  machineId: string
  name: string
  type: MachineType
  coin: string
  amount: string
  sharePercent: string
  createdAt: string
}

export interface CoinAmount {
  coin: string
  amount: string
}

export interface Participant {
  address: string
  units: number
  sharePercent: string
  me: boolean
}

export interface Participation {
  machineId: string
  name: string
  type: MachineType
  coin: string
  phase: MachinePhase
  cycleDays: number
  shareUnits: number
  sold: number
  stock: number
  myUnits: number
  mySharePercent: string
  myDailyOutput: string
  myTotalOutput: string
  participants: Participant[]
}

/** 10022's answer: the new order and the balance it was paid from. */
export interface BuyResult {
  order: MyMachine
  balance: { coin: string; available: string }
}

/** 10026's answer: a page of records and the user's totals per coin. */
export type IncomePage = Paged<IncomeRecord> & { totals: CoinAmount[] }

/** On sale now: in its selling phase and not sold out (the home page and ecology count these). */
export function isOnSale(machine: Pick<Machine, 'phase' | 'soldOut'>): boolean {
  return machine.phase === 'inProgress' && !machine.soldOut
}
