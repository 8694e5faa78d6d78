import { Wallet } from 'ethers'
import { RPC } from '@/shared/api/rpc-codes'
import { useSessionStore } from '@/shared/stores/session-store'
import { checkAddress } from '@/shared/wallet/address'
import { advanceClock } from '../clock'
import { getDb } from '../db'
import { EXCHANGE_TABLE } from '../seed'
import { balanceOf, failure, ledger, login, rpc } from './test-client'

// The funds rules of the mock backend (docs/api.md section 4), through the real client; withdrawals
// in withdrawals.test.ts.

const alice = new Wallet('0x' + '71'.repeat(32))
const bob = new Wallet('0x' + '72'.repeat(32))
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

const address = (chain: string, coin: string) => rpc(RPC.depositAddress, { chain, coin })
const report = (fields: Record<string, string>) => rpc(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: 'ab'.repeat(32), ...fields })
const records = (fields: Record<string, string> = {}) => rpc(RPC.financeRecords, { size: '50', ...fields })

describe('10008 balances', () => {
  it('opens a new wallet with 10,000 USDT, lists every coin with its price, total = available + frozen', async () => {
    await login(alice)
    const { list } = await rpc(RPC.balances)
    expect(list.map((b) => b.coin)).toEqual(getDb().config.coins)
    for (const b of list) expect(b.price).toBe(EXCHANGE_TABLE.prices[b.coin])
    expect(list[0]).toEqual({ coin: 'USDT', available: '10000', frozen: '0', total: '10000', price: '1' })
    expect(await ledger()).toMatchObject([{ type: 'systemAdjustment', coin: 'USDT', amount: '10000', balance: '10000' }])
  })
})

describe('10010 deposit address', () => {
  it('is the same on every call, differs per chain and user, and passes the chain checksum', async () => {
    await login(alice)
    const tron = await address('TRC20', 'USDT')
    expect(tron).toMatchObject({ chain: 'TRC20', coin: 'USDT', requiredConfirmations: 19 })
    expect(await checkAddress('tron', tron.address)).toBe('ok')
    expect((await address('TRC20', 'TRX')).address).toBe(tron.address)
    const evm = await address('ERC20', 'ETH')
    expect(evm.requiredConfirmations).toBe(12)
    expect(await checkAddress('evm', evm.address)).toBe('ok')
    expect(evm.address).toMatch(/[a-f]/)
    expect(evm.address).toMatch(/[A-F]/)
    await login(bob)
    expect((await address('TRC20', 'USDT')).address).not.toBe(tron.address)
  })

  it('refuses an unknown chain, a coin the chain does not carry, and a visitor', async () => {
    await login(alice)
    expect(await failure(address('BTC', 'USDT'))).toMatchObject({ code: '1003' })
    expect(await failure(address('TRC20', 'ETH'))).toMatchObject({ code: '1003' })
    useSessionStore.setState({ token: '' })
    expect(await failure(address('TRC20', 'USDT'))).toMatchObject({ code: '500' })
  })
})

describe('10011 report a deposit', () => {
  it('is a record confirming block by block, credited with a deposit entry at its last confirmation', async () => {
    await login(alice)
    const { record } = await report({})
    expect(record).toMatchObject({ type: 'deposit', coin: 'USDT', amount: '250', balance: '', status: 'submitted', createdAt: '2026-11-01T00:00:00.000Z' })
    expect(record.deposit).toEqual({ chain: 'TRC20', txHash: 'ab'.repeat(32), confirmations: 0, requiredConfirmations: 19 })

    advanceClock({ ms: 30_000 })
    const confirming = (await records({ type: 'deposit' })).list
    expect(confirming).toHaveLength(1)
    expect(confirming[0]).toMatchObject({ id: record.id, status: 'submitted', deposit: { confirmations: 10 } })
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000' })

    advanceClock({ ms: 27_000 })
    const credited = (await records({ type: 'deposit' })).list
    expect(credited).toHaveLength(1)
    expect(credited[0]).toMatchObject({ type: 'deposit', amount: '250', balance: '10250', status: 'successful', refId: record.id, createdAt: '2026-11-01T00:00:57.000Z' })
    expect(credited[0].id).not.toBe(record.id)
    expect(credited[0].deposit).toMatchObject({ confirmations: 19, requiredConfirmations: 19 })
    expect(await balanceOf('USDT')).toMatchObject({ available: '10250', frozen: '0' })
  })

  it('waits 12 blocks of 12 s on ERC20', async () => {
    await login(alice)
    await report({ chain: 'ERC20', coin: 'ETH', amount: '0.5', txHash: `0x${'cd'.repeat(32)}` })
    advanceClock({ ms: 143_999 })
    expect(await balanceOf('ETH')).toMatchObject({ available: '0' })
    advanceClock({ ms: 1 })
    expect(await balanceOf('ETH')).toMatchObject({ available: '0.5' })
  })

  it('refuses a hash of the wrong form, one reported before, and a bad amount', async () => {
    await login(alice)
    for (const [chain, txHash] of [
      ['TRC20', `0x${'ab'.repeat(32)}`],
      ['TRC20', 'ab'.repeat(31)],
      ['TRC20', 'zz'.repeat(32)],
      ['ERC20', 'ab'.repeat(32)],
      ['ERC20', `0x${'ab'.repeat(33)}`],
    ]) {
      expect(await failure(report({ chain, txHash }))).toMatchObject({ code: '1003' })
    }
    for (const amount of ['0', '-5', 'abc', '1.123456789']) expect(await failure(report({ amount }))).toMatchObject({ code: '1003' })
    await report({})
    expect(await failure(report({ txHash: 'AB'.repeat(32) }))).toMatchObject({ code: '3009', respMsg: 'This transaction was reported already' })
    expect(getDb().deposits).toHaveLength(1)
  })
})

describe('10009 finance records', () => {
  it('filters by several types and by coin, newest first, and refuses an unknown type', async () => {
    await login(alice)
    await rpc(RPC.buyMachine, { id: 'R201', quantity: 1 })
    advanceClock({ days: 2 })
    await rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount: '100' })
    const earnings = (await records({ type: 'machineEarnings,directReferral' })).list
    expect(earnings.length).toBeGreaterThan(0)
    expect(new Set(earnings.map((r) => r.type))).toEqual(new Set(['machineEarnings']))
    expect(earnings.every((r) => r.coin === 'BTC')).toBe(true)
    const usdt = (await records({ coin: 'usdt' })).list
    expect(usdt.map((r) => r.type)).toEqual(['withdrawal', 'machinePurchase', 'systemAdjustment'])
    const times = (await records()).list.map((r) => r.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect(await failure(records({ type: 'deposit,bonus' }))).toMatchObject({ code: '1003' })
  })
})
