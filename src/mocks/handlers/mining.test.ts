import { Wallet } from 'ethers'
import { RPC } from '@/shared/api/rpc-codes'
import { add } from '@/shared/lib/decimal'
import { advanceClock } from '../clock'
import { TRANSLATIONS } from '../messages'
import { getDb } from '../db'
import { STARTING_BALANCE } from '../ledger'
import { yieldRateOf } from './mining'
import { balanceOf, failure, ledger, login, rpc, speak } from './test-client'

// The mining rules of the mock backend, through the real client as the app calls them.

const alice = new Wallet('0x' + '44'.repeat(32))
const bob = new Wallet('0x' + '55'.repeat(32))

const balance = async (coin: string) => (await balanceOf(coin))?.available

describe('seed', () => {
  it('covers the four types and every phase, with decimal-string numbers', async () => {
    const { list } = await rpc(RPC.machineList)
    expect(new Set(list.map((m) => m.type))).toEqual(new Set(['mining', 'jointVenture', 'rent', 'share']))
    expect(new Set(list.map((m) => m.phase))).toEqual(new Set(['comingSoon', 'inProgress', 'ended']))
    expect(list.some((m) => m.soldOut && m.phase === 'inProgress')).toBe(true)
    for (const m of list) {
      expect(m.price).toMatch(/^\d+(\.\d+)?$/)
      expect(m.dailyOutput).toMatch(/^\d+(\.\d+)?$/)
    }
  })

  it('keeps shared machines consistent: sold units equal the holders of record', () => {
    const db = getDb()
    for (const m of db.machines.filter((x) => x.type === 'jointVenture' || x.type === 'share')) {
      const held = db.machineOrders.filter((o) => o.machineId === m.id).reduce((s, o) => s + o.quantity, 0)
      expect(held).toBe(m.sold)
    }
  })

  it('answers the yield rate from the parameters: a year of output at the reference price over price + fee', async () => {
    const machine = await rpc(RPC.machineDetail, { id: 'M101' })
    // 0.000155 BTC x 95000 x 365 / 4896 = 109.77...%
    expect(machine.yieldRate).toBe('109.77')
    expect(yieldRateOf(getDb().machines.find((m) => m.id === 'J301')!)).toBe('111.71')
  })
})

describe('10021 detail', () => {
  it('answers 3001 for an unknown id and 1003 without one', async () => {
    expect(await failure(rpc(RPC.machineDetail, { id: 'NOPE' }))).toMatchObject({ code: '3001', respMsg: 'Mining machine not found' })
    expect(await failure(rpc(RPC.machineDetail))).toMatchObject({ code: '1003' })
  })

  it('says its refusals in the language last set with E0001, English again once it is set back', async () => {
    await speak('ja')
    expect(await failure(rpc(RPC.machineDetail, { id: 'NOPE' }))).toMatchObject({ code: '3001', respMsg: TRANSLATIONS.ja['Mining machine not found'] })
    await login(alice)
    await speak('ar')
    const missing = TRANSLATIONS.ar['Invalid parameter {name}: {why}'].replace('{name}', 'quantity').replace('{why}', TRANSLATIONS.ar['must be a whole number from 1'])
    expect(await failure(rpc(RPC.buyMachine, { id: 'M101', quantity: '1.5' }))).toMatchObject({ code: '1003', respMsg: missing })
    await speak('en')
    expect(await failure(rpc(RPC.machineDetail, { id: 'NOPE' }))).toMatchObject({ respMsg: 'Mining machine not found' })
  })
})

describe('10022 buy or rent', () => {
  it('debits price + service fee from USDT and writes a machine purchase entry', async () => {
    await login(alice)
    expect(await balance('USDT')).toBe(STARTING_BALANCE.amount)
    const answer = await rpc(RPC.buyMachine, { id: 'M101', quantity: 2 })
    // 2 x (4800 + 96)
    expect(answer.order).toMatchObject({ total: '9792', quantity: 2, status: 'running' })
    expect(answer.balance).toEqual({ coin: 'USDT', available: '208' })
    expect(await balance('USDT')).toBe('208')

    const entries = await ledger()
    expect(entries[0]).toMatchObject({ type: 'machinePurchase', coin: 'USDT', amount: '-9792', balance: '208', status: 'successful', refId: answer.order.id })
    expect(entries[1]).toMatchObject({ type: 'systemAdjustment', amount: '10000' })
    expect(getDb().machines.find((m) => m.id === 'M101')!.sold).toBe(39)
    expect((await rpc(RPC.machineDetail, { id: 'M101' })).myUnits).toBe(2)
  })

  it('refuses insufficient balance, and leaves balance, stock and ledger untouched', async () => {
    await login(alice)
    const error = await failure(rpc(RPC.buyMachine, { id: 'M101', quantity: 3 }))
    expect(error).toMatchObject({ code: '2001', respMsg: 'Insufficient USDT balance' })
    expect(await balance('USDT')).toBe('10000')
    expect(await ledger({ type: 'machinePurchase' })).toEqual([])
    expect(getDb().machines.find((m) => m.id === 'M101')!.sold).toBe(37)
  })

  it('refuses machines not on sale yet, ended, sold out, or short of stock, with a clear message', async () => {
    await login(alice)
    expect(await failure(rpc(RPC.buyMachine, { id: 'M102', quantity: 1 }))).toMatchObject({ code: '3002', respMsg: 'This machine is not on sale yet' })
    expect(await failure(rpc(RPC.buyMachine, { id: 'M103', quantity: 1 }))).toMatchObject({ code: '3003', respMsg: 'Sales of this machine have ended' })
    expect(await failure(rpc(RPC.buyMachine, { id: 'M104', quantity: 1 }))).toMatchObject({ code: '3004', respMsg: 'This machine is sold out' })
    expect(await failure(rpc(RPC.buyMachine, { id: 'J301', quantity: 5 }))).toMatchObject({ code: '3005', respMsg: 'Only 4 left' })
    for (const quantity of ['0', '1.5', '-1', 'abc']) {
      expect(await failure(rpc(RPC.buyMachine, { id: 'M101', quantity }))).toMatchObject({ code: '1003' })
    }
    expect(await balance('USDT')).toBe('10000')
  })

  it('needs a session', async () => {
    expect(await failure(rpc(RPC.buyMachine, { id: 'M101', quantity: 1 }))).toMatchObject({ code: '500' })
  })

  it('opens a coming-soon machine once the clock reaches its start', async () => {
    await login(alice)
    expect(await failure(rpc(RPC.buyMachine, { id: 'R202', quantity: 1 }))).toMatchObject({ code: '3002' })
    advanceClock({ days: 14 })
    await expect(rpc(RPC.buyMachine, { id: 'R202', quantity: 1 })).resolves.toBeTruthy()
  })
})

describe('daily output', () => {
  it('accrues each UTC midnight as machine earnings and income records, credited in the produced coin', async () => {
    await login(alice)
    const { order } = await rpc(RPC.buyMachine, { id: 'M101', quantity: 1 })
    expect(await balance('BTC')).toBe('0')

    advanceClock({ days: 1 })
    expect(await balance('BTC')).toBe('0.000155')
    const income = await rpc(RPC.miningIncome)
    expect(income.list).toEqual([expect.objectContaining({ orderId: order.id, coin: 'BTC', amount: '0.000155', createdAt: '2026-11-02T00:00:00.000Z' })])
    expect((await ledger({ type: 'machineEarnings' }))[0]).toMatchObject({ coin: 'BTC', amount: '0.000155', refId: order.id })

    advanceClock({ days: 2 })
    const mine = await rpc(RPC.myMachines)
    expect(mine.list[0]).toMatchObject({ daysMined: 3, todayOutput: '0.000155', totalOutput: '0.000465' })
    expect(await balance('BTC')).toBe('0.000465')
  })

  it('splits joint venture and share output by share, and ends an order after its cycle', async () => {
    await login(alice)
    await rpc(RPC.buyMachine, { id: 'J301', quantity: 3 })
    await rpc(RPC.buyMachine, { id: 'R201', quantity: 1 })
    advanceClock({ days: 1 })
    // J301: 0.000125 x 3/10; R201: 0.000089
    expect(await balance('BTC')).toBe(add('0.0000375', '0.000089'))

    advanceClock({ days: 30 })
    const ended = await rpc(RPC.myMachines, { status: 'ended' })
    expect(ended.list).toEqual([expect.objectContaining({ name: 'Antminer S19 XP · 30-day rental', daysMined: 30 })])
    const running = await rpc(RPC.myMachines, { status: 'running' })
    expect(running.list).toEqual([expect.objectContaining({ daysMined: 31 })])
    expect(await balance('BTC')).toBe('0.0038325')
  })
})

describe('10027 participations', () => {
  it("lists each holder's share of the machines the user joined", async () => {
    await login(bob)
    await rpc(RPC.buyMachine, { id: 'S401', quantity: 50 })
    const { list } = await rpc(
      RPC.participations,
      { type: 'share' },
    )
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ machineId: 'S401', myUnits: 50, mySharePercent: '5' })
    expect(list[0].participants).toEqual([
      { address: '0x70***79C8', units: 200, sharePercent: '20', me: false },
      { address: '0x3C***93BC', units: 150, sharePercent: '15', me: false },
      { address: bob.address, units: 50, sharePercent: '5', me: true },
    ])
    expect((await rpc(RPC.participations, { type: 'jointVenture' })).list).toEqual([])
  })
})

describe('10009 ledger', () => {
  it('pages newest first and filters by type and coin', async () => {
    await login(alice)
    await rpc(RPC.buyMachine, { id: 'R201', quantity: 1 })
    advanceClock({ days: 12 })
    const first = await rpc(RPC.financeRecords, { page: 1, size: 10 })
    expect(first).toMatchObject({ total: 14, hasMore: true })
    expect(first.list[0]).toMatchObject({ type: 'machineEarnings', coin: 'BTC' })
    const second = await rpc(RPC.financeRecords, { page: 2, size: 10 })
    expect(second.list.map((e) => e.type)).toEqual(['machineEarnings', 'machineEarnings', 'machinePurchase', 'systemAdjustment'])
    expect(second.hasMore).toBe(false)
    expect(await ledger({ coin: 'USDT' })).toHaveLength(2)
    expect(await failure(rpc(RPC.financeRecords, { type: 'nope' }))).toMatchObject({ code: '1003' })
    expect(await failure(rpc(RPC.financeRecords, { size: 500 }))).toMatchObject({ code: '1003' })
  })
})
