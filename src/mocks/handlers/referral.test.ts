import { Wallet } from 'ethers'
import { RPC } from '@/shared/api/rpc-codes'
import { multiply } from '@/shared/lib/decimal'
import { advanceClock } from '../clock'
import { getDb } from '../db'
import { SEED_INVITER } from '../seed'
import { failure, ledger, login, rpc } from './test-client'

// Referral earnings of the mock: 5% of what an invitee spends to the direct inviter, 2% to the
// inviter's inviter, as their own ledger entries (docs/api.md section 11).

const carol = new Wallet('0x' + '81'.repeat(32))
const dave = new Wallet('0x' + '82'.repeat(32))
const erin = new Wallet('0x' + '83'.repeat(32))

const codeOf = (wallet: Wallet) => getDb().users.find((u) => u.address === wallet.address)!.inviteCode
const entriesOf = (userId: string, type: string) => getDb().ledger.filter((e) => e.userId === userId && e.type === type)

describe('referral earnings', () => {
  it('pays the direct and the indirect inviter of a machine purchase their rates', async () => {
    await login(carol, SEED_INVITER.inviteCode)
    await login(dave, codeOf(carol))
    const { order } = await rpc(RPC.buyMachine, { id: 'M101', quantity: 1 })
    const carolId = getDb().users.find((u) => u.address === carol.address)!.id
    // 4,800 + 96 = 4,896 spent: 5% to carol, 2% to the seed inviter.
    expect(entriesOf(carolId, 'directReferral')).toMatchObject([{ coin: 'USDT', amount: '244.8', balance: '10244.8', refId: order.id }])
    expect(entriesOf(SEED_INVITER.id, 'indirectReferral')).toMatchObject([{ coin: 'USDT', amount: '97.92', refId: order.id }])
    expect(entriesOf(SEED_INVITER.id, 'directReferral')).toEqual([])

    // The inviter sees it in the finance ledger.
    await login(carol)
    expect((await ledger({ type: 'directReferral' }))[0]).toMatchObject({ amount: '244.8', refId: order.id })
  })

  it('pays on IDO tokens won at the draw, not on what is returned', async () => {
    await login(carol, SEED_INVITER.inviteCode)
    await login(dave, codeOf(carol))
    await rpc(RPC.idoSubscribe, { id: 'IDO02', quantity: 1000 })
    const carolId = getDb().users.find((u) => u.address === carol.address)!.id
    expect(entriesOf(carolId, 'directReferral')).toEqual([])
    advanceClock({ days: 30 })
    const sub = getDb().idoSubscriptions.find((s) => s.offeringId === 'IDO02')!
    expect(sub.result?.won).toBeGreaterThan(0)
    const offering = getDb().idoOfferings.find((o) => o.id === 'IDO02')!
    const consumed = multiply(sub.result!.won, offering.price)
    expect(entriesOf(carolId, 'directReferral')).toMatchObject([{ coin: offering.payCoin, amount: multiply(consumed, '0.05', 8), refId: sub.id }])
    expect(entriesOf(SEED_INVITER.id, 'indirectReferral')).toMatchObject([{ coin: offering.payCoin, amount: multiply(consumed, '0.02', 8), refId: sub.id }])
  })

  it('pays nobody for a user without an inviter, and a later code never rebinds', async () => {
    await login(erin)
    await login(erin, SEED_INVITER.inviteCode)
    expect(getDb().users.find((u) => u.address === erin.address)!.inviterId).toBeNull()
    await rpc(RPC.buyMachine, { id: 'R201', quantity: 1 })
    expect(getDb().ledger.filter((e) => e.type === 'directReferral' || e.type === 'indirectReferral')).toEqual([])
  })

  it('answers the invitation (10068): code, counts, rates, earnings per coin, invitees masked, newest first', async () => {
    await login(carol, SEED_INVITER.inviteCode)
    advanceClock({ ms: 60_000 })
    await login(dave, codeOf(carol))
    advanceClock({ ms: 60_000 })
    await login(erin, codeOf(carol))
    await rpc(RPC.buyMachine, { id: 'M101', quantity: 1 })

    await login(carol)
    const mine = await rpc(RPC.invitation, { page: 1, size: 10 })
    expect(mine).toMatchObject({ inviteCode: codeOf(carol), directCount: 2, indirectCount: 0, rates: { direct: '5', indirect: '2' }, total: 2, hasMore: false })
    expect(mine.earnings).toEqual([{ coin: 'USDT', direct: '244.8', indirect: '0' }])
    expect(mine.list.map((i) => i.address)).toEqual([`${erin.address.slice(0, 4)}***${erin.address.slice(-4)}`, `${dave.address.slice(0, 4)}***${dave.address.slice(-4)}`])
    expect(mine.list.every((i) => i.level === 1)).toBe(true)

    // The seed inviter (Hardhat's public test key #0): carol directly, dave and erin one level down, by pages.
    await login(new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'))
    const first = await rpc(RPC.invitation, { page: 1, size: 2 })
    expect(first).toMatchObject({ directCount: 1, indirectCount: 2, total: 3, hasMore: true })
    expect(first.earnings).toEqual([{ coin: 'USDT', direct: '0', indirect: '97.92' }])
    const second = await rpc(RPC.invitation, { page: 2, size: 2 })
    expect([...first.list, ...second.list].map((i) => i.level)).toEqual([2, 2, 1])
  })

  it('asks for a login', async () => {
    expect((await failure(rpc(RPC.invitation, { page: 1, size: 10 }))).code).toBe('500')
  })
})
