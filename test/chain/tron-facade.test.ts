// @vitest-environment node
import { encodeBytes32String, Interface } from 'ethers'
import { http, passthrough } from 'msw'
import { TronWeb, utils } from 'tronweb'
import { server } from '@/mocks/node'
import { ANVIL_ACCOUNTS } from './anvil'
import { type TestContracts, testUsdt } from './deploy'
import { withTestChain } from './test-chain'
import { ENERGY_PRICE_SUN, startTronFacade, tronOf, type TronFacade } from './tron-facade'

// The TRON façade over anvil, driven by a real tronweb as a TRON wallet drives a node: transactions
// built by the façade, signed by tronweb with the account's key, broadcast, and run on anvil's EVM.

let chain: TestContracts
let facade: TronFacade

let anvilUrl: string

withTestChain((local) => {
  chain = local.chain
  anvilUrl = local.anvil.url
})

beforeAll(async () => {
  facade = await startTronFacade(anvilUrl)
})
afterAll(() => facade?.stop())
// tronweb's requests go to the façade, past the unit tests' MSW server.
beforeEach(() => server.use(http.all(new RegExp(`^${facade.url}/`), () => passthrough())))

/** A tronweb for dev account `index` (its key as a TRON key), pointed at the façade. */
const tronWebOf = (index: number) => new TronWeb({ fullHost: facade.url, privateKey: ANVIL_ACCOUNTS[index].privateKey.slice(2) })
const FEE_LIMIT = 100_000_000 // 100 TRX

async function send(tronWeb: TronWeb, contract: string, selector: string, parameters: { type: string; value: unknown }[], feeLimit = FEE_LIMIT) {
  const owner = tronWeb.defaultAddress.base58 as string
  const built = await tronWeb.transactionBuilder.triggerSmartContract(tronOf(contract), selector, { feeLimit }, parameters, owner)
  const signed = await tronWeb.trx.sign(built.transaction)
  return { signed, answer: await tronWeb.trx.sendRawTransaction(signed) }
}

const info = (tronWeb: TronWeb, txID: string) => tronWeb.trx.getUnconfirmedTransactionInfo(txID)

describe('the TRON façade over anvil', () => {
  it('runs a TRC-20 transfer signed by tronweb: balances on anvil move, the info says SUCCESS with the Transfer log', async () => {
    const tronWeb = tronWebOf(1)
    const to = ANVIL_ACCOUNTS[6].address
    const before = (await chain.token.balanceOf(ANVIL_ACCOUNTS[1].address)) as bigint
    const { signed, answer } = await send(tronWeb, chain.tokenAddress, 'transfer(address,uint256)', [
      { type: 'address', value: tronOf(to) },
      { type: 'uint256', value: testUsdt('250').toString() },
    ])
    expect(answer.result).toBe(true)
    expect(await chain.token.balanceOf(to)).toBe(testUsdt('250'))
    expect(await chain.token.balanceOf(ANVIL_ACCOUNTS[1].address)).toBe(before - testUsdt('250'))

    const txInfo = (await info(tronWeb, signed.txID)) as { receipt: { result: string }; log: { address: string; topics: string[] }[]; fee: number }
    expect(txInfo.receipt.result).toBe('SUCCESS')
    expect(txInfo.log.map((l) => [l.address, l.topics[0]])).toEqual([[chain.tokenAddress.slice(2).toLowerCase(), new Interface(['event Transfer(address indexed,address indexed,uint256)']).getEvent('Transfer')!.topicHash.slice(2)]])
    expect(txInfo.fee).toBeGreaterThan(0)
  })

  it('reads through triggerconstantcontract, and an approve then ServicePayment.pay emits Paid and leaves no allowance', async () => {
    const tronWeb = tronWebOf(2)
    const owner = tronWeb.defaultAddress.base58 as string
    const amount = testUsdt('12.5').toString()
    await send(tronWeb, chain.tokenAddress, 'approve(address,uint256)', [
      { type: 'address', value: tronOf(chain.serviceAddress) },
      { type: 'uint256', value: amount },
    ])
    const read = await tronWeb.transactionBuilder.triggerConstantContract(tronOf(chain.tokenAddress), 'allowance(address,address)', {}, [
      { type: 'address', value: owner },
      { type: 'address', value: tronOf(chain.serviceAddress) },
    ], owner)
    expect(BigInt(`0x${read.constant_result[0]}`)).toBe(BigInt(amount))

    const { signed } = await send(tronWeb, chain.serviceAddress, 'pay(address,uint256,bytes32)', [
      { type: 'address', value: tronOf(chain.tokenAddress) },
      { type: 'uint256', value: amount },
      { type: 'bytes32', value: encodeBytes32String('order-7') },
    ])
    const txInfo = (await info(tronWeb, signed.txID)) as { receipt: { result: string }; log: { address: string; topics: string[] }[] }
    expect(txInfo.receipt.result).toBe('SUCCESS')
    const paid = chain.service.interface.getEvent('Paid')!.topicHash.slice(2)
    expect(txInfo.log.some((l) => l.address === chain.serviceAddress.slice(2).toLowerCase() && l.topics[0] === paid)).toBe(true)
    expect(await chain.token.allowance(ANVIL_ACCOUNTS[2].address, chain.serviceAddress)).toBe(0n)
  })

  it('ends a transaction that reverts as REVERT, and one beyond its fee limit as OUT_OF_ENERGY; both are mined, neither moves tokens', async () => {
    const tronWeb = tronWebOf(3)
    const before = (await chain.token.balanceOf(ANVIL_ACCOUNTS[3].address)) as bigint
    const tooMuch = await send(tronWeb, chain.tokenAddress, 'transfer(address,uint256)', [
      { type: 'address', value: tronOf(ANVIL_ACCOUNTS[6].address) },
      { type: 'uint256', value: (before + 1n).toString() },
    ])
    expect(tooMuch.answer.result).toBe(true)
    expect(((await info(tronWeb, tooMuch.signed.txID)) as { receipt: { result: string } }).receipt.result).toBe('REVERT')

    // 2,000 energy at 100 sun: far less than a transfer needs.
    const starved = await send(tronWeb, chain.tokenAddress, 'transfer(address,uint256)', [
      { type: 'address', value: tronOf(ANVIL_ACCOUNTS[6].address) },
      { type: 'uint256', value: '1' },
    ], 2_000 * Number(ENERGY_PRICE_SUN))
    expect(starved.answer.result).toBe(true)
    expect(((await info(tronWeb, starved.signed.txID)) as { receipt: { result: string } }).receipt.result).toBe('OUT_OF_ENERGY')
    expect(await chain.token.balanceOf(ANVIL_ACCOUNTS[3].address)).toBe(before)
  })

  it("refuses a transaction signed by another key, a changed one, and the same one twice; reports the account's TRX", async () => {
    const tronWeb = tronWebOf(4)
    const owner = tronWeb.defaultAddress.base58 as string
    const built = await tronWeb.transactionBuilder.triggerSmartContract(tronOf(chain.tokenAddress), 'transfer(address,uint256)', { feeLimit: FEE_LIMIT }, [
      { type: 'address', value: tronOf(ANVIL_ACCOUNTS[6].address) },
      { type: 'uint256', value: '1' },
    ], owner)
    // Signed by account 5's key: tronweb itself refuses to sign another owner's transaction, so sign its txID directly.
    const forged = { ...built.transaction, signature: [utils.crypto.ECKeySign(utils.code.hexStr2byteArray(built.transaction.txID), utils.code.hexStr2byteArray(ANVIL_ACCOUNTS[5].privateKey.slice(2)))] }
    expect(await tronWeb.trx.sendRawTransaction(forged as never)).toMatchObject({ result: false, code: 'SIGERROR' })

    const signed = await tronWeb.trx.sign(built.transaction)
    const changed = { ...signed, raw_data: { ...signed.raw_data, fee_limit: FEE_LIMIT * 2 } }
    expect(await tronWeb.trx.sendRawTransaction(changed as never)).toMatchObject({ result: false, code: 'SIGERROR' })

    // anvil's 10,000 ETH is 10,000 TRX here; the transfer burns exactly the fee its info reports.
    expect(await tronWeb.trx.getBalance(owner)).toBe(10_000_000_000)
    expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: true })
    expect(await tronWeb.trx.sendRawTransaction(signed)).toMatchObject({ result: false, code: 'DUP_TRANSACTION_ERROR' })
    const { fee } = (await info(tronWeb, signed.txID)) as { fee: number }
    expect(fee).toBeGreaterThan(0)
    expect(await tronWeb.trx.getBalance(owner)).toBe(10_000_000_000 - fee)
  })

  it('refuses an owner whose TRX cannot cover the fee limit, and reports to walletsolidity only after its confirmations', async () => {
    const poor = new TronWeb({ fullHost: facade.url, privateKey: '11'.repeat(32) })
    const { answer } = await send(poor, chain.tokenAddress, 'transfer(address,uint256)', [
      { type: 'address', value: tronOf(ANVIL_ACCOUNTS[6].address) },
      { type: 'uint256', value: '0' },
    ])
    expect(answer).toMatchObject({ result: false, code: 'CONTRACT_VALIDATE_ERROR' })
    expect(await poor.trx.getBalance(poor.defaultAddress.base58 as string)).toBe(0)

    const confirming = await startTronFacade(anvilUrl, { confirmations: 2 })
    server.use(http.all(new RegExp(`^${confirming.url}/`), () => passthrough()))
    try {
      const tronWeb = new TronWeb({ fullHost: confirming.url, privateKey: ANVIL_ACCOUNTS[1].privateKey.slice(2) })
      const { signed } = await send(tronWeb, chain.tokenAddress, 'transfer(address,uint256)', [
        { type: 'address', value: tronOf(ANVIL_ACCOUNTS[6].address) },
        { type: 'uint256', value: '1' },
      ])
      expect(await tronWeb.trx.getUnconfirmedTransactionInfo(signed.txID)).toMatchObject({ receipt: { result: 'SUCCESS' } })
      expect(await tronWeb.trx.getTransactionInfo(signed.txID)).toEqual({})
      await chain.provider.send('anvil_mine', ['0x2'])
      expect(await tronWeb.trx.getTransactionInfo(signed.txID)).toMatchObject({ receipt: { result: 'SUCCESS' } })
    } finally {
      await confirming.stop()
    }
  })
})
