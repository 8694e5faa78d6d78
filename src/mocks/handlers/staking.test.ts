import { Wallet } from 'ethers'
import { stakeEarnings } from '@/shared/api/contract/staking'
import { RPC } from '@/shared/api/rpc-codes'
import { advanceClock, DAY_MS } from '../clock'
import { balanceOf, failure, ledger, login, rpc } from './test-client'

// The staking rules of the mock backend, through the real client as the app calls them.

const alice = new Wallet('0x' + '88'.repeat(32))
const stake = (productId: string, amount: string) => rpc(RPC.stake, { productId, amount })
const records = async () => (await rpc(RPC.stakingRecords)).list

describe('10035 products', () => {
  it('offers at least three terms per coin, with rate and limits, and the server time', async () => {
    const { list, serverTime } = await rpc(RPC.stakingProducts)
    for (const coin of ['USDT', 'ETH', 'BTC']) expect(list.filter((p) => p.coin === coin).length).toBeGreaterThanOrEqual(3)
    expect(list[0]).toEqual({ id: 'K-USDT-7', coin: 'USDT', days: 7, rate: '5', min: '100', max: '50000' })
    expect(serverTime).toBe('2026-11-01T00:00:00.000Z')
  })
})

describe('10036 stake', () => {
  it('freezes the amount with a staking entry, and fixes the earnings and the expiry', async () => {
    await login(alice)
    const answer = await stake('K-USDT-30', '1000')
    // 1000 x 8% x 30 / 365
    expect(answer.record).toMatchObject({ amount: '1000', days: 30, rate: '8', earnings: '6.57534246', status: 'staked', redeemable: false, stakedAt: '2026-11-01T00:00:00.000Z', expiresAt: '2026-12-01T00:00:00.000Z' })
    expect(answer.balance).toEqual({ coin: 'USDT', available: '9000' })
    expect(await balanceOf('USDT')).toMatchObject({ available: '9000', frozen: '1000' })
    expect((await ledger({ type: 'staking' }))[0]).toMatchObject({ coin: 'USDT', amount: '-1000', balance: '9000', refId: answer.record.id })
  })

  it('refuses amounts outside the limits, malformed, or above the balance, and changes nothing', async () => {
    await login(alice)
    expect(await failure(stake('K-USDT-7', '99.99'))).toMatchObject({ code: '3007', respMsg: 'Staking amount must be between 100 and 50000' })
    expect(await failure(stake('K-USDT-7', '50000.01'))).toMatchObject({ code: '3007' })
    for (const amount of ['0', '-5', 'abc', '1.123456789']) expect(await failure(stake('K-USDT-7', amount))).toMatchObject({ code: '1003' })
    expect(await failure(stake('K-USDT-7', '10000.01'))).toMatchObject({ code: '2001', respMsg: 'Insufficient USDT balance' })
    expect(await failure(stake('K-ETH-30', '1'))).toMatchObject({ code: '2001', respMsg: 'Insufficient ETH balance' })
    expect(await failure(stake('NOPE', '100'))).toMatchObject({ code: '3001' })
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000', frozen: '0' })
    expect(await records()).toEqual([])
  })

  it('needs a session', async () => {
    expect(await failure(stake('K-USDT-7', '100'))).toMatchObject({ code: '500' })
  })
})

describe('10041 redeem', () => {
  it('refuses before expiry, then pays principal plus earnings once, with an entry for each', async () => {
    await login(alice)
    const { record } = await stake('K-USDT-7', '1000')
    advanceClock({ days: 6, ms: DAY_MS - 1 })
    expect((await records())[0]).toMatchObject({ redeemable: false })
    expect(await failure(rpc(RPC.redeemStake, { id: record.id }))).toMatchObject({ code: '3006', respMsg: 'This stake can be redeemed from 2026-11-08T00:00:00.000Z' })
    expect(await balanceOf('USDT')).toMatchObject({ available: '9000', frozen: '1000' })

    advanceClock({ ms: 1 })
    expect((await records())[0]).toMatchObject({ redeemable: true, status: 'staked' })
    const answer = await rpc(RPC.redeemStake, { id: record.id })
    // 1000 x 5% x 7 / 365 = 0.95890410...
    expect(answer.record).toMatchObject({ status: 'redeemed', redeemable: false, earnings: '0.9589041', redeemedAt: '2026-11-08T00:00:00.000Z' })
    expect(answer.balance).toEqual({ coin: 'USDT', available: '10000.9589041' })
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000.9589041', frozen: '0' })
    const entries = await ledger()
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'stakingEarnings', amount: '0.9589041', balance: '10000.9589041' }),
      expect.objectContaining({ type: 'stakingRedemption', amount: '1000', balance: '10000' }),
    ])
    expect(await failure(rpc(RPC.redeemStake, { id: record.id }))).toMatchObject({ code: '3006', respMsg: 'This stake is already redeemed' })
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000.9589041' })
  })

  it("refuses another user's stake as unknown", async () => {
    await login(alice)
    const { record } = await stake('K-USDT-7', '100')
    await login(new Wallet('0x' + '99'.repeat(32)))
    advanceClock({ days: 8 })
    expect(await failure(rpc(RPC.redeemStake, { id: record.id }))).toMatchObject({ code: '3001' })
  })

  it('works out earnings exactly, truncated to 8 places', () => {
    expect(stakeEarnings('1000', '5', 7)).toBe('0.9589041')
    expect(stakeEarnings('0.12345678', '4.5', 180)).toBe('0.00273972')
    expect(stakeEarnings('50000', '12', 90)).toBe('1479.45205479')
  })
})
