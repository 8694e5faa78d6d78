import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setChainNode } from '@/mocks/chain-node'
import { getDb } from '@/mocks/db'
import { ensureWallet } from '@/mocks/ledger'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { ANVIL_CHAIN_ID, type Anvil } from '@test/chain/anvil'
import { anvilWallet } from '@test/chain/anvil-wallet'
import { devWallet, type TestContracts, testUsdt } from '@test/chain/deploy'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields } from '@test/rpc'
import { withTestChain } from '@test/chain/test-chain'

// Buying a machine when the balance is short, the rest paid from the wallet, against a real local
// chain (anvil) with the test token and service contract. The mock is pointed at the node (as
// POST /__mock/chain does), so it credits the payment only for a real Paid log, after the node's
// confirmations: the test mines them.

let anvil: Anvil
let chain: TestContracts

const REQUIRED_CONFIRMATIONS = 3
const payer = devWallet(1)
const balanceOf = (address: string) => chain.token.balanceOf(address) as Promise<bigint>
const allowanceOf = (owner: string) => chain.token.allowance(owner, chain.serviceAddress) as Promise<bigint>
const mine = (blocks: number) => chain.provider.send('anvil_mine', [`0x${blocks.toString(16)}`])

withTestChain((local) => ({ anvil, chain } = local))

afterEach(async () => {
  delete window.ethereum
})

function userId() {
  return getDb().users.find((u) => u.address === payer.address)!.id
}
function mockUsdt() {
  return getDb().balances.find((b) => b.userId === userId() && b.coin === 'USDT')!.available
}

/** The payer signed in with 4,500 USDT available (M101 costs 4,896), its anvil wallet injected, the mock checking payments on anvil. */
async function openShort() {
  setChainNode({ rpcUrl: anvil.url, chainId: ANVIL_CHAIN_ID, tokenAddress: chain.tokenAddress, serviceContract: chain.serviceAddress, requiredConfirmations: REQUIRED_CONFIRMATIONS }, getDb())
  const wallet = anvilWallet(payer, chain.provider, { chainId: 1, knownChains: [ANVIL_CHAIN_ID] })
  window.ethereum = wallet.provider
  await loginAs(payer)
  ensureWallet(getDb(), userId())
  getDb().balances.find((b) => b.userId === userId() && b.coin === 'USDT')!.available = '4500'
  const user = userEvent.setup()
  await renderApp(`${PATHS.miningRigDetails}?id=M101`)
  await screen.findByText('4,500.00 USDT')
  return { user, wallet }
}

describe('buying a machine with the shortfall paid from the wallet', () => {
  it('shows the split and the fee first, then pays exactly the shortfall, waits for the credit and buys once', async () => {
    const buys = captureFields(RPC.buyMachine)
    const reports = captureFields(RPC.submitDeposit)
    const { user, wallet } = await openShort()
    const before = await balanceOf(payer.address)

    await user.click(await screen.findByRole('button', { name: 'Pay the 396.00 USDT shortfall from your wallet' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm purchase' })
    // Before anything is sent: the total, what the balance and the wallet pay, the fee, the approval.
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_sendTransaction')
    expect(valueOf(sheet, 'Total')).toHaveTextContent('4,896.00 USDT')
    expect(valueOf(sheet, 'Paid from balance')).toHaveTextContent('4,500.00 USDT')
    expect(valueOf(sheet, 'Paid from wallet')).toHaveTextContent('396.00 USDT')
    expect(valueOf(sheet, 'Network fee').textContent).toMatch(/^≈ [\d.]+ ETH$/)
    expect(valueOf(sheet, 'Approval first')).toHaveTextContent('396.00 USDT')

    await user.tripleClick(within(sheet).getByRole('button', { name: 'Confirm payment' }))
    // Paid and reported: the credit waits for the node's confirmations.
    expect(await screen.findByText(/^Waiting for the deposit to be credited \([12]\/3 confirmations\)$/, {}, { timeout: 15_000 })).toHaveAttribute('role', 'status')
    expect(buys).toEqual([])
    expect(mockUsdt()).toBe('4500')
    await mine(REQUIRED_CONFIRMATIONS)

    expect(await screen.findByText('Submitted successfully', {}, { timeout: 15_000 })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    // The chain: exactly the shortfall went to the contract, the approval was exact (spent to zero).
    expect(await balanceOf(chain.serviceAddress)).toBe(testUsdt('396'))
    expect(await balanceOf(payer.address)).toBe(before - testUsdt('396'))
    expect(await allowanceOf(payer.address)).toBe(0n)
    expect(wallet.calls.filter((c) => c.method === 'eth_sendTransaction')).toHaveLength(2)
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({ chain: 'ERC20', coin: 'USDT', amount: '396' })
    // The backend: credited, then one purchase of the machine, which the balance paid in full.
    expect(buys).toHaveLength(1)
    expect(buys[0]).toMatchObject({ id: 'M101', quantity: '1' })
    expect(getDb().machineOrders.filter((o) => o.userId === userId() && o.machineId === 'M101')).toHaveLength(1)
    expect(mockUsdt()).toBe('0')
    expect(await screen.findByText('Already joined')).toBeInTheDocument()
  }, 40_000)

  it('a rejection in the wallet is a calm "cancelled": nothing paid, nothing bought', async () => {
    const buys = captureFields(RPC.buyMachine)
    const reports = captureFields(RPC.submitDeposit)
    const { user, wallet } = await openShort()
    const before = await balanceOf(payer.address)
    await user.click(await screen.findByRole('button', { name: 'Pay the 396.00 USDT shortfall from your wallet' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm purchase' })
    wallet.rejectNext('eth_sendTransaction')
    await user.click(within(sheet).getByRole('button', { name: 'Confirm payment' }))

    expect(await screen.findByText('Cancelled in your wallet. Nothing was charged.')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await balanceOf(payer.address)).toBe(before)
    expect(await balanceOf(chain.serviceAddress)).toBe(0n)
    expect(await allowanceOf(payer.address)).toBe(0n)
    expect(reports).toEqual([])
    expect(buys).toEqual([])
    expect(mockUsdt()).toBe('4500')
  }, 30_000)
})
