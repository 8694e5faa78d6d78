// @vitest-environment node
import type { Wallet } from 'ethers'
import { ANVIL_CHAIN_ID, type Anvil } from '@test/chain/anvil'
import { anvilWallet } from '@test/chain/anvil-wallet'
import { devWallet, TEST_USDT_DECIMALS, type TestContracts, testUsdt } from '@test/chain/deploy'
import { withTestChain } from '@test/chain/test-chain'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import { paymentRef } from '@/shared/api/contract/payment-ref'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { startSession } from '@/shared/stores/session-lifecycle'
import { planPayment, type PaymentRequest } from './payment'
import { QueryClient } from '@tanstack/react-query'
import { executePayment, giveAllowanceBack, strandedPayments, unfinishedSpends, type RunProgress } from './payment-executor'
import { loadRuns, RECEIPT_WAIT_MS, saveRun, stepOf, withStep, type PaymentRun, type SpendCall } from './payment-steps'
import type { PaymentWallet } from './payment-wallet'
import { rememberWalletChoice, type Eip1193Provider } from './provider'
import { loadTracked } from './tx-tracker'
import { newRun, runShortfall } from './use-wallet-payment'
import { MemoryStorage } from '@test/memory-storage'

// The executor against a real local chain (anvil) with the real test token and service contract,
// and the real mock backend (MSW in Node) checking each reported payment on that chain: the wallet
// is faked only at its edge (the injected provider, test/chain/anvil-wallet.ts), and what the chain
// holds afterwards is asserted. A "reload" is a new call with only what the device kept.

let anvil: Anvil
let chain: TestContracts

withTestChain((local) => ({ anvil, chain } = local))

const allowanceOf = (owner: string) => chain.token.allowance(owner, chain.serviceAddress) as Promise<bigint>
const balanceOf = (address: string) => chain.token.balanceOf(address) as Promise<bigint>
/** The wallet requests that open the wallet's own prompt. */
const PROMPTS = ['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_sendTransaction', 'eth_requestAccounts', 'personal_sign']
const promptsOf = (calls: { method: string }[]) => calls.map((c) => c.method).filter((m) => PROMPTS.includes(m))
/** The injected EVM wallet as the executor is handed it. */
const evm = (provider: Eip1193Provider): PaymentWallet => ({ kind: 'evm', provider })

let payer: Wallet
let userId = ''

beforeEach(async () => {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('location', new URL('http://localhost/'))
  // The mock checks reported payments on this chain (2 confirmations).
  expect((await fetch('http://localhost/__mock/chain', { method: 'POST', body: JSON.stringify({ rpcUrl: anvil.url }) })).status).toBe(200)
  payer = devWallet(1)
  const login = await rpc(RPC.login, { address: payer.address, signature: await payer.signMessage(LOGIN_MESSAGE) })
  startSession({ address: payer.address, token: login.token, info: login.info, user: login.user, walletType: 'metamask' })
  userId = login.user.id
})

afterEach(() => {
  rememberWalletChoice(null)
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function requestFor(amount: string): PaymentRequest {
  return {
    chain: { chainId: ANVIL_CHAIN_ID, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: anvil.url, explorerUrl: '' },
    token: { coin: 'USDT', address: chain.tokenAddress, decimals: TEST_USDT_DECIMALS },
    service: chain.serviceAddress,
    account: payer.address,
    amount,
    ref: paymentRef(userId),
  }
}

async function depositRun(amount: string): Promise<PaymentRun> {
  const request = requestFor(amount)
  return newRun({ request, plan: await planPayment(request), chainId: 'ERC20', requiredConfirmations: 2 })
}

/** The user's deposit records of `hash` at the mock. */
async function depositOf(hash: string) {
  const { list } = await rpc(RPC.financeRecords, { type: 'deposit', coin: 'USDT', page: 1, size: 20 })
  return list.find((r) => r.deposit?.txHash.toLowerCase() === hash.toLowerCase())
}

describe('the payment executor', () => {
  it('runs a deposit: the checks, the chain, an exact approval, the payment, its report; nothing approved after, nothing kept', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: 1, knownChains: [ANVIL_CHAIN_ID] })
    const seen: string[] = []
    const outcome = await executePayment(await depositRun('250'), {
      wallet: evm(w.provider),
      onProgress: ({ run }) => seen.push(run.steps.find((s) => s.status !== 'done')?.kind ?? 'end'),
    })
    expect(outcome.ok).toBe(true)
    // Each step in turn, the wallet opened to switch, approve and pay.
    expect([...new Set(seen)]).toEqual(['check', 'switchChain', 'approve', 'pay', 'end'])
    expect(promptsOf(w.calls)).toEqual(['wallet_switchEthereumChain', 'eth_sendTransaction', 'eth_sendTransaction'])
    // Each transaction names its chain, so a wallet on another chain refuses it.
    const sent = w.calls.filter((c) => c.method === 'eth_sendTransaction').map((c) => (c.params[0] as { chainId?: string }).chainId)
    expect(sent).toEqual([`0x${ANVIL_CHAIN_ID.toString(16)}`, `0x${ANVIL_CHAIN_ID.toString(16)}`])
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('250'))
    expect(await allowanceOf(payer.address)).toBe(0n)
    const pay = stepOf(outcome.run, 'pay')!
    expect(await depositOf(pay.hash!)).toMatchObject({ status: 'submitted' })
    expect(loadRuns()).toEqual([])
    expect(loadTracked().map((t) => t.kind)).toEqual(['pay', 'approve'])
  })

  it('opens no wallet prompt at all, not even a chain switch, for a payment the coin or the gas cannot cover', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: 1, knownChains: [ANVIL_CHAIN_ID] })
    const run = await depositRun('250')
    const tooMuch = { ...run, request: { ...run.request, amount: '10000.000001' } }
    expect(await executePayment(tooMuch, { wallet: evm(w.provider), onProgress: () => undefined })).toMatchObject({ ok: false, problem: 'insufficientToken' })

    await chain.provider.send('anvil_setBalance', [payer.address, '0x0'])
    expect(await executePayment(run, { wallet: evm(w.provider), onProgress: () => undefined })).toMatchObject({ ok: false, problem: 'insufficientNative' })
    expect(w.calls).toEqual([])
    expect(w.chainId()).toBe(1)
    expect(loadRuns()).toEqual([])
  })

  it('stops when the wallet moves to another chain after the checks: "chainChanged", nothing sent on it', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: 1, knownChains: [ANVIL_CHAIN_ID] })
    // The user switches the wallet back to chain 1 right after the app put it on the payment chain.
    const onProgress = ({ run }: RunProgress) => {
      if (stepOf(run, 'switchChain')?.status === 'done' && stepOf(run, 'approve')?.status === 'todo' && w.chainId() === ANVIL_CHAIN_ID) w.switchTo(1)
    }
    expect(await executePayment(await depositRun('250'), { wallet: evm(w.provider), onProgress })).toMatchObject({ ok: false, problem: 'chainChanged' })
    expect(w.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
    expect(await allowanceOf(payer.address)).toBe(0n)
    expect(loadRuns()).toEqual([])
  })

  it('refuses a payment whose service contract or token is not the one the build pins for its chain: the wallet is never opened', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: 1, knownChains: [ANVIL_CHAIN_ID] })
    const run = await depositRun('250')
    const pin = { serviceContract: chain.serviceAddress, rpcUrl: anvil.url, tokens: { USDT: chain.tokenAddress } }
    // The config names another service contract than the build's.
    vi.stubEnv(`VITE_PAYMENT_TARGETS_${ANVIL_CHAIN_ID}`, JSON.stringify({ ...pin, serviceContract: payer.address }))
    expect(await executePayment(run, { wallet: evm(w.provider), onProgress: () => undefined })).toMatchObject({ ok: false, problem: 'targetRefused' })
    vi.stubEnv(`VITE_PAYMENT_TARGETS_${ANVIL_CHAIN_ID}`, JSON.stringify({ ...pin, tokens: { USDT: payer.address } }))
    expect(await executePayment(run, { wallet: evm(w.provider), onProgress: () => undefined })).toMatchObject({ ok: false, problem: 'targetRefused' })
    expect(w.calls).toEqual([])
    // The right contracts, but other decimals than the token's contract has (8 for its 6): the
    // sheet would show 250 USDT and the wallet approve and pay 25,000.
    vi.stubEnv(`VITE_PAYMENT_TARGETS_${ANVIL_CHAIN_ID}`, JSON.stringify(pin))
    const otherDecimals = { ...run, request: { ...run.request, token: { ...run.request.token, decimals: 8 } } }
    expect(await executePayment(otherDecimals, { wallet: evm(w.provider), onProgress: () => undefined })).toMatchObject({ ok: false, problem: 'targetRefused' })
    expect(w.calls).toEqual([])
    // The build's own targets: paid.
    expect((await executePayment(run, { wallet: evm(w.provider), onProgress: () => undefined })).ok).toBe(true)
  })

  it('keeps a payment left after its approval; after a "reload" it is finished with that approval and reported', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    // The user rejects the payment once its approval is mined (or closes the page then).
    const onProgress = ({ run }: RunProgress) => {
      if (stepOf(run, 'approve')?.status === 'done' && stepOf(run, 'pay')?.status === 'todo') w.rejectNext('eth_sendTransaction')
    }
    const left = await executePayment(await depositRun('250'), { wallet: evm(w.provider), onProgress })
    expect(left).toMatchObject({ ok: false, problem: 'cancelled' })
    expect(await allowanceOf(payer.address)).toBe(testUsdt('250'))

    // What the device kept: one stranded payment, its approval confirmed.
    const [stranded, ...others] = (await strandedPayments(payer.address.toLowerCase())).found
    expect(others).toEqual([])
    expect(stranded.state).toBe('approved')
    const sends = w.calls.filter((c) => c.method === 'eth_sendTransaction').length
    const finished = await executePayment(stranded.run, { wallet: evm(w.provider), onProgress: () => undefined })
    expect(finished.ok).toBe(true)
    // Only the payment was sent: the approval was its own.
    expect(w.calls.filter((c) => c.method === 'eth_sendTransaction').length).toBe(sends + 1)
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('250'))
    expect(await allowanceOf(payer.address)).toBe(0n)
    expect(await depositOf(stepOf(finished.run, 'pay')!.hash!)).toBeDefined()
    expect((await strandedPayments(payer.address.toLowerCase())).found).toEqual([])
  })

  it('a stranded payment whose slot another document still holds is offered once it lets go, and asked for again until then', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    const onProgress = ({ run }: RunProgress) => {
      if (stepOf(run, 'approve')?.status === 'done' && stepOf(run, 'pay')?.status === 'todo') w.rejectNext('eth_sendTransaction')
    }
    const left = await executePayment(await depositRun('250'), { wallet: evm(w.provider), onProgress })
    // Right after a reload, the replaced document may still hold the run's Web Lock for a moment.
    const { request: r } = left.run
    const slot = `eto-payment:${(r.chain as { chainId: number }).chainId}:${r.token.address}:${r.account}:${r.service}`.toLowerCase()
    let held = [{ name: slot }]
    vi.stubGlobal('navigator', { locks: { query: async () => ({ held, pending: [] }) } })
    expect(await strandedPayments(payer.address.toLowerCase())).toEqual({ found: [], recheck: true })
    held = []
    const later = await strandedPayments(payer.address.toLowerCase())
    expect(later.found.map((s) => s.state)).toEqual(['approved'])
    expect(later.recheck).toBe(false)
  })

  it('a page gone before the approval\'s hash came back: the allowance on the chain says it went out, and the payment is finished with it', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    // What the device kept: the approval asked of the wallet, no hash yet (the reload came first).
    const run = await depositRun('250')
    saveRun(withStep(withStep(run, 'check', { status: 'done' }), 'approve', { status: 'sent', askedAt: Date.now() }))
    // Not mined yet (or never sent): the payment is shown as waiting for its approval, and read again.
    expect(await strandedPayments(payer.address.toLowerCase())).toMatchObject({ found: [{ state: 'pending' }], recheck: true })
    // The wallet had sent it: mined, it is the run's allowance to finish with.
    const token = chain.token.connect(payer.connect(chain.provider)) as typeof chain.token
    await (await token.approve(chain.serviceAddress, testUsdt('250'))).wait()
    const [stranded] = (await strandedPayments(payer.address.toLowerCase())).found
    expect(stranded.state).toBe('approved')
    expect((await executePayment(stranded.run, { wallet: evm(w.provider), onProgress: () => undefined })).ok).toBe(true)
    expect(promptsOf(w.calls)).toEqual(['eth_sendTransaction'])
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('250'))
    expect(await allowanceOf(payer.address)).toBe(0n)
    expect(loadRuns()).toEqual([])
  })

  it('an approval asked of the wallet whose hash never came back: out of sight after the receipt wait, offered if it lands within a day, else forgotten', async () => {
    const run = await depositRun('250')
    saveRun(withStep(run, 'approve', { status: 'sent', askedAt: Date.now() - RECEIPT_WAIT_MS - 1 }))
    // Nothing on the chain yet: not offered, not read again, but kept (the wallet's prompt may still be open).
    expect(await strandedPayments(payer.address.toLowerCase())).toEqual({ found: [], recheck: false })
    expect(loadRuns()).toHaveLength(1)
    // The user confirms that prompt later: the next visit offers the payment to finish.
    const token = chain.token.connect(payer.connect(chain.provider)) as typeof chain.token
    await (await token.approve(chain.serviceAddress, testUsdt('250'))).wait()
    expect((await strandedPayments(payer.address.toLowerCase())).found.map((s) => s.state)).toEqual(['approved'])
    await (await token.approve(chain.serviceAddress, 0n)).wait()
    // A day on with nothing on the chain: forgotten.
    saveRun(withStep(run, 'approve', { status: 'sent', askedAt: Date.now() - 24 * 60 * 60 * 1000 - 1 }))
    expect(await strandedPayments(payer.address.toLowerCase())).toEqual({ found: [], recheck: false })
    expect(loadRuns()).toEqual([])
  })

  it('gives a stranded allowance back: 0 on the chain, nothing charged, nothing kept', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    const before = await balanceOf(payer.address)
    const onProgress = ({ run }: RunProgress) => {
      if (stepOf(run, 'approve')?.status === 'done' && stepOf(run, 'pay')?.status === 'todo') w.rejectNext('eth_sendTransaction')
    }
    await executePayment(await depositRun('250'), { wallet: evm(w.provider), onProgress })
    const [stranded] = (await strandedPayments(payer.address.toLowerCase())).found

    expect(await giveAllowanceBack(stranded.run, evm(w.provider))).toMatchObject({ ok: true })
    expect(await allowanceOf(payer.address)).toBe(0n)
    expect(await balanceOf(payer.address)).toBe(before)
    expect(await balanceOf(chain.serviceAddress)).toBe(0n)
    expect(loadRuns()).toEqual([])
    expect(loadTracked()[0]).toMatchObject({ kind: 'reset' })
  })

  it('a later payment never spends an earlier payment\'s approval: it approves its own amount', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    const onProgress = ({ run }: RunProgress) => {
      if (stepOf(run, 'approve')?.status === 'done' && stepOf(run, 'pay')?.status === 'todo' && run.request.amount === '50') w.rejectNext('eth_sendTransaction')
    }
    await executePayment(await depositRun('50'), { wallet: evm(w.provider), onProgress })
    expect(await allowanceOf(payer.address)).toBe(testUsdt('50'))

    const next = await depositRun('30')
    expect(next.steps.map((s) => s.kind)).toEqual(['check', 'switchChain', 'reset', 'approve', 'pay'])
    expect((await executePayment(next, { wallet: evm(w.provider), onProgress })).ok).toBe(true)
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('30'))
    expect(await allowanceOf(payer.address)).toBe(0n)
    // The earlier run was forgotten once the later one approved: nothing of it is offered any more.
    expect(loadRuns()).toEqual([])
    expect((await strandedPayments(payer.address.toLowerCase())).found).toEqual([])
  })

  it('never approves again to finish a payment whose approval is gone: "allowanceGone", nothing sent, nothing kept', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    const onProgress = ({ run }: RunProgress) => {
      if (stepOf(run, 'approve')?.status === 'done' && stepOf(run, 'pay')?.status === 'todo') w.rejectNext('eth_sendTransaction')
    }
    await executePayment(await depositRun('250'), { wallet: evm(w.provider), onProgress })
    const [stranded] = (await strandedPayments(payer.address.toLowerCase())).found
    // The allowance is set to 0 outside this run (another app, the wallet's own screen).
    const token = chain.token.connect(payer.connect(chain.provider)) as typeof chain.token
    await ((await token.approve(chain.serviceAddress, 0n)) as { wait: () => Promise<unknown> }).wait()
    const sends = w.calls.filter((c) => c.method === 'eth_sendTransaction').length

    expect(await executePayment(stranded.run, { wallet: evm(w.provider), onProgress: () => undefined })).toMatchObject({ ok: false, problem: 'allowanceGone' })
    expect(w.calls.filter((c) => c.method === 'eth_sendTransaction').length).toBe(sends)
    expect(await balanceOf(chain.serviceAddress)).toBe(0n)
    expect(loadRuns()).toEqual([])
  })

  it('runs one payment at a time per allowance: a second one on the same contract and coin is refused while the first runs', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    const first = executePayment(await depositRun('10'), { wallet: evm(w.provider), onProgress: () => undefined })
    const second = await executePayment(await depositRun('20'), { wallet: evm(w.provider), onProgress: () => undefined })
    expect(second).toMatchObject({ ok: false, problem: 'paymentRunning' })
    expect((await first).ok).toBe(true)
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('10'))
    expect(await allowanceOf(payer.address)).toBe(0n)
  })

  it('never gives up on a slow payment: "still confirming" after the wait, then done once mined', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    const run = await depositRun('5')
    let slow: RunProgress | undefined
    const mined = new Set<string>()
    await chain.provider.send('evm_setAutomine', [false])
    const executing = executePayment(run, {
      wallet: evm(w.provider),
      onProgress: (progress) => {
        if (progress.slow) slow ??= progress
        const approve = stepOf(progress.run, 'approve')!
        const pay = stepOf(progress.run, 'pay')!
        // The approval is mined at once; the payment waits unmined in the pool, past the screen's wait.
        if (approve.hash && !mined.has('approve')) {
          mined.add('approve')
          void chain.provider.send('evm_mine', [])
        }
        if (pay.status === 'sent' && !mined.has('pay')) {
          mined.add('pay')
          vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RECEIPT_WAIT_MS + 1000 })
        }
      },
    })
    await vi.waitFor(() => expect(slow).toMatchObject({ slow: true, confirmations: 0 }), { timeout: 10_000 })
    await chain.provider.send('evm_mine', [])
    await chain.provider.send('evm_setAutomine', [true])
    expect((await executing).ok).toBe(true)
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('5'))
  })

  it('resumes a shortfall whose payment went out before a "reload": the payment followed and credited, then the spend made once, with no wallet prompt', async () => {
    const w = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    rememberWalletChoice({ id: 'test', name: 'Test wallet', provider: w.provider })
    // A stake of 10,500 USDT against the mock's 10,000: 500 from the wallet.
    const spend: SpendCall = { code: RPC.stake, fields: { productId: 'K-USDT-7', amount: '10500' }, total: '10500', success: { area: 'staking', key: 'staking.success' }, changed: [] }
    const request = requestFor('500')
    const run = newRun({ request, plan: await planPayment(request), chainId: 'ERC20', requiredConfirmations: 2 }, spend)
    // The page goes away as soon as the payment is sent.
    const page = new AbortController()
    const onProgress = ({ run }: RunProgress) => {
      if (stepOf(run, 'pay')?.status === 'sent') page.abort()
    }
    await expect(executePayment(run, { wallet: evm(w.provider), onProgress, signal: page.signal })).rejects.toThrow()

    // What the device kept: the spend still to make, its payment sent.
    const [kept, ...others] = (await unfinishedSpends(payer.address.toLowerCase())).found
    expect(others).toEqual([])
    expect(kept.spend).toEqual(spend)
    expect(stepOf(kept, 'pay')?.status).toBe('sent')
    const prompts = promptsOf(w.calls).length
    // The next block confirms the payment a second time, for its credit.
    const seen: string[] = []
    const result = await runShortfall(new QueryClient(), kept, ({ run }) => {
      const on = run.steps.find((s) => s.status !== 'done')?.kind ?? 'end'
      if (on === 'credit' && !seen.includes('credit')) void chain.provider.send('evm_mine', [])
      seen.push(on)
    })
    expect(result).toEqual({ kind: 'spent' })
    expect([...new Set(seen)]).toEqual(['check', 'switchChain', 'pay', 'credit', 'spend', 'end'])
    expect(promptsOf(w.calls)).toHaveLength(prompts)
    const { list } = await rpc(RPC.stakingRecords, { page: 1, size: 20 })
    expect(list.map((s) => s.amount)).toEqual(['10500'])
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('500'))
    expect(await allowanceOf(payer.address)).toBe(0n)
    expect(loadRuns()).toEqual([])
    expect((await unfinishedSpends(payer.address.toLowerCase())).found).toEqual([])
    // A screen holding the old copy (a cached list, another tab) cannot make it again.
    expect(await executePayment(kept, { wallet: evm(w.provider), onProgress: () => undefined })).toMatchObject({ ok: false, problem: 'paymentRunning' })
    expect((await rpc(RPC.stakingRecords, { page: 1, size: 20 })).list).toHaveLength(1)
    // A spend already sent when the page went (it may have gone through) is never offered again.
    saveRun({ ...kept, steps: kept.steps.map((step) => ({ ...step, status: step.kind === 'spend' ? 'sent' : 'done' })) })
    expect((await unfinishedSpends(payer.address.toLowerCase())).found).toEqual([])
  })
})
