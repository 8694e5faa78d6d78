// @vitest-environment node
import { TronWeb } from 'tronweb'
import { ANVIL_ACCOUNTS } from '@test/chain/anvil'
import { type TestContracts, testUsdt } from '@test/chain/deploy'
import { withTestTron } from '@test/chain/test-chain'
import { tronOf, type TronFacade } from '@test/chain/tron-facade'
import { paymentRef } from '@/shared/api/contract/payment-ref'
import { approveTron, payTron, planTronPayment, readTronAllowance, tronTransactionState, type TronPaymentRequest } from './tron-payment'
import type { InjectedTronWeb } from './tron-wallet'

// A payment on TRON, step by step, against the façade over anvil (test/chain/tron-facade.ts), the
// wallet's tronWeb a real tronweb with the account's key (TronLink signs the same way, after its prompt).

let chain: TestContracts
let facade: TronFacade

withTestTron((local) => ({ chain, facade } = local))

const FEE_LIMIT = 100_000_000

/** Dev account `i`'s tronWeb, as its wallet holds it. */
const walletOf = (i: number | string) => new TronWeb({ fullHost: facade.url, privateKey: typeof i === 'number' ? ANVIL_ACCOUNTS[i].privateKey.slice(2) : i })

function requestOf(tronWeb: TronWeb, amount = '250', feeLimit = FEE_LIMIT): TronPaymentRequest {
  return {
    chain: { name: 'TRON (local)', fullHost: facade.url, explorerUrl: '', feeLimit },
    token: { coin: 'USDT', address: tronOf(chain.tokenAddress), decimals: 6 },
    service: tronOf(chain.serviceAddress),
    account: tronWeb.defaultAddress.base58 as string,
    amount,
    ref: paymentRef('U1000'),
  }
}

const asInjected = (tronWeb: TronWeb) => tronWeb as unknown as InjectedTronWeb

describe('a payment on TRON', () => {
  it('plans approve then pay with the fee limit of each as the TRX to hold, approves exactly, pays, and leaves no allowance', async () => {
    const wallet = walletOf(3)
    const request = requestOf(wallet)
    const plan = await planTronPayment(request)
    expect(plan).toMatchObject({ amount: testUsdt('250'), allowance: 0n, sends: ['approve', 'pay'] })
    // The energy both will burn at 100 sun (the approval estimated, pay() at 130,000) and their
    // bandwidth: far less than the two fee limits (200 TRX).
    expect(plan.fee).toBeGreaterThan(13_800_000n)
    expect(plan.fee).toBeLessThan(25_000_000n)

    const approval = await approveTron(asInjected(wallet), request, plan.amount)
    expect(approval).toMatchObject({ kind: 'approve', from: request.account })
    expect(await tronTransactionState(facade.url, approval)).toEqual({ status: 'confirmed', confirmations: 1 })
    expect(await readTronAllowance(request)).toBe(testUsdt('250'))
    // Resumed after its approval: only the payment is left.
    expect((await planTronPayment(request, 'resume')).sends).toEqual(['pay'])

    const before = (await chain.token.balanceOf(ANVIL_ACCOUNTS[3].address)) as bigint
    const paid = await payTron(asInjected(wallet), request)
    await chain.provider.send('anvil_mine', ['0x1'])
    expect(await tronTransactionState(facade.url, paid)).toEqual({ status: 'confirmed', confirmations: 2 })
    expect(await chain.token.balanceOf(ANVIL_ACCOUNTS[3].address)).toBe(before - testUsdt('250'))
    expect(await readTronAllowance(request)).toBe(0n)
  })

  it('refuses before the wallet opens: not enough of the coin, not enough TRX for the fee limit', async () => {
    await expect(planTronPayment(requestOf(walletOf(3), '10001'))).rejects.toMatchObject({ problem: 'insufficientToken' })
    // A new key: no USDT and no TRX; one with USDT but too little TRX for two fee limits.
    await expect(planTronPayment(requestOf(walletOf('22'.repeat(32)), '1'))).rejects.toMatchObject({ problem: 'insufficientToken' })
    // 10 TRX is short of what approve and pay burn; 30 TRX is enough (a fee limit is a cap, not a charge).
    const account = ANVIL_ACCOUNTS[3].address
    await chain.provider.send('anvil_setBalance', [account, `0x${(10n * 10n ** 18n).toString(16)}`])
    await expect(planTronPayment(requestOf(walletOf(3), '1'))).rejects.toMatchObject({ problem: 'insufficientNative' })
    await chain.provider.send('anvil_setBalance', [account, `0x${(30n * 10n ** 18n).toString(16)}`])
    expect((await planTronPayment(requestOf(walletOf(3), '1'))).sends).toEqual(['approve', 'pay'])
  })

  it('says cancelled when the user refuses in the wallet, and nothing is sent', async () => {
    const wallet = walletOf(3)
    const sent = facade.transactions.size
    // The user presses Reject: TronLink's sign() rejects with a plain string.
    const refusing = walletOf(3)
    refusing.trx.sign = (() => Promise.reject('Confirmation declined by user')) as never
    await expect(approveTron(asInjected(refusing), requestOf(wallet), 1n)).rejects.toMatchObject({ problem: 'cancelled' })
    expect(facade.transactions.size).toBe(sent)
  })

  it("sends nothing when the wallet's account is not the payer's, and reads no figure from a call that reverted", async () => {
    const wallet = walletOf(3)
    const sent = facade.transactions.size
    await expect(approveTron(asInjected(walletOf(4)), requestOf(wallet), 1n)).rejects.toMatchObject({ problem: 'accountChanged' })
    expect(facade.transactions.size).toBe(sent)
    // The service contract has no balanceOf: its revert is no balance.
    const notAToken = { ...requestOf(wallet), token: { coin: 'USDT', address: tronOf(chain.serviceAddress), decimals: 6 } }
    await expect(planTronPayment(notAToken)).rejects.toMatchObject({ problem: 'lookupFailed' })
  })

  it('ends a payment that reverted, or ran out of energy, as failed with its result: final, never pending', async () => {
    const wallet = walletOf(3)
    // No approval: transferFrom reverts.
    const reverted = await payTron(asInjected(wallet), requestOf(wallet, '5'))
    expect(await tronTransactionState(facade.url, reverted)).toEqual({ status: 'failed', result: 'REVERT' })
    const starved = await approveTron(asInjected(wallet), requestOf(wallet, '5', 1_000), 5n)
    expect(await tronTransactionState(facade.url, starved)).toEqual({ status: 'failed', result: 'OUT_OF_ENERGY' })
  })

  it('calls a transaction the node never saw pending until past its expiration, then dropped', async () => {
    const txID = 'ab'.repeat(32)
    // By the chain's time (its latest block's), not the device's: a clock far ahead drops nothing.
    const chainNow = Number((await chain.provider.getBlock('latest'))!.timestamp) * 1000
    vi.setSystemTime(chainNow + 3_600_000)
    try {
      expect(await tronTransactionState(facade.url, { txID, expiration: chainNow + 60_000 })).toEqual({ status: 'pending' })
      expect(await tronTransactionState(facade.url, { txID, expiration: chainNow - 120_000 })).toEqual({ status: 'dropped' })
    } finally {
      vi.useRealTimers()
    }
  })
})
