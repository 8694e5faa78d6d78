import { RESP_CODES } from '@/shared/api/contract/envelope'
import type { BuyResult, IncomePage, Machine, MachinePhase, MachineType, MyMachine } from '@/shared/api/contract/mining'
import { RPC } from '@/shared/api/rpc-codes'
import { add, divide, isPositive, multiply, toDecimalString } from '@/shared/lib/decimal'
import { maskMiddle } from '@/shared/lib/mask'
import { DAY_MS, now, nowIso, onDayPassed, startOfUtcDay } from '../clock'
import { nextSeq, type MockDb, type MockMachine, type MockMachineOrder, type MockUser } from '../db'
import { textIn } from '../content'
import { availableOf, credit, debit } from '../ledger'
import { newestFirst, pageFields, paginate } from '../paging'
import { defineRpc, invalidParam, MockRpcError, requireField, requireUser, type RpcContext } from '../rpc'
import { payReferralEarnings } from './referral'

// Mining machines: the shop (10020), detail (10021), buy or rent (10022), my machines (10025),
// mining income (10026) and joint venture / share participations (10027). A purchase debits
// price + service fee in USDT; each UTC midnight on the mock clock, every running order produces
// its day's output in the machine's coin (joint venture and share split by share).

/** Machines are paid in this coin. */
export const PRICE_COIN = 'USDT'

const TYPES: readonly MachineType[] = ['mining', 'jointVenture', 'rent', 'share']
const SPLIT_TYPES: readonly MachineType[] = ['jointVenture', 'share']

export function phaseOf(machine: MockMachine, at: number = now()): MachinePhase {
  if (at < Date.parse(machine.startAt)) return 'comingSoon'
  if (at >= Date.parse(machine.endAt)) return 'ended'
  return 'inProgress'
}

/** One unit's (one machine's, or one share's) output per day. */
function unitDailyOutput(machine: MockMachine): string {
  return toDecimalString(divide(machine.dailyOutput, machine.shareUnits, 8))
}

/** An order's output per day: the machine's output times the order's share of it. */
export function orderDailyOutput(machine: MockMachine, quantity: number): string {
  return toDecimalString(divide(multiply(machine.dailyOutput, quantity), machine.shareUnits, 8))
}

/** Percent of one machine that `units` are. */
function sharePercent(machine: MockMachine, units: number): string {
  return toDecimalString(divide(multiply(units, 100), machine.shareUnits, 4))
}

/** Estimated yearly return on price + fee, percent, at the machine's reference price. */
export function yieldRateOf(machine: MockMachine): string {
  const yearly = multiply(multiply(unitDailyOutput(machine), machine.refPrice), 36500)
  return divide(yearly, add(machine.price, machine.serviceFee), 2)
}

function ordersOf(db: MockDb, userId: string): MockMachineOrder[] {
  return db.machineOrders.filter((o) => o.userId === userId)
}

function machineDto(db: MockDb, machine: MockMachine, user: MockUser | null): Machine {
  const myUnits = user ? ordersOf(db, user.id).filter((o) => o.machineId === machine.id).reduce((sum, o) => sum + o.quantity, 0) : 0
  return {
    id: machine.id,
    name: textIn(db.language, machine.name),
    type: machine.type,
    coin: machine.coin,
    hashrate: machine.hashrate,
    hashrateUnit: machine.hashrateUnit,
    power: machine.power,
    powerRatio: machine.powerRatio,
    cycleDays: machine.cycleDays,
    boost: machine.boost,
    price: machine.price,
    serviceFee: machine.serviceFee,
    priceCoin: PRICE_COIN,
    dailyOutput: machine.dailyOutput,
    refPrice: machine.refPrice,
    yieldRate: yieldRateOf(machine),
    shareUnits: machine.shareUnits,
    unitSharePercent: sharePercent(machine, 1),
    stock: machine.stock,
    sold: machine.sold,
    remaining: machine.stock - machine.sold,
    startAt: machine.startAt,
    endAt: machine.endAt,
    size: textIn(db.language, machine.size),
    weight: machine.weight,
    chip: machine.chip,
    environment: textIn(db.language, machine.environment),
    phase: phaseOf(machine),
    soldOut: machine.sold >= machine.stock,
    joined: myUnits > 0,
    myUnits,
  }
}

function orderDto(db: MockDb, order: MockMachineOrder): MyMachine {
  const machine = machineOf(db, order.machineId)
  const today = startOfUtcDay(now())
  return {
    id: order.id,
    machineId: machine.id,
    name: textIn(db.language, machine.name),
    type: machine.type,
    coin: machine.coin,
    quantity: order.quantity,
    sharePercent: sharePercent(machine, order.quantity),
    cost: order.cost,
    serviceFee: order.serviceFee,
    total: order.total,
    priceCoin: PRICE_COIN,
    startAt: order.startAt,
    endAt: order.endAt,
    cycleDays: machine.cycleDays,
    daysMined: order.daysMined,
    dailyOutput: orderDailyOutput(machine, order.quantity),
    todayOutput: order.lastOutputAt === today ? order.lastOutput : '0',
    totalOutput: order.totalOutput,
    status: order.status,
  }
}

function machineOf(db: MockDb, id: string): MockMachine {
  const machine = db.machines.find((m) => m.id === id)
  if (!machine) throw new MockRpcError(RESP_CODES.notFound, 'Mining machine not found')
  return machine
}

function typeField(ctx: RpcContext, allowed: readonly MachineType[]): MachineType | '' {
  const type = ctx.fields.type?.trim() ?? ''
  if (type && !allowed.includes(type as MachineType)) throw invalidParam('type', 'must be one of {values}', { values: allowed.join(', ') })
  return type as MachineType | ''
}

const PHASE_ORDER: Record<MachinePhase, number> = { inProgress: 0, comingSoon: 1, ended: 2 }

export const miningRpcs = [
  defineRpc(RPC.machineList, (ctx): { list: Machine[] } => {
    const type = typeField(ctx, TYPES)
    const list = ctx.db.machines
      .filter((m) => !type || m.type === type)
      .map((m) => machineDto(ctx.db, m, ctx.user))
      // On sale first, then coming soon, then ended; sold out after what can still be bought.
      .sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || Number(a.soldOut) - Number(b.soldOut))
    return { list }
  }),

  defineRpc(RPC.machineDetail, (ctx): Machine => machineDto(ctx.db, machineOf(ctx.db, requireField(ctx, 'id')), ctx.user)),

  defineRpc(RPC.buyMachine, (ctx): BuyResult => {
    const user = requireUser(ctx)
    const { db } = ctx
    const machine = machineOf(db, requireField(ctx, 'id'))
    const raw = requireField(ctx, 'quantity')
    const quantity = Number(raw)
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(quantity) || quantity < 1) throw invalidParam('quantity', 'must be a whole number from 1')

    const phase = phaseOf(machine)
    if (phase === 'comingSoon') throw new MockRpcError(RESP_CODES.notStarted, 'This machine is not on sale yet')
    if (phase === 'ended') throw new MockRpcError(RESP_CODES.ended, 'Sales of this machine have ended')
    const remaining = machine.stock - machine.sold
    if (remaining <= 0) throw new MockRpcError(RESP_CODES.soldOut, 'This machine is sold out')
    if (quantity > remaining) throw new MockRpcError(RESP_CODES.notEnoughStock, 'Only {remaining} left', { remaining })

    const cost = multiply(machine.price, quantity)
    const serviceFee = multiply(machine.serviceFee, quantity)
    const total = add(cost, serviceFee)
    const id = `O${nextSeq(db)}`
    debit(db, user.id, { type: 'machinePurchase', coin: PRICE_COIN, amount: total, refId: id })
    payReferralEarnings(db, user.id, total, PRICE_COIN, id)

    const startAt = nowIso()
    const order: MockMachineOrder = {
      id,
      userId: user.id,
      address: user.address,
      machineId: machine.id,
      quantity,
      cost,
      serviceFee,
      total,
      startAt,
      endAt: new Date(Date.parse(startAt) + machine.cycleDays * DAY_MS).toISOString(),
      daysMined: 0,
      totalOutput: '0',
      lastOutput: '0',
      lastOutputAt: 0,
      status: 'running',
    }
    db.machineOrders.push(order)
    machine.sold += quantity
    return { order: orderDto(db, order), balance: { coin: PRICE_COIN, available: availableOf(db, user.id, PRICE_COIN) } }
  }),

  defineRpc(RPC.myMachines, (ctx) => {
    const user = requireUser(ctx)
    const status = ctx.fields.status?.trim() ?? ''
    if (status && status !== 'running' && status !== 'ended') throw invalidParam('status', 'must be running or ended')
    const paging = pageFields(ctx)
    const rows = ordersOf(ctx.db, user.id)
      .filter((o) => !status || o.status === status)
      .sort(newestFirst((o) => o.startAt))
    return paginate(rows, paging, (o) => orderDto(ctx.db, o))
  }),

  defineRpc(RPC.miningIncome, (ctx): IncomePage => {
    const user = requireUser(ctx)
    const { db } = ctx
    const orderId = ctx.fields.orderId?.trim() ?? ''
    const paging = pageFields(ctx)
    const mine = db.miningIncome.filter((r) => r.userId === user.id)
    const rows = mine.filter((r) => !orderId || r.orderId === orderId).sort(newestFirst((r) => r.createdAt))
    const totals = new Map<string, string>()
    for (const r of mine) totals.set(r.coin, add(totals.get(r.coin) ?? '0', r.amount))
    return {
      ...paginate(rows, paging, (r) => {
        const machine = machineOf(db, r.machineId)
        const order = db.machineOrders.find((o) => o.id === r.orderId)
        return {
          id: r.id,
          orderId: r.orderId,
          machineId: r.machineId,
          name: textIn(db.language, machine.name),
          type: machine.type,
          coin: r.coin,
          amount: r.amount,
          sharePercent: sharePercent(machine, order?.quantity ?? 0),
          createdAt: r.createdAt,
        }
      }),
      totals: [...totals].map(([coin, amount]) => ({ coin, amount })),
    }
  }),

  defineRpc(RPC.participations, (ctx) => {
    const user = requireUser(ctx)
    const { db } = ctx
    const type = typeField(ctx, SPLIT_TYPES)
    const paging = pageFields(ctx)
    const mine = ordersOf(db, user.id)
    const machines = db.machines.filter((m) => SPLIT_TYPES.includes(m.type) && (!type || m.type === type) && mine.some((o) => o.machineId === m.id))
    return paginate(machines, paging, (machine) => {
      const holders = new Map<string, { address: string; units: number; me: boolean }>()
      for (const o of db.machineOrders.filter((x) => x.machineId === machine.id)) {
        const holder = holders.get(o.userId) ?? { address: o.address, units: 0, me: o.userId === user.id }
        holder.units += o.quantity
        holders.set(o.userId, holder)
      }
      const myOrders = mine.filter((o) => o.machineId === machine.id)
      const myUnits = myOrders.reduce((sum, o) => sum + o.quantity, 0)
      return {
        machineId: machine.id,
        name: textIn(db.language, machine.name),
        type: machine.type,
        coin: machine.coin,
        phase: phaseOf(machine),
        cycleDays: machine.cycleDays,
        shareUnits: machine.shareUnits,
        sold: machine.sold,
        stock: machine.stock,
        myUnits,
        mySharePercent: sharePercent(machine, myUnits),
        myDailyOutput: orderDailyOutput(machine, myUnits),
        myTotalOutput: myOrders.reduce((sum, o) => add(sum, o.totalOutput), '0'),
        participants: [...holders.values()]
          .sort((a, b) => b.units - a.units || Number(b.me) - Number(a.me))
          // Other holders' addresses are masked; the user's own is shown whole.
          .map((h) => ({ address: h.me ? h.address : maskMiddle(h.address), units: h.units, sharePercent: sharePercent(machine, h.units), me: h.me })),
      }
    })
  }),
]

/** Each UTC midnight: every running order bought before it produces one day's output. */
export function accrueMiningOutput(db: MockDb, midnight: number): void {
  const at = new Date(midnight).toISOString()
  for (const order of db.machineOrders) {
    if (order.status !== 'running' || Date.parse(order.startAt) >= midnight) continue
    const machine = db.machines.find((m) => m.id === order.machineId)
    if (!machine) continue
    const output = orderDailyOutput(machine, order.quantity)
    if (isPositive(output)) {
      credit(db, order.userId, { type: 'machineEarnings', coin: machine.coin, amount: output, refId: order.id, at })
      db.miningIncome.push({ id: `I${nextSeq(db)}`, userId: order.userId, orderId: order.id, machineId: machine.id, coin: machine.coin, amount: output, createdAt: at })
    }
    order.daysMined += 1
    order.totalOutput = add(order.totalOutput, output)
    order.lastOutput = output
    order.lastOutputAt = midnight
    if (order.daysMined >= machine.cycleDays) order.status = 'ended'
  }
}

onDayPassed('mining', accrueMiningOutput)
