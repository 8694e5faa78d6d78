import { Wallet } from 'ethers'
import type { DepositAddress, FinanceRecord, FinanceRecordPage, Withdrawal, WithdrawalPage, WithdrawRule } from '@/shared/api/contract/funds'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { useSessionStore } from '@/shared/stores/session-store'
import { checkAddress } from '@/shared/wallet/address'
import { advanceClock } from '../clock'
import { getDb } from '../db'
import { EXCHANGE_TABLE, FUNDS_TABLE } from '../seed'
import { balanceOf, failure, ledger, login } from './test-client'

// The funds rules of the mock backend (docs/api.md section 4), through the real client.

const alice = new Wallet('0x' + '71'.repeat(32))
const bob = new Wallet('0x' + '72'.repeat(32))
const MINUTE = 60_000
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const address = (chain: string, coin: string) => rpc<DepositAddress>(RPC.depositAddress, { chain, coin })
const report = (fields: Record<string, string>) => rpc<{ record: FinanceRecord }>(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: 'ab'.repeat(32), ...fields })
const withdraw = (fields: Record<string, string>) =>
  rpc<{ record: Withdrawal; balance: { coin: string; available: string } }>(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount: '100', ...fields })
const detail = (id: string) => rpc<Withdrawal>(RPC.withdrawalDetail, { id })
const records = (fields: Record<string, string> = {}) => rpc<FinanceRecordPage>(RPC.financeRecords, { size: '50', ...fields })

describe('10008 balances', () => {
  it('opens a new wallet with 10,000 USDT, lists every coin with its price, total = available + frozen', async () => {
    await login(alice)
    const { list } = await rpc<{ list: { coin: string; available: string; frozen: string; total: string; price: string }[] }>(RPC.balances)
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

describe('10050 withdrawal config', () => {
  it('is public, lists the rules, and filters by coin', async () => {
    const list = await rpc<{ list: WithdrawRule[] }>(RPC.withdrawConfig).then((a) => a.list)
    expect(list).toEqual(FUNDS_TABLE.withdrawRules)
    const eth = await rpc<{ list: WithdrawRule[] }>(RPC.withdrawConfig, { coin: 'eth' }).then((a) => a.list)
    expect(eth).toEqual([{ coin: 'ETH', chain: 'ERC20', min: '0.01', max: '30', feeRate: '0.001', minFee: '0.002', decimals: 8 }])
  })
})

describe('10051 withdraw', () => {
  it('freezes amount plus fee at once, with a withdrawal entry of the whole', async () => {
    await login(alice)
    const { record, balance } = await withdraw({ amount: '2500' })
    // 2,500 x 0.1% = 2.5 (above the 1 USDT minimum)
    expect(record).toMatchObject({ coin: 'USDT', chain: 'TRC20', address: TRON, amount: '2500', fee: '2.5', total: '2502.5', status: 'submitted', reason: null, txHash: '' })
    expect(record.steps).toEqual([{ status: 'submitted', at: '2026-11-01T00:00:00.000Z' }])
    expect(balance).toEqual({ coin: 'USDT', available: '7497.5' })
    expect(await balanceOf('USDT')).toMatchObject({ available: '7497.5', frozen: '2502.5', total: '10000' })
    expect((await ledger({ type: 'withdrawal' }))[0]).toMatchObject({ amount: '-2502.5', balance: '7497.5', status: 'submitted', refId: record.id })
    expect((await withdraw({ amount: '100' })).record.fee).toBe('1')
  })

  it('takes the rule of the coin and chain: ETH on ERC20, fee cut to 8 places', async () => {
    await login(alice)
    const { quote } = await rpc<{ quote: { id: string } }>(RPC.exchangeQuote, { from: 'USDT', to: 'ETH', amount: '3200' })
    await rpc(RPC.submitExchange, { quoteId: quote.id })
    // 0.998 ETH arrived; 0.5 x 0.1% = 0.0005 is below the 0.002 minimum.
    expect((await withdraw({ coin: 'ETH', chain: 'ERC20', address: EVM, amount: '0.5' })).record).toMatchObject({ fee: '0.002', total: '0.502' })
    expect((await withdraw({ coin: 'ETH', chain: 'ERC20', address: EVM, amount: '0.123456789' }).catch((e: unknown) => e))).toMatchObject({ code: '1003' })
  })

  it('refuses out of range, above the balance with its fee, a bad address, and changes nothing', async () => {
    await login(alice)
    const before = structuredClone({ balances: getDb().balances, ledger: getDb().ledger })
    expect(await failure(withdraw({ amount: '9.99' }))).toMatchObject({ code: '3007', respMsg: 'Withdrawal amount must be between 10 and 50000' })
    expect(await failure(withdraw({ amount: '50000.01' }))).toMatchObject({ code: '3007' })
    // 9,999.5 fits alone; with its 9.9995 fee it does not.
    expect(await failure(withdraw({ amount: '9999.5' }))).toMatchObject({ code: '2001', respMsg: 'Insufficient USDT balance' })
    for (const bad of [EVM, `${TRON.slice(0, -1)}u`, TRON.slice(0, -1), `${TRON.slice(0, -1)}0`, ' ']) {
      expect(await failure(withdraw({ address: bad }))).toMatchObject({ code: '1003' })
    }
    expect(await failure(withdraw({ chain: 'ERC20', address: `0x${'5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'}` }))).toMatchObject({ code: '1003' })
    expect(await failure(withdraw({ coin: 'BTC' }))).toMatchObject({ code: '1003' })
    expect({ balances: getDb().balances, ledger: getDb().ledger }).toEqual(before)
    expect(getDb().withdrawals).toEqual([])
  })
})

describe('a withdrawal on the mock clock', () => {
  it('walks submitted, reviewed, processing, successful ten minutes apart; the frozen money leaves', async () => {
    await login(alice)
    const { record } = await withdraw({})
    const statuses: string[] = []
    for (let i = 0; i < 3; i++) {
      advanceClock({ ms: 10 * MINUTE })
      const w = await detail(record.id)
      statuses.push(w.status)
      expect((await ledger({ type: 'withdrawal' }))[0].status).toBe(w.status)
    }
    expect(statuses).toEqual(['reviewed', 'processing', 'successful'])
    const done = await detail(record.id)
    expect(done.steps.map((s) => [s.status, s.at])).toEqual([
      ['submitted', '2026-11-01T00:00:00.000Z'],
      ['reviewed', '2026-11-01T00:10:00.000Z'],
      ['processing', '2026-11-01T00:20:00.000Z'],
      ['successful', '2026-11-01T00:30:00.000Z'],
    ])
    expect(done.txHash).toMatch(/^[0-9a-f]{64}$/)
    expect(await balanceOf('USDT')).toMatchObject({ available: '9899', frozen: '0', total: '9899' })
    expect(await ledger({ type: 'withdrawalRefund' })).toEqual([])
  })

  it('rejects an address on the risk list at review, then refunds the whole', async () => {
    await login(alice)
    const { record } = await withdraw({ address: FUNDS_TABLE.riskAddresses[0] })
    advanceClock({ ms: 60 * MINUTE })
    const w = await detail(record.id)
    expect(w).toMatchObject({ status: 'failureHandled', reason: 'riskControl', txHash: '' })
    expect(w.steps.map((s) => [s.status, s.at])).toEqual([
      ['submitted', '2026-11-01T00:00:00.000Z'],
      ['rejected', '2026-11-01T00:10:00.000Z'],
      ['failureHandled', '2026-11-01T00:15:00.000Z'],
    ])
    expect((await ledger({ type: 'withdrawalRefund' }))[0]).toMatchObject({ amount: '101', balance: '10000', refId: record.id, createdAt: '2026-11-01T00:15:00.000Z' })
    expect((await ledger({ type: 'withdrawal' }))[0].status).toBe('failureHandled')
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000', frozen: '0' })
  })

  it('fails a transfer the receiving address refuses, then refunds the whole', async () => {
    await login(alice)
    const { record } = await withdraw({ chain: 'ERC20', address: FUNDS_TABLE.failingAddresses[1] })
    advanceClock({ ms: 60 * MINUTE })
    const w = await detail(record.id)
    expect(w).toMatchObject({ status: 'failureHandled', reason: 'chainFailure', fee: '5', total: '105' })
    expect(w.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(w.steps.map((s) => s.status)).toEqual(['submitted', 'reviewed', 'processing', 'failed', 'failureHandled'])
    expect(w.steps.at(-1)!.at).toBe('2026-11-01T00:35:00.000Z')
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000', frozen: '0' })
  })

  it('lists withdrawals newest first, and shows one only to its owner', async () => {
    await login(alice)
    const first = (await withdraw({})).record
    advanceClock({ ms: MINUTE })
    const second = (await withdraw({ amount: '200' })).record
    expect((await rpc<WithdrawalPage>(RPC.withdrawalRecords)).list.map((w) => w.id)).toEqual([second.id, first.id])
    await login(bob)
    expect(await failure(detail(first.id))).toMatchObject({ code: '3001' })
    expect((await rpc<WithdrawalPage>(RPC.withdrawalRecords)).list).toEqual([])
  })
})

describe('10009 finance records', () => {
  it('filters by several types and by coin, newest first, and refuses an unknown type', async () => {
    await login(alice)
    await rpc(RPC.buyMachine, { id: 'R201', quantity: 1 })
    advanceClock({ days: 2 })
    await withdraw({})
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
