// @vitest-environment node
import { Wallet, type Contract } from 'ethers'
import { ANVIL_CHAIN_ID, type Anvil } from '@test/chain/anvil'
import { anvilWallet } from '@test/chain/anvil-wallet'
import { devWallet, TEST_USDT_DECIMALS, type TestContracts, testUsdt } from '@test/chain/deploy'
import { paymentRef } from '@/shared/api/contract/payment-ref'
import { approveAmount, ensureChain, PaymentError, payService, planPayment, type PaymentChain, type PaymentRequest } from './payment'
import { nextStatus, readChainFacts, track } from './tx-tracker'
import { withTestChain } from '@test/chain/test-chain'
import { MemoryStorage } from '@test/memory-storage'

// The wallet layer against a real local chain (anvil) with the real test token and service
// contract: what the chain receives is asserted, never a stub's word.

let anvil: Anvil
let chain: TestContracts
let payment: PaymentChain

withTestChain((local) => ({ anvil, chain } = local))

beforeAll(() => {
  payment = { chainId: ANVIL_CHAIN_ID, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: anvil.url, explorerUrl: '' }
})

const balanceOf = (address: string) => (chain.token.balanceOf(address) as Promise<bigint>)
const allowanceOf = (owner: string) => (chain.token.allowance(owner, chain.serviceAddress) as Promise<bigint>)
const user = () => devWallet(1)

function requestFor(wallet: Wallet, amount: string): PaymentRequest {
  return {
    chain: payment,
    token: { coin: 'USDT', address: chain.tokenAddress, decimals: TEST_USDT_DECIMALS },
    service: chain.serviceAddress,
    account: wallet.address,
    amount,
    ref: paymentRef('U42'),
  }
}

/** What the tracker reads, asserted not null (the wallet is on the transaction's chain). */
async function factsOf(provider: Parameters<typeof readChainFacts>[0], tx: Parameters<typeof readChainFacts>[1]) {
  const facts = await readChainFacts(provider, tx)
  if (!facts) throw new Error('the wallet is on another chain')
  return facts
}

async function problemOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PaymentError)
  return (error as PaymentError).problem
}

describe('the payment chain', () => {
  it('switches a wallet that knows the chain', async () => {
    const w = anvilWallet(user(), chain.provider, { chainId: 1, knownChains: [ANVIL_CHAIN_ID] })
    await ensureChain(w.provider, payment)
    expect(w.chainId()).toBe(ANVIL_CHAIN_ID)
    expect(w.calls.map((c) => c.method)).not.toContain('wallet_addEthereumChain')
  })

  it('adds the chain when the wallet does not know it (4902), with its name, currency and RPC', async () => {
    const w = anvilWallet(user(), chain.provider, { chainId: 1 })
    await ensureChain(w.provider, payment)
    expect(w.chainId()).toBe(ANVIL_CHAIN_ID)
    const added = w.calls.find((c) => c.method === 'wallet_addEthereumChain')?.params[0]
    expect(added).toMatchObject({ chainId: '0x7a69', chainName: 'Anvil', nativeCurrency: { symbol: 'ETH', decimals: 18 }, rpcUrls: [anvil.url] })
  })

  it('is cancelled when the user rejects the switch, and says so when a request is already waiting', async () => {
    const w = anvilWallet(user(), chain.provider, { chainId: 1, knownChains: [ANVIL_CHAIN_ID] })
    w.rejectNext('wallet_switchEthereumChain')
    expect(await problemOf(ensureChain(w.provider, payment))).toBe('cancelled')
    w.busyNext('wallet_switchEthereumChain')
    expect(await problemOf(ensureChain(w.provider, payment))).toBe('walletBusy')
    expect(w.chainId()).toBe(1)
  })
})

describe('paying the service contract', () => {
  it('approves exactly the amount, never more, then pays it: the contract receives it with the reference', async () => {
    const payer = user()
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    const request = requestFor(payer, '250')
    const before = await balanceOf(payer.address)

    const plan = await planPayment(request)
    expect(plan).toMatchObject({ amount: testUsdt('250'), allowance: 0n, sends: ['approve', 'pay'] })
    expect(plan.fee).toBeGreaterThan(0n)
    // The checks read the chain through its RPC URL: the wallet was asked nothing.
    expect(w.calls).toEqual([])

    const approval = await approveAmount(w.provider, request, plan.amount)
    expect(await allowanceOf(payer.address)).toBe(testUsdt('250'))
    const paid = await payService(w.provider, request)
    const receipt = await chain.provider.waitForTransaction(paid.hash)

    expect(receipt?.status).toBe(1)
    expect(await balanceOf(payer.address)).toBe(before - testUsdt('250'))
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('250'))
    expect(await allowanceOf(payer.address)).toBe(0n)
    const event = receipt!.logs.map((log) => (chain.service as Contract).interface.parseLog(log)).find((e) => e?.name === 'Paid')
    expect(event?.args.toObject()).toMatchObject({ payer: payer.address, token: chain.tokenAddress, amount: testUsdt('250') })
    expect([approval.kind, paid.kind]).toEqual(['approve', 'pay'])
    expect(paid.nonce).toBe(approval.nonce + 1)
  })

  it('never pays with an allowance it did not make: one left by something else is set back to 0 first, then approved exactly', async () => {
    const payer = user()
    await (chain.token.connect(payer.connect(chain.provider)) as Contract).approve(chain.serviceAddress, testUsdt('300')).then((tx: { wait: () => Promise<unknown> }) => tx.wait())
    expect((await planPayment(requestFor(payer, '250'))).sends).toEqual(['reset', 'approve', 'pay'])
    // A payment resumed after its own approval pays with it; giving an allowance back costs only its fee.
    expect((await planPayment(requestFor(payer, '250'), 'resume')).sends).toEqual(['pay'])
    expect((await planPayment(requestFor(payer, '20000'), 'giveBack')).sends).toEqual(['reset'])
  })

  it('a rejection in the wallet is "cancelled", and nothing is charged', async () => {
    const payer = user()
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    const request = requestFor(payer, '250')
    const before = await balanceOf(payer.address)
    const plan = await planPayment(request)
    w.rejectNext('eth_sendTransaction')
    expect(await problemOf(approveAmount(w.provider, request, plan.amount))).toBe('cancelled')
    expect(await allowanceOf(payer.address)).toBe(0n)
    expect(await balanceOf(payer.address)).toBe(before)
  })

  it('never opens the wallet for a payment the coin balance cannot cover', async () => {
    const payer = user()
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    expect(await problemOf(planPayment(requestFor(payer, '10000.000001')))).toBe('insufficientToken')
    expect(w.calls).toEqual([])
  })

  it('never opens the wallet when the native coin cannot pay the fee', async () => {
    const payer = user()
    await chain.provider.send('anvil_setBalance', [payer.address, '0x0'])
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    expect(await problemOf(planPayment(requestFor(payer, '250')))).toBe('insufficientNative')
    expect(w.calls).toEqual([])
  })

  it('says the lookup failed when the token cannot be read', async () => {
    const payer = user()
    const request = { ...requestFor(payer, '1'), token: { coin: 'USDT', address: '0x000000000000000000000000000000000000dEaD', decimals: 6 } }
    expect(await problemOf(planPayment(request))).toBe('lookupFailed')
  })
})

describe('following a sent transaction', () => {
  it('sees a payment replaced in the wallet (same nonce, another transaction mined) by its nonce', async () => {
    const payer = user()
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    const request = requestFor(payer, '5')
    const plan = await planPayment(request)
    await chain.provider.send('evm_setAutomine', [false])
    try {
      const approval = await approveAmount(w.provider, request, plan.amount)
      const tracked = track(approval, 1, Date.now(), new MemoryStorage())
      expect(nextStatus(tracked, await factsOf(w.provider, approval), Date.now()).status).toBe('pending')

      // "Cancel" in the wallet: a zero-value transfer to itself with the same nonce and a higher fee.
      const fee = await chain.provider.getFeeData()
      const signer = payer.connect(chain.provider)
      await signer.sendTransaction({ to: payer.address, value: 0n, nonce: approval.nonce, maxFeePerGas: fee.maxFeePerGas! * 3n, maxPriorityFeePerGas: fee.maxPriorityFeePerGas! * 3n })
      await chain.provider.send('evm_mine', [])

      expect(nextStatus(tracked, await factsOf(w.provider, approval), Date.now()).status).toBe('replaced')
      expect(await allowanceOf(payer.address)).toBe(0n)
      // On another chain the wallet says nothing of it: it stays as it was.
      await ensureChain(w.provider, { ...payment, chainId: 1 })
      expect(await readChainFacts(w.provider, approval)).toBeNull()
    } finally {
      await chain.provider.send('evm_setAutomine', [true])
    }
  })

  it('counts confirmations until the required number', async () => {
    const payer = user()
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    const request = requestFor(payer, '5')
    const approval = await approveAmount(w.provider, request, (await planPayment(request)).amount)
    const tracked = track(approval, 3, Date.now(), new MemoryStorage())
    await chain.provider.waitForTransaction(approval.hash)
    expect(nextStatus(tracked, await factsOf(w.provider, approval), Date.now())).toEqual({ status: 'pending', confirmations: 1 })
    await chain.provider.send('anvil_mine', ['0x2'])
    expect(nextStatus(tracked, await factsOf(w.provider, approval), Date.now())).toEqual({ status: 'confirmed', confirmations: 3 })
  })
})
