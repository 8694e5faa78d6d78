import { Wallet } from 'ethers'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { multiply } from '@/shared/lib/decimal'
import { advanceClock } from '../clock'
import { getDb } from '../db'
import { SEED_INVITER } from '../seed'
import { ledger, login } from './test-client'

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
    const { order } = await rpc<{ order: { id: string } }>(RPC.buyMachine, { id: 'M101', quantity: 1 })
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
})
