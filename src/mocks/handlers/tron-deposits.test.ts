// @vitest-environment node
import { TronWeb } from 'tronweb'
import { ANVIL_ACCOUNTS } from '@test/chain/anvil'
import { type TestContracts, testUsdt } from '@test/chain/deploy'
import { withTestTron } from '@test/chain/test-chain'
import { tronOf, type TronFacade } from '@test/chain/tron-facade'
import { LOGIN_MESSAGE, type Envelope } from '@/shared/api/contract/envelope'
import { paymentRef } from '@/shared/api/contract/payment-ref'
import type { DataOf } from '@/shared/api/contract/types'
import { RPC, type RpcCode } from '@/shared/api/rpc-codes'
import { MOCK_TRON_DEFAULTS } from '../chain-node'
import { getDb } from '../db'

// TRON deposits paid through the service contract on TRON and checked on a TRON node (docs/api.md
// 10011, "on TRON"): the façade over anvil (test/chain/tron-facade.ts) with the test contracts, the
// mock pointed at it by POST /__mock/tron-chain, a TRON user signed in with its T address, and a
// real tronweb paying as TronLink pays (approve exactly, then pay). Node environment (tronweb).

let chain: TestContracts
let facade: TronFacade
let token = ''

withTestTron((local) => ({ chain, facade } = local))
beforeEach(() => {
  token = ''
})

async function call(code: RpcCode, fields: Record<string, string | number> = {}): Promise<Envelope> {
  const body = new URLSearchParams(Object.entries({ ...fields, ...(token ? { token } : {}) }).map(([k, v]) => [k, String(v)]))
  return (await (await fetch(`http://localhost/adc/html/eto/${code}.do`, { method: 'POST', body })).json()) as Envelope
}
async function rpc<C extends RpcCode>(code: C, fields: Record<string, string | number> = {}): Promise<DataOf<C>> {
  const envelope = await call(code, fields)
  if (envelope.respCode !== '00000') throw new Error(`${code} refused: ${envelope.respCode} ${envelope.respMsg}`)
  return envelope.data as DataOf<C>
}
const control = (path: string, body: unknown) => fetch(`http://localhost${path}`, { method: 'POST', body: JSON.stringify(body) })
const tronOn = async (settings: Record<string, unknown> = {}) => expect((await control('/__mock/tron-chain', { fullHost: facade.url, ...settings })).status).toBe(200)
const mine = (blocks: number) => chain.provider.send('anvil_mine', [`0x${blocks.toString(16)}`])

/** Dev account `i` as a TRON wallet: its tronweb on the façade. */
const tronWebOf = (i: number) => new TronWeb({ fullHost: facade.url, privateKey: ANVIL_ACCOUNTS[i].privateKey.slice(2) })

/** Signs in dev account `i` with its T address and a TIP-191 signature of DAPP, as TronLink does; its user id. */
async function loginTron(i: number): Promise<string> {
  const tronWeb = tronWebOf(i)
  token = ''
  const answer = await rpc(RPC.login, { address: tronWeb.defaultAddress.base58 as string, signature: await tronWeb.trx.signMessageV2(LOGIN_MESSAGE) })
  token = answer.token
  return answer.user.id
}

async function send(tronWeb: TronWeb, contract: string, selector: string, parameters: { type: string; value: unknown }[]): Promise<string> {
  const built = await tronWeb.transactionBuilder.triggerSmartContract(contract, selector, { feeLimit: MOCK_TRON_DEFAULTS.feeLimit }, parameters, tronWeb.defaultAddress.base58 as string)
  const signed = await tronWeb.trx.sign(built.transaction)
  expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: true })
  return signed.txID
}

/** Dev account `i` approves exactly and pays the service contract `amount` USDT with `ref` on TRON; the payment's txID. */
async function payTron(i: number, amount: string, ref: string): Promise<string> {
  const tronWeb = tronWebOf(i)
  const service = tronOf(chain.serviceAddress)
  await send(tronWeb, tronOf(chain.tokenAddress), 'approve(address,uint256)', [{ type: 'address', value: service }, { type: 'uint256', value: testUsdt(amount).toString() }])
  return send(tronWeb, service, 'pay(address,uint256,bytes32)', [{ type: 'address', value: tronOf(chain.tokenAddress) }, { type: 'uint256', value: testUsdt(amount).toString() }, { type: 'bytes32', value: ref }])
}

const report = (amount: string, txHash: string) => call(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount, txHash })
const usdt = async () => (await rpc(RPC.balances)).list.find((b) => b.coin === 'USDT')?.available

describe('POST /__mock/tron-chain', () => {
  it('puts a TRON payment block on the TRC20 chain while on (its contracts as T addresses); off takes it away', async () => {
    expect([tronOf(chain.tokenAddress), tronOf(chain.serviceAddress)]).toEqual([MOCK_TRON_DEFAULTS.tokenAddress, MOCK_TRON_DEFAULTS.serviceContract])
    await tronOn()
    const config = await rpc(RPC.globalConfig)
    expect(config.chains.find((c) => c.id === 'TRC20')?.payment).toEqual({
      name: 'TRON (local)',
      fullHost: facade.url,
      explorerUrl: '',
      serviceContract: MOCK_TRON_DEFAULTS.serviceContract,
      tokens: [{ coin: 'USDT', address: MOCK_TRON_DEFAULTS.tokenAddress, decimals: 6 }],
      feeLimit: 100_000_000,
      requiredConfirmations: 2,
    })
    // The EVM chain is not touched.
    expect(config.chains.find((c) => c.id === 'ERC20')?.payment).toBeUndefined()
    await control('/__mock/tron-chain', { fullHost: null })
    expect((await rpc(RPC.globalConfig)).chains.find((c) => c.id === 'TRC20')?.payment).toBeUndefined()
  })

  it('refuses a body without fullHost or with a malformed setting', async () => {
    for (const body of [{}, { fullHost: 'nope' }, { fullHost: facade.url, tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3' }, { fullHost: facade.url, serviceContract: 'TX7cLPN5XdNGBzyF9ti4nsHCPZhq7qqJ7D' }, { fullHost: facade.url, feeLimit: 0 }]) {
      expect((await control('/__mock/tron-chain', body)).status).toBe(400)
    }
    expect(getDb().tronNode).toBeNull()
  })
})

describe('10011 on TRON, paid through the service contract', () => {
  it('credits a TRON payment of the user once its block has the confirmations, not before', async () => {
    await tronOn()
    const userId = await loginTron(3)
    const before = await usdt()
    const txID = await payTron(3, '250', paymentRef(userId))

    const { record } = await rpc(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: txID })
    expect(record).toMatchObject({ status: 'submitted', deposit: { txHash: txID, confirmations: 1, requiredConfirmations: 2 } })
    expect(await usdt()).toBe(before)

    await mine(1)
    expect(Number(await usdt()) - Number(before)).toBe(250)
  })

  it('refuses what is not a payment of this user: unknown, failed, another account, another amount or reference', async () => {
    await tronOn()
    const userId = await loginTron(3)
    expect(await report('1', 'ab'.repeat(32))).toMatchObject({ respCode: '3010' })

    // Another TRON account's payment, with this user's reference.
    const others = await payTron(4, '5', paymentRef(userId))
    expect((await report('5', others)).respMsg).toMatch(/another account/)

    const own = await payTron(3, '5', paymentRef(userId))
    expect((await report('6', own)).respMsg).toMatch(/amount/)
    const foreignRef = await payTron(3, '7', paymentRef('U999'))
    expect((await report('7', foreignRef)).respMsg).toMatch(/reference/)

    // A payment that reverted on the chain (more than the account holds).
    const reverted = await payTron(3, '999999', paymentRef(userId)).catch(() => '')
    expect(reverted).not.toBe('')
    expect((await report('999999', reverted)).respMsg).toMatch(/failed/)

    // A plain transfer holds no Paid log.
    const transfer = await send(tronWebOf(3), tronOf(chain.tokenAddress), 'transfer(address,uint256)', [{ type: 'address', value: tronOf(ANVIL_ACCOUNTS[6].address) }, { type: 'uint256', value: '1' }])
    expect((await report('0.000001', transfer)).respMsg).toMatch(/no payment/)
  })
})
