// @vitest-environment node
import { encodeBytes32String, Wallet, type Contract } from 'ethers'
import { type Anvil } from '@test/chain/anvil'
import { devWallet, type TestContracts, testUsdt } from '@test/chain/deploy'
import { LOGIN_MESSAGE, type Envelope } from '@/shared/api/contract/envelope'
import { paymentRef } from '@/shared/api/contract/payment-ref'
import type { DataOf } from '@/shared/api/contract/types'
import { RPC, type RpcCode } from '@/shared/api/rpc-codes'
import { MOCK_CHAIN_DEFAULTS } from '../chain-node'
import { advanceClock } from '../clock'
import { getDb } from '../db'
import { withTestChain } from '@test/chain/test-chain'

// Deposits paid through the service contract and checked on a real node (docs/api.md 10011, "on a
// chain with `payment`"): anvil with the test contracts, the mock pointed at it by POST /__mock/chain.
// Each test starts from the freshly deployed chain (a snapshot reverted after every test); the
// mock's db (and so its chain switch) is reset after every test by test/setup.ts. Node environment
// (the chain helpers read their artifacts from files), so the business calls go by fetch to the
// in-process mock, which checks its answers against the contract as ever.

let anvil: Anvil
let chain: TestContracts

withTestChain((local) => ({ anvil, chain } = local))

beforeEach(async () => {
  token = ''
})

let token = ''

/** A business call as the app makes it (form body, the session's token); its envelope. */
async function call(code: RpcCode, fields: Record<string, string | number> = {}): Promise<Envelope> {
  const body = new URLSearchParams(Object.entries({ ...fields, ...(token ? { token } : {}) }).map(([k, v]) => [k, String(v)]))
  const response = await fetch(`http://localhost/adc/html/eto/${code}.do`, { method: 'POST', body })
  return (await response.json()) as Envelope
}

/** A call that must succeed: its data. */
async function rpc<C extends RpcCode>(code: C, fields: Record<string, string | number> = {}): Promise<DataOf<C>> {
  const envelope = await call(code, fields)
  if (envelope.respCode !== '00000') throw new Error(`${code} refused: ${envelope.respCode} ${envelope.respMsg}`)
  return envelope.data as DataOf<C>
}

/** A call that must be refused: its code and message. */
async function failure(promise: Promise<Envelope>): Promise<{ code: string; respMsg: string }> {
  const { respCode, respMsg = '' } = await promise
  expect(respCode).not.toBe('00000')
  return { code: respCode, respMsg }
}

const balanceOf = async (coin: string) => (await rpc(RPC.balances)).list.find((b) => b.coin === coin)

const control = (path: string, body: unknown) => fetch(`http://localhost${path}`, { method: 'POST', body: JSON.stringify(body) })
const chainOn = async () => expect((await control('/__mock/chain', { rpcUrl: anvil.url })).status).toBe(200)
const as = (contract: Contract, wallet: Wallet) => contract.connect(wallet) as Contract
const mine = (blocks: number) => chain.provider.send('anvil_mine', [`0x${blocks.toString(16)}`])

/** `payer` approves and pays the service contract `amount` USDT with `ref`; the payment's hash. */
async function pay(payer: Wallet, amount: string, ref: string): Promise<string> {
  await (await as(chain.token, payer).approve(chain.serviceAddress, testUsdt(amount))).wait()
  const tx = (await as(chain.service, payer).pay(chain.tokenAddress, testUsdt(amount), ref)) as { hash: string; wait(): Promise<unknown> }
  await tx.wait()
  return tx.hash
}

const payerWallet = (i: number) => devWallet(i, chain.provider)
const report = (amount: string, txHash: string, coin = 'USDT') => call(RPC.submitDeposit, { chain: 'ERC20', coin, amount, txHash })
const reported = async (amount: string, txHash: string) => rpc(RPC.submitDeposit, { chain: 'ERC20', coin: 'USDT', amount, txHash })
const deposits = async () => (await rpc(RPC.financeRecords, { type: 'deposit', size: 50 })).list

/** Logs in anvil account `i` (funded with test USDT); its mock user id. */
async function loginAccount(i: number): Promise<string> {
  const wallet = devWallet(i)
  token = ''
  const answer = await rpc(RPC.login, { address: wallet.address, signature: await wallet.signMessage(LOGIN_MESSAGE) })
  token = answer.token
  return answer.user.id
}

describe('the payment reference', () => {
  it("is the user's id as a bytes32, as ethers' encodeBytes32String writes it", () => {
    for (const id of ['U1000', 'U1', 'a'.repeat(31), 'Ü-ref']) expect(paymentRef(id)).toBe(encodeBytes32String(id))
    expect(() => paymentRef('a'.repeat(32))).toThrow(RangeError)
    expect(() => paymentRef('')).toThrow(RangeError)
  })
})

describe('POST /__mock/chain', () => {
  it('puts the payment block on the EVM chain and the contract in 00000 only while on; a reset turns it off', async () => {
    expect([chain.tokenAddress, chain.serviceAddress]).toEqual([MOCK_CHAIN_DEFAULTS.tokenAddress, MOCK_CHAIN_DEFAULTS.serviceContract])
    const off = await rpc(RPC.globalConfig)
    expect(off.chains.some((c) => 'payment' in c)).toBe(false)

    const answer = await control('/__mock/chain', { rpcUrl: anvil.url })
    expect(await answer.json()).toMatchObject({ chain: { rpcUrl: anvil.url, chainId: 31337, requiredConfirmations: 2 } })
    const on = await rpc(RPC.globalConfig)
    expect(on.serviceContract).toBe(chain.serviceAddress)
    expect(on.chains.find((c) => c.id === 'ERC20')?.payment).toEqual({
      chainId: 31337,
      name: 'Anvil (local)',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrl: anvil.url,
      explorerUrl: '',
      tokens: [{ coin: 'USDT', address: chain.tokenAddress, decimals: 6 }],
      requiredConfirmations: 2,
    })
    expect(on.chains.find((c) => c.id === 'TRC20')?.payment).toBeUndefined()
    await loginAccount(1)
    expect((await rpc(RPC.depositAddress, { chain: 'ERC20', coin: 'USDT' })).requiredConfirmations).toBe(2)

    expect(await (await control('/__mock/chain', { rpcUrl: null })).json()).toMatchObject({ chain: null })
    expect(await rpc(RPC.globalConfig)).toEqual(off)

    await control('/__mock/chain', { rpcUrl: anvil.url, requiredConfirmations: 5 })
    await fetch('http://localhost/__mock/reset', { method: 'POST' })
    expect(await rpc(RPC.globalConfig)).toEqual(off)
  })

  it('refuses a body without rpcUrl or with a malformed setting', async () => {
    for (const body of [{}, { rpcUrl: 'not a url' }, { rpcUrl: anvil.url, tokenAddress: '0x12' }, { rpcUrl: anvil.url, requiredConfirmations: 0 }]) {
      const answer = await control('/__mock/chain', body)
      expect(answer.status).toBe(400)
    }
    expect(getDb().chainNode).toBeNull()
  })
})

describe('10011 on a chain paid through the service contract', () => {
  it('checks the Paid log on the node, then confirms by its blocks and credits once at the required confirmations', async () => {
    await chainOn()
    const userId = await loginAccount(1)
    const hash = await pay(payerWallet(1), '12.5', paymentRef(userId))

    const { record } = await reported('12.5', hash)
    expect(record).toMatchObject({ type: 'deposit', coin: 'USDT', amount: '12.5', balance: '', status: 'submitted' })
    expect(record.deposit).toEqual({ chain: 'ERC20', txHash: hash, confirmations: 1, requiredConfirmations: 2 })

    // The mock clock does not confirm it: only the node's blocks do.
    advanceClock({ days: 1 })
    expect((await deposits())[0]).toMatchObject({ id: record.id, status: 'submitted', deposit: { confirmations: 1 } })
    expect(await balanceOf('USDT')).toMatchObject({ available: '10000' })

    await mine(1)
    const credited = await deposits()
    expect(credited).toHaveLength(1)
    expect(credited[0]).toMatchObject({ type: 'deposit', amount: '12.5', balance: '10012.5', status: 'successful', refId: record.id, deposit: { confirmations: 2, requiredConfirmations: 2 } })
    expect(await balanceOf('USDT')).toMatchObject({ available: '10012.5' })

    await mine(5)
    expect(await balanceOf('USDT')).toMatchObject({ available: '10012.5' })
    expect(await deposits()).toHaveLength(1)
    expect(getDb().ledger.filter((e) => e.type === 'deposit')).toHaveLength(1)
  })

  it('balances (10008) refresh the confirmations too; a payment reported late is booked at once', async () => {
    await chainOn()
    const userId = await loginAccount(2)
    const first = await pay(payerWallet(2), '30', paymentRef(userId))
    await reported('30', first)
    await mine(1)
    expect(await balanceOf('USDT')).toMatchObject({ available: '10030' })

    const late = await pay(payerWallet(2), '5', paymentRef(userId))
    await mine(3)
    const { record } = await reported('5', late)
    expect(record).toMatchObject({ status: 'successful', balance: '10035', deposit: { confirmations: 2 } })
  })

  it('refuses a transaction without a matching Paid log, and a hash reported before', async () => {
    await chainOn()
    const userId = await loginAccount(1)
    const payer = payerWallet(1)
    const ref = paymentRef(userId)

    const approval = await (await as(chain.token, payer).approve(chain.serviceAddress, testUsdt('1'))).wait()
    expect(await failure(report('1', approval.hash as string))).toMatchObject({ code: '3010', respMsg: 'The transaction holds no payment to the service contract' })
    expect(await failure(report('1', `0x${'ab'.repeat(32)}`))).toMatchObject({ code: '3010', respMsg: expect.stringMatching(/not found/) })

    const byOther = await pay(payerWallet(3), '7', ref)
    expect(await failure(report('7', byOther))).toMatchObject({ code: '3010', respMsg: 'The payment was made by another account' })

    const paid = await pay(payer, '7', ref)
    expect(await failure(report('7.5', paid))).toMatchObject({ code: '3010', respMsg: "The payment's amount is not 7.5 USDT" })
    expect(await failure(report('7.0000001', paid))).toMatchObject({ code: '1003' })
    expect(await failure(report('7', paid, 'ETH'))).toMatchObject({ code: '1003' })

    const otherRef = await pay(payer, '7', paymentRef('U9999'))
    expect(await failure(report('7', otherRef))).toMatchObject({ code: '3010', respMsg: "The payment's reference is not this account's" })
    expect(getDb().deposits).toHaveLength(0)

    await reported('7', paid)
    expect(await failure(report('7', paid.toUpperCase().replace('0X', '0x')))).toMatchObject({ code: '3009' })
    expect(getDb().deposits).toHaveLength(1)
  })

  it('with the node off, a report on the EVM chain confirms on the mock clock as before', async () => {
    await loginAccount(1)
    const { record } = await reported('3', `0x${'cd'.repeat(32)}`)
    expect(record.deposit).toEqual({ chain: 'ERC20', txHash: `0x${'cd'.repeat(32)}`, confirmations: 0, requiredConfirmations: 12 })
    advanceClock({ ms: 144_000 })
    expect(await balanceOf('USDT')).toMatchObject({ available: '10003' })
  })
})
