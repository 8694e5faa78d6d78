import { Wallet } from 'ethers'
import { WITHDRAWAL_DOMAIN, WITHDRAWAL_TYPES } from '@/shared/api/contract/withdrawal-typed-data'
import { RPC } from '@/shared/api/rpc-codes'
import { advanceClock } from '../clock'
import { getDb } from '../db'
import { FUNDS_TABLE } from '../seed'
import { balanceOf, failure, ledger, login, rpc } from './test-client'
import { setWithdrawAuth, WITHDRAW_NONCE_TTL_MS } from './withdrawals'

// The withdrawal rules of the mock backend (docs/api.md section 4), through the real client.

const alice = new Wallet('0x' + '71'.repeat(32))
const bob = new Wallet('0x' + '72'.repeat(32))
const MINUTE = 60_000
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const withdraw = (fields: Record<string, string>) =>
  rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount: '100', ...fields })
const detail = (id: string) => rpc(RPC.withdrawalDetail, { id })

describe('10050 withdrawal config', () => {
  it('is public, lists the rules, and filters by coin', async () => {
    const list = await rpc(RPC.withdrawConfig).then((a) => a.list)
    expect(list).toEqual(FUNDS_TABLE.withdrawRules)
    const eth = await rpc(RPC.withdrawConfig, { coin: 'eth' }).then((a) => a.list)
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
    const quote = (await rpc(RPC.exchangeQuote, { from: 'USDT', to: 'ETH', amount: '3200' })).quote!
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
    expect((await rpc(RPC.withdrawalRecords)).list.map((w) => w.id)).toEqual([second.id, first.id])
    await login(bob)
    expect(await failure(detail(first.id))).toMatchObject({ code: '3001' })
    expect((await rpc(RPC.withdrawalRecords)).list).toEqual([])
  })
})

describe('10051 withdraw, signed by the wallet (withdrawAuth eip712, 10054)', () => {
  const signed = async (wallet: Wallet, fields: { amount: string; address: string; fee: string }, chainId = 1, deadlineShift = 0, account = wallet.address) => {
    const { nonce, expiresAt } = await rpc(RPC.withdrawNonce)
    const deadline = Math.floor(Date.parse(expiresAt) / 1000) + deadlineShift
    const message = { account, coin: 'USDT', chain: 'TRC20', ...fields, nonce, deadline }
    const signature = await wallet.signTypedData({ ...WITHDRAWAL_DOMAIN, chainId }, { Withdrawal: [...WITHDRAWAL_TYPES.Withdrawal] }, message)
    return { coin: 'USDT', chain: 'TRC20', address: fields.address, amount: fields.amount, nonce, deadline: String(deadline), chainId: String(chainId), signature }
  }

  beforeEach(() => setWithdrawAuth('eip712'))

  it('the config says so; a withdrawal signed by the account is accepted, once', async () => {
    expect((await rpc(RPC.globalConfig)).withdrawAuth).toEqual({ mode: 'eip712' })
    await login(alice)
    const fields = await signed(alice, { amount: '100', address: TRON, fee: '1' })
    expect((await rpc(RPC.submitWithdrawal, fields)).record).toMatchObject({ amount: '100', fee: '1', address: TRON })
    // The same signature again: its nonce is spent.
    expect(await failure(rpc(RPC.submitWithdrawal, fields))).toMatchObject({ code: '1002', respMsg: 'Withdrawal nonce already used, please try again' })
  })

  it('refuses a withdrawal without a signature, one by another account, or over other figures, and moves nothing', async () => {
    await login(alice)
    const before = structuredClone(getDb().balances)
    expect(await failure(withdraw({}))).toMatchObject({ code: '1002', respMsg: 'Withdrawal not signed by the wallet' })
    // Bob is an account here too: his signature of Alice's withdrawal names him.
    await login(bob)
    await login(alice)
    const byBob = await signed(bob, { amount: '100', address: TRON, fee: '1' }, 1, 0, alice.address)
    expect(await failure(rpc(RPC.submitWithdrawal, byBob))).toMatchObject({ code: '1002', respMsg: 'Withdrawal signed by another account' })
    const fields = await signed(alice, { amount: '100', address: TRON, fee: '1' })
    expect(await failure(rpc(RPC.submitWithdrawal, { ...fields, amount: '1000' }))).toMatchObject({ respMsg: 'Withdrawal figures differ from what the wallet signed' })
    expect(await failure(rpc(RPC.submitWithdrawal, { ...fields, address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7' }))).toMatchObject({ respMsg: 'Withdrawal figures differ from what the wallet signed' })
    expect(await failure(rpc(RPC.submitWithdrawal, { ...fields, signature: '0x1234' }))).toMatchObject({ respMsg: 'Withdrawal figures differ from what the wallet signed' })
    expect(getDb().balances).toEqual(before)
    // The nonce was not spent by the refusals: the untouched request still goes.
    expect((await rpc(RPC.submitWithdrawal, fields)).record.amount).toBe('100')
  })

  it('refuses an unknown or another user\'s nonce, an expired nonce and a passed deadline', async () => {
    await login(bob)
    const bobs = await signed(bob, { amount: '100', address: TRON, fee: '1' })
    await login(alice)
    const withBobsNonce = await signed(alice, { amount: '100', address: TRON, fee: '1' })
    const message = { account: alice.address, coin: 'USDT', chain: 'TRC20', address: TRON, amount: '100', fee: '1', nonce: bobs.nonce, deadline: Number(withBobsNonce.deadline) }
    const signature = await alice.signTypedData({ ...WITHDRAWAL_DOMAIN, chainId: 1 }, { Withdrawal: [...WITHDRAWAL_TYPES.Withdrawal] }, message)
    expect(await failure(rpc(RPC.submitWithdrawal, { ...withBobsNonce, nonce: bobs.nonce, signature }))).toMatchObject({ respMsg: 'Withdrawal nonce unknown, please try again' })

    const early = await signed(alice, { amount: '100', address: TRON, fee: '1' }, 1, -60)
    advanceClock({ ms: WITHDRAW_NONCE_TTL_MS - 30_000 })
    expect(await failure(rpc(RPC.submitWithdrawal, early))).toMatchObject({ respMsg: 'Withdrawal signature expired, please try again' })
    advanceClock({ ms: 60_000 })
    expect(await failure(rpc(RPC.submitWithdrawal, withBobsNonce))).toMatchObject({ respMsg: 'Withdrawal nonce expired, please try again' })
  })

  it('verifies on the chain the wallet signed on (the domain names it): any chain, but the one named', async () => {
    await login(alice)
    const onBsc = await signed(alice, { amount: '100', address: TRON, fee: '1' }, 56)
    expect(await failure(rpc(RPC.submitWithdrawal, { ...onBsc, chainId: '1' }))).toMatchObject({ respMsg: 'Withdrawal figures differ from what the wallet signed' })
    expect(await failure(rpc(RPC.submitWithdrawal, { ...onBsc, chainId: 'x' }))).toMatchObject({ code: '1003' })
    expect((await rpc(RPC.submitWithdrawal, onBsc)).record.amount).toBe('100')
  })

  it('off: the spec\'s withdrawal, no signature asked', async () => {
    setWithdrawAuth('off')
    await login(alice)
    expect((await withdraw({})).record.amount).toBe('100')
  })
})
