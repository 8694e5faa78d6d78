import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { isolated, loginAs, otherWallet, renderApp, testWallet } from '@test/render-app'
import { failOnce } from '@test/rpc'

// The saved addresses under the my page: every chain's, grouped, with edit and delete; the
// account's own only; kept on this device, so they show without the network.

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/** What an earlier visit left in this device's storage for the test wallet. */
function seedBook(entries: { label: string; address: string; chain: string; lastUsedAt?: number }[]) {
  localStorage.setItem(
    `address-book:${testWallet.address.toLowerCase()}`,
    JSON.stringify({ entries: entries.map((e, i) => ({ id: `e${i}`, createdAt: Date.UTC(2026, 10, 1), ...e })), used: {} }),
  )
}

describe('saved addresses page', () => {
  it('is reached from the my page', async () => {
    const user = userEvent.setup()
    await loginAs()
    const { router } = await renderApp(PATHS.my)
    await user.click(await screen.findByRole('link', { name: 'Saved addresses' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.addressBook))
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved addresses' })).toBeInTheDocument()
  })

  it('lists every chain\'s saved addresses under the chain, edits a label and deletes after confirmation', async () => {
    const user = userEvent.setup()
    await loginAs()
    seedBook([
      { label: 'Binance', address: TRON, chain: 'TRC20', lastUsedAt: Date.UTC(2026, 10, 20, 12) },
      { label: 'Ledger', address: EVM, chain: 'ERC20' },
      { label: 'Old chain', address: TRON, chain: 'BEP2' },
    ])
    await renderApp(PATHS.addressBook)
    const tron = await screen.findByRole('region', { name: 'TRON (TRC20)' })
    const evm = screen.getByRole('region', { name: 'Ethereum (ERC20)' })
    // A chain the config no longer lists keeps its entries, under its id.
    expect(screen.getByRole('region', { name: 'BEP2' })).toHaveTextContent('Old chain')
    expect(within(tron).getByText('Binance').closest('li')).toHaveTextContent(/Last used Nov 20, 2026/)
    expect(within(tron).getByText(TRON)).toHaveAttribute('dir', 'ltr')
    expect(within(tron).queryByText('Ledger')).not.toBeInTheDocument()
    expect(within(evm).getByText('Ledger').closest('li')).toHaveTextContent(EVM)
    expect(within(evm).getByText('Ledger').closest('li')).toHaveTextContent('No withdrawal to it yet')
    // Picking belongs to the withdrawal form, not here.
    expect(screen.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument()

    await user.click(within(evm).getByRole('button', { name: 'Edit Ledger' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit label' })
    const label = within(edit).getByLabelText('Label')
    await user.clear(label)
    await user.click(within(edit).getByRole('button', { name: 'Save' }))
    expect(await within(edit).findByText('Enter a label')).toBeInTheDocument()
    await user.type(label, 'Hardware wallet')
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Label changed')).toBeInTheDocument()
    await waitFor(() => expect(within(evm).getByText('Hardware wallet')).toBeInTheDocument())

    await user.click(within(tron).getByRole('button', { name: 'Delete Binance' }))
    let confirm = await screen.findByRole('dialog', { name: 'Delete saved address' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(confirm).not.toBeInTheDocument())
    expect(within(tron).getByText('Binance')).toBeInTheDocument()

    await user.click(within(tron).getByRole('button', { name: 'Delete Binance' }))
    confirm = await screen.findByRole('dialog', { name: 'Delete saved address' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Saved address deleted')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('region', { name: 'TRON (TRC20)' })).not.toBeInTheDocument())
    expect(screen.getByRole('region', { name: 'Ethereum (ERC20)' })).toBeInTheDocument()
  })

  it('shows another account none of them, and the first account theirs again', async () => {
    await loginAs()
    seedBook([{ label: 'Binance', address: TRON, chain: 'TRC20' }])
    await renderApp(PATHS.addressBook)
    expect(await screen.findByText('Binance')).toBeInTheDocument()

    await loginAs(otherWallet)
    expect(await screen.findByText('No saved addresses yet. On the Withdraw screen, type an address and choose “Save this address”.')).toBeInTheDocument()
    expect(screen.queryByText('Binance')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', PATHS.withdraw)

    await loginAs(testWallet)
    expect(await screen.findByText('Binance')).toBeInTheDocument()
  })

  it('shows an empty book for storage it cannot read', async () => {
    await loginAs()
    localStorage.setItem(`address-book:${testWallet.address.toLowerCase()}`, '[1, 2')
    await renderApp(PATHS.addressBook)
    expect(await screen.findByText(/^No saved addresses yet\./)).toBeInTheDocument()
  })

  it('reads in Arabic, right to left, with the addresses left to right', async () => {
    await loginAs()
    seedBook([{ label: 'محفظتي', address: TRON, chain: 'TRC20' }])
    await renderApp(PATHS.addressBook, 'ar')
    expect(await screen.findByRole('heading', { level: 1, name: 'العناوين المحفوظة' })).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(screen.getByText(TRON)).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('button', { name: `تعديل ${isolated('محفظتي')}` })).toHaveTextContent('تعديل')
  })
})

describe('saved addresses page without the chain names', () => {
  it('still lists the book, under the chain ids, and says the names failed with Retry', async () => {
    const user = userEvent.setup()
    await loginAs()
    seedBook([{ label: 'Binance', address: TRON, chain: 'TRC20' }])
    server.use(failOnce(RPC.globalConfig, { respMsg: 'Config resting' }))
    await renderApp(PATHS.addressBook)
    expect(await screen.findByRole('region', { name: 'TRC20' })).toHaveTextContent('Binance')
    await user.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('region', { name: 'TRON (TRC20)' })).toHaveTextContent('Binance')
  })
})
