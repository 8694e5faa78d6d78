import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { MACHINE_ORDER_STATUSES, MACHINE_PHASES, MACHINE_TYPES } from '../mining'
import { BalanceAfter, count, decimal, isoTime, pageFields, paged } from './wire'

// The mining answers' schemas (docs/api.md, 10020-10027).

const MachinePhaseSchema = v.picklist(MACHINE_PHASES)

/** A shop machine. Amounts are decimal strings; `dailyOutput` is one whole machine's, in `coin`. */
export const MachineSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.picklist(MACHINE_TYPES),
  /** Produced currency. */
  coin: v.string(),
  /** Rated computing power, in `hashrateUnit`. */
  hashrate: decimal,
  hashrateUnit: v.string(),
  /** Rated power consumption, W. */
  power: decimal,
  /** Power consumption ratio, J/TH. */
  powerRatio: decimal,
  cycleDays: count,
  /** Computing power enhancement, percent. */
  boost: decimal,
  /** Per unit (per share for joint venture / share; the cycle's rent for rent), in `priceCoin`. */
  price: decimal,
  /** Per unit, charged with the price. */
  serviceFee: decimal,
  priceCoin: v.string(),
  dailyOutput: decimal,
  /** Reference price of `coin` in `priceCoin` that the estimates use. */
  refPrice: decimal,
  /** Gross, a year (docs/api.md); the app shows the net return over the cycle instead. */
  yieldRate: decimal,
  /** Shares one machine is split into (1 for mining and rent). */
  shareUnits: count,
  unitSharePercent: decimal,
  /** Units (machines or shares) offered, sold so far, and left. */
  stock: count,
  sold: count,
  remaining: count,
  /** Sale window, ISO 8601. */
  startAt: isoTime,
  endAt: isoTime,
  size: v.string(),
  weight: v.string(),
  chip: v.string(),
  environment: v.string(),
  phase: MachinePhaseSchema,
  soldOut: v.boolean(),
  joined: v.boolean(),
  myUnits: count,
})

const OrderStatusSchema = v.picklist(MACHINE_ORDER_STATUSES)

export const MyMachineSchema = v.object({
  id: v.string(),
  machineId: v.string(),
  name: v.string(),
  type: v.picklist(MACHINE_TYPES),
  coin: v.string(),
  quantity: count,
  sharePercent: decimal,
  cost: decimal,
  serviceFee: decimal,
  total: decimal,
  priceCoin: v.string(),
  startAt: isoTime,
  endAt: isoTime,
  cycleDays: count,
  daysMined: count,
  dailyOutput: decimal,
  todayOutput: decimal,
  totalOutput: decimal,
  status: OrderStatusSchema,
})

export const IncomeRecordSchema = v.object({
  id: v.string(),
  orderId: v.string(),
  machineId: v.string(),
  name: v.string(),
  type: v.picklist(MACHINE_TYPES),
  coin: v.string(),
  amount: decimal,
  sharePercent: decimal,
  createdAt: isoTime,
})

export const CoinAmountSchema = v.object({ coin: v.string(), amount: decimal })

export const ParticipantSchema = v.object({ address: v.string(), units: count, sharePercent: decimal, me: v.boolean() })

export const ParticipationSchema = v.object({
  machineId: v.string(),
  name: v.string(),
  type: v.picklist(MACHINE_TYPES),
  coin: v.string(),
  phase: MachinePhaseSchema,
  cycleDays: count,
  shareUnits: count,
  sold: count,
  stock: count,
  myUnits: count,
  mySharePercent: decimal,
  myDailyOutput: decimal,
  myTotalOutput: decimal,
  participants: v.array(ParticipantSchema),
})

/** 10022's answer: the new order and the balance it was paid from. */
export const BuyResultSchema = v.object({ order: MyMachineSchema, balance: BalanceAfter })

/** 10026's answer: a page of records and the user's totals per coin. */
export const IncomePageSchema = v.object({ ...paged(IncomeRecordSchema).entries, totals: v.array(CoinAmountSchema) })

/** The mining codes: each one's form fields and the answer's `data` (contract/index.ts joins the areas). */
export const miningContract = {
  [RPC.machineList]: { fields: v.object({ type: v.picklist(MACHINE_TYPES) }), data: v.object({ list: v.array(MachineSchema) }) },
  [RPC.machineDetail]: { fields: v.object({ id: v.string() }), data: MachineSchema },
  [RPC.buyMachine]: { fields: v.object({ id: v.string(), quantity: v.string() }), data: BuyResultSchema },
  [RPC.myMachines]: { fields: v.object({ status: v.picklist(['', 'running', 'ended']), ...pageFields }), data: paged(MyMachineSchema) },
  [RPC.miningIncome]: { fields: v.object({ orderId: v.optional(v.string()), ...pageFields }), data: IncomePageSchema },
  [RPC.participations]: { fields: v.object({ type: v.picklist(['jointVenture', 'share']), ...pageFields }), data: paged(ParticipationSchema) },
} as const
