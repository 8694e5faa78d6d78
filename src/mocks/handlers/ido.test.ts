import { Wallet } from 'ethers'
import type { IdoOffering, IdoPosition } from '@/shared/api/contract/ido'
import { RPC } from '@/shared/api/rpc-codes'
import { add, multiply } from '@/shared/lib/decimal'
import { useSessionStore } from '@/shared/stores/session-store'
import { advanceClock } from '../clock'
import { getDb, type MockIdoOffering } from '../db'
import { releasePartSize, runDraw } from './ido'
import { balanceOf, failure, ledger, login, rpc } from './test-client'

// The IDO rules of the mock backend, through the real client as the app calls them.

const alice = new Wallet('0x' + '66'.repeat(32))
const bob = new Wallet('0x' + '77'.repeat(32))

const offerings = async (phase = '') => (await rpc(RPC.idoList, { phase })).list
const offering = async (id: string) => (await offerings()).find((o) => o.id === id) as IdoOffering
const positions = async () => (await rpc(RPC.idoPositions)).list
const position = async (id: string) => (await positions()).find((p) => p.offeringId === id) as IdoPosition
const subscribe = (id: string, quantity: number | string) => rpc(RPC.idoSubscribe, { id, quantity })

describe('seed', () => {
  it('has an offering in each phase, the ended one drawn, with decimal-string prices', async () => {
    const list = await offerings()
    expect(new Set(list.map((o) => o.phase))).toEqual(new Set(['comingSoon', 'inProgress', 'ended']))
    expect(list.filter((o) => o.phase === 'ended').every((o) => o.drawn)).toBe(true)
    for (const o of list) expect(o.price).toMatch(/^\d+(\.\d+)?$/)
    expect(await offering('IDO01')).toMatchObject({ subscribed: 2_600_000, subscribedPercent: '130.00', winningRate: '76.9230', joined: false, mySubscribed: 0 })
    expect(await offering('IDO02')).toMatchObject({ subscribedPercent: '36.00', winningRate: '100' })
  })

  it('lists by phase, ending soonest first, with the server time for countdowns', async () => {
    const answer = await rpc(RPC.idoList, { phase: 'inProgress' })
    expect(answer.list.map((o) => o.id)).toEqual(['IDO01', 'IDO02'])
    expect(answer.serverTime).toBe('2026-11-01T00:00:00.000Z')
    expect((await offerings('comingSoon')).map((o) => o.id)).toEqual(['IDO03', 'IDO04'])
    expect(await failure(rpc(RPC.idoList, { phase: 'soon' }))).toMatchObject({ code: '1003' })
  })
})

describe('10031 subscribe', () => {
  it('freezes quantity x price of the pay coin with an IDO subscription entry, and raises the demand', async () => {
    await login(alice)
    const answer = await subscribe('IDO01', 10_000)
    expect(answer.balance).toEqual({ coin: 'USDT', available: '9500' })
    expect(answer.position).toMatchObject({ subscribed: 10_000, subscribedAmount: '500', status: 'awaitingDraw', won: 0, frozen: 0, allocation: null, drawAt: '2026-11-05T00:00:00.000Z' })
    expect(await balanceOf('USDT')).toMatchObject({ available: '9500', frozen: '500', total: '10000' })
    expect((await ledger({ type: 'idoSubscription' }))[0]).toMatchObject({ coin: 'USDT', amount: '-500', balance: '9500' })

    // Subscribing again adds to the same position.
    await subscribe('IDO01', 2_000)
    expect(await offering('IDO01')).toMatchObject({ subscribed: 2_612_000, joined: true, mySubscribed: 12_000, winningRate: '76.5696' })
    expect(await positions()).toHaveLength(1)
    expect(await position('IDO01')).toMatchObject({ subscribed: 12_000, subscribedAmount: '600', winningRate: '76.5696' })
  })

  it('refuses a quantity that is not a whole number from 1, an insufficient balance, and closed offerings', async () => {
    await login(alice)
    for (const quantity of ['0', '1.5', '-3', 'ten', '']) {
      expect(await failure(subscribe('IDO01', quantity))).toMatchObject({ code: '1003' })
    }
    expect(await failure(subscribe('IDO01', 200_001))).toMatchObject({ code: '2001', respMsg: 'Insufficient USDT balance' })
    expect(await failure(subscribe('IDO03', 1))).toMatchObject({ code: '3002', respMsg: 'This offering has not started yet' })
    expect(await failure(subscribe('IDO05', 1))).toMatchObject({ code: '3003', respMsg: 'This offering has ended' })
    expect(await failure(subscribe('NOPE', 1))).toMatchObject({ code: '3001' })
    // Nothing moved, nothing was recorded.
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000', frozen: '0' })
    expect(await ledger({ type: 'idoSubscription' })).toEqual([])
    expect(await positions()).toEqual([])
  })

  it('needs a session', async () => {
    expect(await failure(subscribe('IDO01', 1))).toMatchObject({ code: '500' })
    expect(await failure(rpc(RPC.idoPositions))).toMatchObject({ code: '500' })
  })
})

describe('the draw', () => {
  it('allots by winning rate: won + returned = subscribed, the payment for the rest comes back, won tokens start frozen', async () => {
    await login(bob)
    await subscribe('IDO01', 3)
    await login(alice)
    await subscribe('IDO01', 10_000)

    advanceClock({ days: 4 })
    const p = await position('IDO01')
    // 10000 x 2,000,000 / 2,610,003 = 7662.826... : 7662 for certain, one more if the draw picks it.
    expect(p.allocation).toMatchObject({ totalSubscribed: 2_610_003, supply: 2_000_000, winningRate: '76.6282', exactShare: '7662.826441', base: 7662, seed: 'IDO01:2610003' })
    expect(p.won).toBe(7662 + p.allocation!.drawExtra)
    expect(p).toMatchObject({ status: 'releasing', phase: 'ended', frozen: p.won, released: 0, nextReleaseAt: '2026-12-05T00:00:00.000Z' })
    expect(p.consumed).toBe(multiply(p.won, '0.05'))
    expect(p.returned).toBe(multiply(10_000 - p.won, '0.05'))
    expect(add(p.consumed, p.returned)).toBe(p.subscribedAmount)

    expect(await balanceOf('USDT')).toMatchObject({ frozen: '0', available: add('9500', p.returned) })
    expect(await balanceOf('HNV')).toMatchObject({ available: '0', frozen: String(p.won) })
    expect((await ledger({ type: 'idoReturn' }))[0]).toMatchObject({ coin: 'USDT', amount: p.returned, createdAt: '2026-11-05T00:00:00.000Z' })

    // The whole supply is allotted, the market's part included; nobody gets more than they asked for.
    const db = getDb()
    const o = db.idoOfferings.find((x) => x.id === 'IDO01')!
    const usersWon = db.idoSubscriptions.reduce((sum, s) => sum + s.result!.won, 0)
    const marketWon = o.supply - usersWon
    expect(marketWon).toBeGreaterThanOrEqual(Math.floor((o.marketSubscribed * o.supply) / 2_610_003))
    expect(marketWon).toBeLessThanOrEqual(Math.floor((o.marketSubscribed * o.supply) / 2_610_003) + 1)
    for (const s of db.idoSubscriptions) expect(s.result!.won).toBeLessThanOrEqual(s.quantity)
    expect(await offering('IDO01')).toMatchObject({ drawn: true, winningRate: '76.6282' })
  })

  it('gives everybody what they asked for when undersubscribed', async () => {
    await login(alice)
    await subscribe('IDO02', 1_000)
    advanceClock({ days: 19 })
    expect(await position('IDO02')).toMatchObject({ won: 1_000, returned: '0', consumed: '200', winningRate: '100.00', frozen: 1_000 })
    expect(await balanceOf('USDT')).toMatchObject({ available: '9800', frozen: '0' })
    expect(await ledger({ type: 'idoReturn' })).toEqual([])
  })

  it('is the same draw for the same subscriptions', async () => {
    const drawOnce = async () => {
      await login(alice)
      await subscribe('IDO01', 777)
      await login(bob)
      await subscribe('IDO01', 12_345)
      advanceClock({ days: 4 })
      return getDb().idoSubscriptions.map((s) => s.result)
    }
    const first = await drawOnce()
    const { resetMockDb } = await import('../db')
    resetMockDb()
    useSessionStore.setState({ token: '' })
    expect(await drawOnce()).toEqual(first)
  })

  it('allots the exact supply across many subscriptions of any size', () => {
    const db = getDb()
    const o: MockIdoOffering = { ...db.idoOfferings[0], id: 'X1', supply: 1_000, marketSubscribed: 0, drawnAt: null, draw: null }
    db.idoOfferings.push(o)
    const sizes = [1, 2, 3, 7, 50, 333, 999, 1, 1, 4, 12, 640]
    sizes.forEach((quantity, i) => {
      db.balances.push({ userId: `T${i}`, coin: 'USDT', available: '0', frozen: multiply(quantity, o.price) })
      db.idoSubscriptions.push({ id: `P${i}`, userId: `T${i}`, offeringId: 'X1', quantity, amount: multiply(quantity, o.price), createdAt: o.startAt, result: null, released: 0, releasedParts: 0 })
    })
    runDraw(db, o, o.endAt)
    const subs = db.idoSubscriptions.filter((s) => s.offeringId === 'X1')
    expect(subs.reduce((sum, s) => sum + s.result!.won, 0)).toBe(1_000)
    for (const s of subs) {
      expect(s.result!.won).toBeGreaterThanOrEqual(s.result!.base)
      expect(s.result!.won).toBeLessThanOrEqual(Math.min(s.quantity, s.result!.base + 1))
      // Frozen money is all spent or returned.
      expect(db.balances.find((b) => b.userId === s.userId && b.coin === 'USDT')!.frozen).toBe('0')
    }
  })
})

describe('the release schedule', () => {
  it('releases won tokens in equal parts into the available balance, never more than won', async () => {
    await login(alice)
    await subscribe('IDO01', 10_001)
    advanceClock({ days: 4 })
    const won = (await position('IDO01')).won
    const part = Math.floor(won / 4)

    advanceClock({ days: 29 })
    expect(await position('IDO01')).toMatchObject({ released: 0, releasedParts: 0 })
    advanceClock({ days: 1 })
    expect(await position('IDO01')).toMatchObject({ released: part, frozen: won - part, releasedParts: 1, nextReleaseAt: '2027-01-04T00:00:00.000Z', status: 'releasing' })
    expect(await balanceOf('HNV')).toMatchObject({ available: String(part), frozen: String(won - part) })
    expect((await ledger({ type: 'idoRelease' }))[0]).toMatchObject({ coin: 'HNV', amount: String(part), balance: String(part), createdAt: '2026-12-05T00:00:00.000Z' })

    for (let day = 0; day < 100; day += 1) {
      advanceClock({ days: 1 })
      const s = getDb().idoSubscriptions[0]
      expect(s.released).toBeLessThanOrEqual(won)
    }
    expect(await position('IDO01')).toMatchObject({ released: won, frozen: 0, releasedParts: 4, nextReleaseAt: null, status: 'completed' })
    expect(await balanceOf('HNV')).toMatchObject({ available: String(won), frozen: '0' })
    expect(await ledger({ type: 'idoRelease' })).toHaveLength(4)
  })

  it('splits into equal parts, the last taking the remainder', () => {
    expect([1, 2, 3, 4].map((p) => releasePartSize(7663, 4, p))).toEqual([1915, 1915, 1915, 1918])
    expect([1, 2, 3].map((p) => releasePartSize(2, 3, p))).toEqual([0, 0, 2])
  })
})
