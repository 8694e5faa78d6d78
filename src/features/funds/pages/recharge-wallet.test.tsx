import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import type { GlobalConfig } from '@/shared/api/contract/config'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { ANVIL_ACCOUNTS, ANVIL_CHAIN_ID, type Anvil } from '@test/chain/anvil'
import { anvilWallet } from '@test/chain/anvil-wallet'
import { devWallet, TEST_USDT_DECIMALS, type TestContracts, testUsdt } from '@test/chain/deploy'
import { loginAs, renderApp, tronTestAccount } from '@test/render-app'
import { injectTronWallet } from '@test/injected-wallet'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import { startSession } from '@/shared/stores/session-lifecycle'
import { tronMessageDigest } from '@/shared/wallet/tron'
import { paymentRef } from '@/shared/api/contract/payment-ref'
import { loadTracked, saveTracked } from '@/shared/wallet/tx-tracker'
import { answer, captureFields, failOnce } from '@test/rpc'
import { withTestChain } from '@test/chain/test-chain'
import { divide, subtract } from '@/shared/lib/decimal'
import { formatMoney } from '@/shared/lib/format'

/** Token units of the test USDT as a decimal string in USDT. */
const toUnitsText = (units: bigint) => divide(String(units), `1${'0'.repeat(TEST_USDT_DECIMALS)}`, TEST_USDT_DECIMALS)

// Deposit from the wallet, in the page, against a real local chain (anvil) with the real test
// token and service contract: the wallet signs with a funded dev key and sends to anvil, and what
// the chain received is asserted, not a stub's word.

let anvil: Anvil
let chain: TestContracts
let config: GlobalConfig

const EXPLORER = 'https://explorer.test'
const payer = devWallet(1)
const balanceOf = (address: string) => chain.token.balanceOf(address) as Promise<bigint>
const allowanceOf = (owner: string) => chain.token.allowance(owner, chain.serviceAddress) as Promise<bigint>

withTestChain((local) => ({ anvil, chain } = local))

beforeEach(async () => {
  const base = await rpc(RPC.globalConfig)
  // The mock's config, with the ERC20 chain payable on anvil.
  config = {
    ...base,
    serviceContract: chain.serviceAddress,
    chains: base.chains.map((c) =>
      c.id === 'ERC20' && c.kind === 'evm'
        ? {
            ...c,
            payment: {
              chainId: ANVIL_CHAIN_ID,
              name: 'Anvil',
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              rpcUrl: anvil.url,
              explorerUrl: EXPLORER,
              tokens: [{ coin: 'USDT', address: chain.tokenAddress, decimals: TEST_USDT_DECIMALS }],
              requiredConfirmations: 1,
            },
          }
        : c,
    ),
  }
})

afterEach(async () => {
  delete window.ethereum
  delete window.tron
  vi.unstubAllEnvs()
})

/** The payer signed in, its anvil wallet injected (on mainnet: the page switches it), /recharge on ERC20 USDT. */
async function openPayable(options: { payable?: boolean } = {}) {
  if (options.payable !== false) server.use(answer(RPC.globalConfig, config))
  const wallet = anvilWallet(payer, chain.provider, { chainId: 1, knownChains: [ANVIL_CHAIN_ID] })
  window.ethereum = wallet.provider
  await loginAs(payer)
  const user = userEvent.setup()
  const { router } = await renderApp(PATHS.recharge)
  await user.selectOptions(await screen.findByLabelText('Chain'), 'ERC20')
  return { user, wallet, router }
}

describe('deposit from the wallet', () => {
  it('says a config whose service contract is not the build\'s is refused, and never opens the wallet', async () => {
    // The build pins this chain's targets; the config answer names another service contract.
    vi.stubEnv(`VITE_PAYMENT_TARGETS_${ANVIL_CHAIN_ID}`, JSON.stringify({ serviceContract: chain.serviceAddress, rpcUrl: anvil.url, tokens: { USDT: chain.tokenAddress } }))
    server.use(answer(RPC.globalConfig, { ...config, serviceContract: payer.address }))
    const { user, wallet } = await openPayable({ payable: false })
    await user.type(await screen.findByLabelText('Amount to pay (USDT)'), '250')
    await user.click(screen.getByRole('button', { name: 'Pay from wallet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("This payment's contract or network does not match this app's own settings")
    expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).not.toBeInTheDocument()
    expect(wallet.calls.map((c) => c.method)).not.toContain('wallet_switchEthereumChain')
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
  })

  it('pays 250 USDT: an exact approval, the payment to the contract, the report with its hash, the transaction listed', async () => {
    const reports = captureFields(RPC.submitDeposit)
    const { user, wallet, router } = await openPayable()
    const before = await balanceOf(payer.address)

    await user.type(await screen.findByLabelText('Amount to pay (USDT)'), '250')
    await user.click(screen.getByRole('button', { name: 'Pay from wallet' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm payment' })
    // Nothing was asked of the wallet before the confirmation, not even a chain switch: the checks
    // read the chain through its RPC URL.
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
    expect(wallet.calls.map((c) => c.method)).not.toContain('wallet_switchEthereumChain')
    expect(wallet.chainId()).toBe(1)
    const rows = Object.fromEntries(within(sheet).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]))
    expect(rows).toMatchObject({ Amount: '250.00 USDT', Network: 'Anvil', 'Approval first': '250.00 USDT' })
    // Whole and checksummed, as the wallet's prompt shows them.
    expect(rows['Paid to']).toContain(chain.serviceAddress)
    expect(rows['Token contract']).toContain(chain.tokenAddress)
    expect(rows['Network fee']).toMatch(/^≈ [\d.]+ ETH$/)

    await user.click(within(sheet).getByRole('button', { name: 'Pay' }))
    expect(await screen.findByText('Payment sent. It is credited once the network confirms it.', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(wallet.chainId()).toBe(ANVIL_CHAIN_ID)

    // The chain: the contract holds the 250 USDT, the allowance was exact (spent to zero).
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('250'))
    expect(await balanceOf(payer.address)).toBe(before - testUsdt('250'))
    expect(await allowanceOf(payer.address)).toBe(0n)
    expect(wallet.calls.filter((c) => c.method === 'eth_sendTransaction')).toHaveLength(2)
    // The report names the payment's hash by itself.
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({ chain: 'ERC20', coin: 'USDT', amount: '250', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) as string })
    const receipt = await chain.provider.getTransactionReceipt(reports[0].txHash)
    expect(receipt?.to).toBe(chain.serviceAddress)
    expect(screen.getByLabelText('Amount to pay (USDT)')).toHaveValue('')

    // Both transactions are listed, the payment with its explorer link.
    const list = await screen.findByRole('region', { name: 'Wallet transactions' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    await waitFor(() => expect(items[0]).toHaveTextContent(/^Payment\s*Confirmed/))
    const short = `${reports[0].txHash.slice(0, 4)}***${reports[0].txHash.slice(-4)}`
    expect(within(items[0]).getByRole('link', { name: `Transaction ${short} on the explorer` })).toHaveAttribute('href', `${EXPLORER}/tx/${reports[0].txHash}`)
    expect(items[1]).toHaveTextContent(/^Approval/)

    await user.click(within(items[1]).getByRole('button', { name: /^Dismiss transaction/ }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)

    // The deposit record links the on-chain transaction to the explorer.
    await router.navigate(PATHS.rechargeRecord)
    expect(await screen.findByRole('link', { name: `Transaction ${short} on the explorer` })).toHaveAttribute('href', `${EXPLORER}/tx/${reports[0].txHash}`)

    // My assets: what the wallet holds now, as the chain says, apart from the balances.
    await router.navigate(PATHS.assets)
    const held = await screen.findByRole('region', { name: 'In your wallet' })
    expect(await balanceOf(payer.address)).toBe(before - testUsdt('250'))
    await waitFor(() => expect(within(held).getByText('USDT · Anvil').nextElementSibling).toHaveTextContent(formatMoney(subtract(toUnitsText(before), '250'))))
    expect(within(held).getByRole('link', { name: 'Deposit from your wallet' })).toHaveAttribute('href', PATHS.recharge)
  }, 30_000)

  it('shows what the wallet holds beside the amount to pay, read from the chain once the wallet is on it', async () => {
    const { wallet } = await openPayable()
    const row = await screen.findByText('In your wallet (Anvil)')
    // On mainnet, what it holds there is not what it would pay with: a dash and why.
    await waitFor(() => expect(row.nextElementSibling).toHaveTextContent('— (your wallet is on another network)'))
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${ANVIL_CHAIN_ID.toString(16)}` }] })
    const held = `${formatMoney(toUnitsText(await balanceOf(payer.address)))} USDT`
    await waitFor(() => expect(row.nextElementSibling).toHaveTextContent(held))
  })

  it('a rejection in the wallet is a calm "cancelled": nothing charged, nothing reported', async () => {
    const reports = captureFields(RPC.submitDeposit)
    const { user, wallet } = await openPayable()
    const before = await balanceOf(payer.address)
    await user.type(await screen.findByLabelText('Amount to pay (USDT)'), '250')
    await user.click(screen.getByRole('button', { name: 'Pay from wallet' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm payment' })
    wallet.rejectNext('eth_sendTransaction')
    await user.click(within(sheet).getByRole('button', { name: 'Pay' }))

    expect(await screen.findByText('Cancelled in your wallet. Nothing was charged.')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(await balanceOf(payer.address)).toBe(before)
    expect(await allowanceOf(payer.address)).toBe(0n)
    expect(reports).toEqual([])
  }, 30_000)

  it('a payment whose report fails is never offered again: the sheet closes, the transaction stays listed', async () => {
    server.use(failOnce(RPC.submitDeposit, 'network'))
    const { user, wallet } = await openPayable()
    await user.type(await screen.findByLabelText('Amount to pay (USDT)'), '5')
    await user.click(screen.getByRole('button', { name: 'Pay from wallet' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm payment' })).getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 15_000 })
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('5'))
    expect(wallet.calls.filter((c) => c.method === 'eth_sendTransaction')).toHaveLength(2)
    const list = await screen.findByRole('region', { name: 'Wallet transactions' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^Payment/))
  }, 30_000)

  it('never opens the wallet for more USDT than it holds, and checks the amount first', async () => {
    const { user, wallet } = await openPayable()
    const amount = await screen.findByLabelText('Amount to pay (USDT)')
    await user.click(screen.getByRole('button', { name: 'Pay from wallet' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter deposit amount')
    await user.type(amount, '1.1234567')
    await user.click(screen.getByRole('button', { name: 'Pay from wallet' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Too many decimal places: at most 6')

    await user.clear(amount)
    await user.type(amount, '10000.000001')
    await user.click(screen.getByRole('button', { name: 'Pay from wallet' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient USDT balance')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
  }, 30_000)

  it('shows no wallet payment on a chain the config gives no payment', async () => {
    await openPayable({ payable: false })
    await screen.findByRole('heading', { name: 'Your USDT deposit address on Ethereum (ERC20)' })
    expect(screen.queryByRole('heading', { name: 'Pay from wallet' })).not.toBeInTheDocument()
    // The manual report stays.
    expect(screen.getByRole('heading', { name: 'Report a deposit' })).toBeInTheDocument()
  })

  it('explains, without a wallet in the browser, how to pay from one', async () => {
    server.use(answer(RPC.globalConfig, config))
    await loginAs(payer)
    const user = userEvent.setup()
    await renderApp(PATHS.recharge)
    await user.selectOptions(await screen.findByLabelText('Chain'), 'ERC20')
    expect(await screen.findByText("To pay from your wallet, open this page in your wallet app's browser.")).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay from wallet' })).not.toBeInTheDocument()
  })

  it('tells a TRON wallet it pays on TRON, not on this EVM chain, and offers no payment here', async () => {
    server.use(answer(RPC.globalConfig, config))
    injectTronWallet([tronTestAccount])
    // Signed in as TronLink signs in: the T address and a TIP-191 signature of DAPP.
    const login = await rpc(RPC.login, { address: tronTestAccount.address, signature: tronTestAccount.wallet.signingKey.sign(tronMessageDigest(LOGIN_MESSAGE)).serialized })
    startSession({ address: tronTestAccount.address, token: login.token, info: login.info, user: login.user, walletType: 'tron' })
    const user = userEvent.setup()
    await renderApp(PATHS.recharge)
    await user.selectOptions(await screen.findByLabelText('Chain'), 'ERC20')
    expect(await screen.findByText('Your wallet cannot pay on Anvil. Choose a network your wallet uses, or send to the deposit address above from another app.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Pay from wallet' })).not.toBeInTheDocument()
  })

  /** Until the node holds the transaction the wallet was asked to send (automine off): mining before it would leave it out. */
  const untilInPool = () => waitFor(async () => expect(Number(((await chain.provider.send('txpool_status', [])) as { pending: string }).pending)).toBe(1))

  it('lets the confirm sheet close once the payment is out: the list follows it, and the toast says when it is paid', async () => {
    const { user, wallet } = await openPayable()
    await user.type(await screen.findByLabelText('Amount to pay (USDT)'), '250')
    await user.click(screen.getByRole('button', { name: 'Pay from wallet' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm payment' })
    const sends = () => wallet.calls.filter((c) => c.method === 'eth_sendTransaction').length
    await chain.provider.send('evm_setAutomine', [false])
    try {
      await user.click(within(sheet).getByRole('button', { name: 'Pay' }))
      // While the approval waits, the sheet stays: the payment is still to be confirmed in the wallet.
      await waitFor(() => expect(sends()).toBe(1))
      await user.click(within(sheet).getByRole('button', { name: 'Close' }))
      expect(screen.getByRole('dialog', { name: 'Confirm payment' })).toBeInTheDocument()
      // The wallet fills the transaction in (nonce, fees) before it reaches the node: a block mined
      // before that is empty, and with automine off the approval would then wait for ever.
      await untilInPool()
      await chain.provider.send('evm_mine', [])
      // The payment is out and waits for the network, as the sheet says: closing is allowed now,
      // by the sheet's own close and by the foot button, which says Close instead of Cancel.
      await within(sheet).findByText('Contract request in progress', {}, { timeout: 10_000 })
      expect(sends()).toBe(2)
      const closes = within(sheet).getAllByRole('button', { name: 'Close' })
      expect(closes).toHaveLength(2)
      expect(closes.every((b) => !b.hasAttribute('disabled'))).toBe(true)
      await user.click(closes[1])
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).not.toBeInTheDocument())
      const list = await screen.findByRole('region', { name: 'Wallet transactions' })
      await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^Payment\s*Pending/))
      await untilInPool()
      await chain.provider.send('evm_mine', [])
    } finally {
      await chain.provider.send('evm_setAutomine', [true])
    }
    expect(await screen.findByText('Payment sent. It is credited once the network confirms it.', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('250'))
  }, 30_000)

  it('reports a payment sent before a reload once the list sees it mined, and only once', async () => {
    const reports = captureFields(RPC.submitDeposit)
    server.use(answer(RPC.globalConfig, config))
    const wallet = anvilWallet(payer, chain.provider, { chainId: ANVIL_CHAIN_ID })
    window.ethereum = wallet.provider
    await loginAs(payer)
    // Before the "reload": the approval mined, the payment sent and still in the node's pool; the
    // page that sent it is gone, so only the kept list knows what its report says.
    const signer = payer.connect(chain.provider)
    await ((await (chain.token.connect(signer) as typeof chain.token).approve(chain.serviceAddress, testUsdt('5'))) as { wait: () => Promise<unknown> }).wait()
    await chain.provider.send('evm_setAutomine', [false])
    let hash = ''
    try {
      const sent = (await (chain.service.connect(signer) as typeof chain.service).pay(chain.tokenAddress, testUsdt('5'), paymentRef('reload'))) as { hash: string; nonce: number }
      hash = sent.hash
      saveTracked([
        { hash, chainId: ANVIL_CHAIN_ID, from: payer.address, nonce: sent.nonce, kind: 'pay', status: 'pending', confirmations: 0, requiredConfirmations: 1, sentAt: Date.now(), report: { chain: 'ERC20', coin: 'USDT', amount: '5' } },
      ])
      await renderApp(PATHS.recharge)
      const list = await screen.findByRole('region', { name: 'Wallet transactions' })
      expect(within(list).getByRole('listitem')).toHaveTextContent(/^Payment\s*Pending/)
      // Read on the chain and found unmined: not reported (the backend could not find it).
      const receiptReads = () => wallet.calls.filter((c) => c.method === 'eth_getTransactionReceipt').length
      await waitFor(() => expect(receiptReads()).toBeGreaterThan(0))
      expect(reports).toEqual([])
      await chain.provider.send('evm_mine', [])
    } finally {
      await chain.provider.send('evm_setAutomine', [true])
    }
    const list = screen.getByRole('region', { name: 'Wallet transactions' })
    await waitFor(() => expect(within(list).getByRole('listitem')).toHaveTextContent(/^Payment\s*Confirmed/), { timeout: 10_000 })
    await waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({ chain: 'ERC20', coin: 'USDT', amount: '5', txHash: hash })
    expect(loadTracked()[0].report).toBeUndefined()
  }, 30_000)

  it('counts the pending wallet transactions on the deposit entry of the assets page, kept across a reload', async () => {
    const sent = { chainId: ANVIL_CHAIN_ID, from: payer.address, nonce: 0, confirmations: 0, requiredConfirmations: 3, sentAt: Date.now() }
    saveTracked([
      { ...sent, hash: `0x${'1'.repeat(64)}`, kind: 'pay', status: 'pending' },
      { ...sent, hash: `0x${'2'.repeat(64)}`, kind: 'approve', status: 'confirmed' },
      // Another account's transaction on this device is not this user's.
      { ...sent, hash: `0x${'3'.repeat(64)}`, kind: 'pay', status: 'pending', from: ANVIL_ACCOUNTS[2].address },
    ])
    await loginAs(payer)
    await renderApp(PATHS.assets)
    const actions = await screen.findByRole('navigation', { name: 'Asset actions' })
    const deposit = within(actions).getByRole('link', { name: /^Deposit/ })
    expect(await within(deposit).findByLabelText('1 wallet transaction pending')).toHaveTextContent('1')
  })
})
