// @vitest-environment node
import { TronWeb } from 'tronweb'
import { ANVIL_ACCOUNTS } from '@test/chain/anvil'
import { type TestContracts, testUsdt } from '@test/chain/deploy'
import { withTestTron } from '@test/chain/test-chain'
import { tronOf, type TronFacade } from '@test/chain/tron-facade'
import { MemoryStorage } from '@test/memory-storage'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import { paymentRef } from '@/shared/api/contract/payment-ref'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { startSession } from '@/shared/stores/session-lifecycle'
import { executePayment, followPayments, giveAllowanceBack, strandedPayments } from './payment-executor'
import { loadRuns, stepOf, type PaymentRun } from './payment-steps'
import type { PaymentWallet } from './payment-wallet'
import { planTronPayment, type TronPaymentRequest } from './tron-payment'
import type { InjectedTronWeb } from './tron-wallet'
import { loadTracked } from './tx-tracker'
import { newRun } from './use-wallet-payment'

// The payment executor on TRON (issue 45): the same steps as on an EVM chain, each one's chain calls
// TRON's (payment-rail.ts), against the façade over anvil (test/chain/tron-facade.ts) with the real
// test token and service contract, and the real mock backend checking each reported payment on the
// façade. The wallet is a real tronweb with the account's key, as TronLink signs after its prompt;
// what the chain holds afterwards is asserted. A "reload" is a new call with only what the device kept.

let chain: TestContracts
let facade: TronFacade

withTestTron((local) => ({ chain, facade } = local))

const PAYER = 3
const walletOf = (i: number) => new TronWeb({ fullHost: facade.url, privateKey: ANVIL_ACCOUNTS[i].privateKey.slice(2) })
const account = () => walletOf(PAYER).defaultAddress.base58 as string
const allowance = async () => (await chain.token.allowance(ANVIL_ACCOUNTS[PAYER].address, chain.serviceAddress)) as bigint
const mine = (blocks: number) => chain.provider.send('anvil_mine', [`0x${blocks.toString(16)}`])

/** The TRON wallet as the executor is handed it (TronLink's tronWeb). */
function tronWallet(tronWeb: TronWeb = walletOf(PAYER)): PaymentWallet & { kind: 'tron' } {
  return { kind: 'tron', tronWeb: tronWeb as unknown as InjectedTronWeb }
}

/** A TronLink whose next transaction signatures are refused, as its Reject button does (a plain string). */
function refusingNext(count: number): PaymentWallet & { kind: 'tron' } {
  const tronWeb = walletOf(PAYER)
  const sign = tronWeb.trx.sign.bind(tronWeb.trx)
  let left = count
  tronWeb.trx.sign = ((tx: never) => (left-- > 0 ? Promise.reject('Confirmation declined by user') : sign(tx))) as never
  return tronWallet(tronWeb)
}

let userId = ''
beforeEach(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('location', new URL('http://localhost/'))
  // The mock checks reported TRON payments on the façade (2 confirmations).
  expect((await fetch('http://localhost/__mock/tron-chain', { method: 'POST', body: JSON.stringify({ fullHost: facade.url }) })).status).toBe(200)
  const tronWeb = walletOf(PAYER)
  const login = await rpc(RPC.login, { address: account(), signature: await tronWeb.trx.signMessageV2(LOGIN_MESSAGE) })
  startSession({ address: account(), token: login.token, info: login.info, user: login.user, walletType: 'tron' })
  userId = login.user.id
})
afterEach(() => vi.unstubAllGlobals())

function requestFor(amount: string): TronPaymentRequest {
  return {
    chain: { name: 'TRON (local)', fullHost: facade.url, explorerUrl: '', feeLimit: 100_000_000 },
    token: { coin: 'USDT', address: tronOf(chain.tokenAddress), decimals: 6 },
    service: tronOf(chain.serviceAddress),
    account: account(),
    amount,
    ref: paymentRef(userId),
  }
}

async function depositRun(amount: string): Promise<PaymentRun> {
  const request = requestFor(amount)
  return newRun({ request, plan: await planTronPayment(request), chainId: 'TRC20', requiredConfirmations: 2 })
}

/** The user's deposit record of `txID` at the mock. */
async function depositOf(txID: string) {
  const { list } = await rpc(RPC.financeRecords, { type: 'deposit', coin: 'USDT', page: 1, size: 20 })
  return list.find((r) => r.deposit?.txHash === txID)
}

describe('the payment executor on TRON', () => {
  it('runs a deposit: the checks, an exact approval, the payment, its report; nothing approved after, nothing kept', async () => {
    const seen: string[] = []
    const sent = facade.transactions.size
    const outcome = await executePayment(await depositRun('250'), { wallet: tronWallet(), onProgress: ({ run }) => seen.push(run.steps.find((s) => s.status !== 'done')?.kind ?? 'end') })
    expect(outcome.ok).toBe(true)
    // No switchChain: the node builds and receives each transaction, TronLink only signs it.
    expect([...new Set(seen)]).toEqual(['check', 'approve', 'pay', 'end'])
    // Two transactions: the approval and the payment, built by the façade and signed by the wallet.
    expect(facade.transactions.size).toBe(sent + 2)
    expect(await chain.token.balanceOf(chain.serviceAddress)).toBe(testUsdt('250'))
    expect(await allowance()).toBe(0n)
    const txID = stepOf(outcome.run, 'pay')!.hash!
    expect(txID).toMatch(/^[0-9a-f]{64}$/)
    // Reported (10011) as a TRC20 deposit, and credited once confirmed.
    expect((await depositOf(txID))?.deposit).toMatchObject({ chain: 'TRC20' })
    // Followed by the tracker through the façade (no wallet needed), until its confirmations.
    expect(loadTracked().map((t) => [t.kind, t.tron?.chain])).toEqual([
      ['pay', 'TRC20'],
      ['approve', 'TRC20'],
    ])
    await mine(2)
    const { list } = await followPayments(undefined, account().toLowerCase())
    expect(list.map((t) => t.status)).toEqual(['confirmed', 'confirmed'])
    expect(loadRuns()).toEqual([])
  })

  it('says cancelled when the user refuses the approval in TronLink: nothing sent, nothing kept', async () => {
    const sent = facade.transactions.size
    expect(await executePayment(await depositRun('250'), { wallet: refusingNext(1), onProgress: () => undefined })).toMatchObject({ ok: false, problem: 'cancelled' })
    expect(facade.transactions.size).toBe(sent)
    expect(loadRuns()).toEqual([])
    expect(await allowance()).toBe(0n)
  })

  it('keeps a payment refused after its approval (a reload between the two, in effect), then finishes it or gives its allowance back', async () => {
    // The approval goes out, then the user refuses the payment.
    const wallet = walletOf(PAYER)
    const sign = wallet.trx.sign.bind(wallet.trx)
    let signed = 0
    wallet.trx.sign = ((tx: never) => (++signed === 2 ? Promise.reject('Confirmation declined by user') : sign(tx))) as never
    const left = await executePayment(await depositRun('250'), { wallet: tronWallet(wallet), onProgress: () => undefined })
    expect(left).toMatchObject({ ok: false, problem: 'cancelled' })
    expect(await allowance()).toBe(testUsdt('250'))
    // What the device kept: a stranded payment, approved, to finish.
    const [stranded] = (await strandedPayments(account().toLowerCase())).found
    expect(stranded.state).toBe('approved')
    const finished = await executePayment(stranded.run, { wallet: tronWallet(), onProgress: () => undefined })
    expect(finished.ok).toBe(true)
    expect(await allowance()).toBe(0n)
    expect(await chain.token.balanceOf(chain.serviceAddress)).toBe(testUsdt('250'))

    // Again, given back this time: an approval of 0, and nothing is charged.
    signed = 0
    await executePayment(await depositRun('40'), { wallet: tronWallet(wallet), onProgress: () => undefined })
    const [again] = (await strandedPayments(account().toLowerCase())).found
    expect(await allowance()).toBe(testUsdt('40'))
    expect(await giveAllowanceBack(again.run, tronWallet())).toMatchObject({ ok: true })
    expect(await allowance()).toBe(0n)
    expect(await chain.token.balanceOf(chain.serviceAddress)).toBe(testUsdt('250'))
    expect((await strandedPayments(account().toLowerCase())).found).toEqual([])
  })

  it('ends a payment the chain refused (REVERT) as failed, final: never sent again by itself, its approval kept to give back', async () => {
    // Between the approval and the payment the tokens leave the account (another app): pay() reverts on the chain.
    const wallet = walletOf(PAYER)
    const sign = wallet.trx.sign.bind(wallet.trx)
    let signed = 0
    wallet.trx.sign = (async (tx: never) => {
      if (++signed === 2) {
        const owner = await chain.provider.getSigner(ANVIL_ACCOUNTS[PAYER].address)
        const all = (await chain.token.balanceOf(ANVIL_ACCOUNTS[PAYER].address)) as bigint
        await (await (chain.token.connect(owner) as typeof chain.token).transfer(ANVIL_ACCOUNTS[5].address, all)).wait()
      }
      return sign(tx)
    }) as never
    const sent = facade.transactions.size
    const outcome = await executePayment(await depositRun('250'), { wallet: tronWallet(wallet), onProgress: () => undefined })
    expect(outcome).toMatchObject({ ok: false, problem: 'transactionFailed' })
    // The approval and one payment: the failed payment was not sent again.
    expect(facade.transactions.size).toBe(sent + 2)
    expect(loadTracked().find((t) => t.kind === 'pay')?.status).toBe('failed')
    expect(await chain.token.balanceOf(chain.serviceAddress)).toBe(0n)
    // Its approval is there to give back (the payment is not retried by itself).
    expect((await strandedPayments(account().toLowerCase())).found.map((s) => s.state)).toEqual(['approved'])
  })
})
