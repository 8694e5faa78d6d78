import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setWithdrawAuth } from '@/mocks/handlers/withdrawals'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, otherWallet, renderApp, testWallet, tronTestAccount } from '@test/render-app'
import { injectTronWallet } from '@test/injected-wallet'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import { rpc } from '@/shared/api/rpc-client'
import { startSession } from '@/shared/stores/session-lifecycle'
import { tronMessageDigest } from '@/shared/wallet/tron'
import { answerAnything, captureFields, failOnce } from '@test/rpc'

// Withdraw: coin and chain, the address checked for the chain (prefix, length, characters,
// checksum), the amount against the limits and the balance, fee and arrival as typed, a confirm
// step with everything, one request, and the details page after.

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('withdraw', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.withdraw)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('says withdrawals are not offered when the config names no chain (only serviceContract, as the spec shows)', async () => {
    server.use(answerAnything(RPC.globalConfig, { serviceContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' }))
    await loginAs()
    await renderApp(PATHS.withdraw)
    expect(await screen.findByText('Withdrawals are not available right now')).toBeInTheDocument()
    expect(screen.queryByLabelText('Chain')).not.toBeInTheDocument()
  })

  it('says what is wrong with the address and the amount, each in its own words, before sending', async () => {
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.submitWithdrawal)
    await renderApp(PATHS.withdraw)
    const address = await screen.findByLabelText('Withdrawal address (TRON (TRC20))')
    const amount = screen.getByLabelText('Withdrawal amount (USDT)')
    const withdraw = screen.getByRole('button', { name: 'Withdraw' })
    const errors = () => screen.getAllByRole('alert').map((a) => a.textContent)

    // Both empty: the one message that names both fields, said once (under the first).
    await user.click(withdraw)
    await waitFor(() => expect(errors()).toEqual(['Enter withdrawal amount, address and currency']))
    expect(address).toHaveAccessibleDescription('Enter withdrawal amount, address and currency')

    const cases: [string, string][] = [
      [EVM, 'Address must start with T'],
      [`${TRON.slice(0, -1)}u`, 'This address has a typo: its checksum does not match. Copy it again from the receiving wallet.'],
      [TRON.slice(0, -2), 'A TRON address has 34 characters. Check that it was copied whole.'],
      [`${TRON.slice(0, -1)}0`, 'A TRON address has no 0, O, I or l and no spaces. Check for a mistyped character.'],
    ]
    for (const [typed, message] of cases) {
      await user.clear(address)
      await user.type(address, typed)
      await user.click(withdraw)
      await waitFor(() => expect(errors()[0]).toBe(message))
    }

    await user.clear(address)
    await user.type(address, TRON)
    await user.type(amount, '9.99')
    await user.click(withdraw)
    await waitFor(() => expect(errors()).toEqual(['Withdrawal amount must be between 10 and 50,000 USDT']))
    // 9,999.5 fits the balance alone, not with its 9.9995 USDT fee on top.
    await user.clear(amount)
    await user.type(amount, '9999.5')
    await user.click(withdraw)
    await waitFor(() => expect(errors()).toEqual(['Insufficient available balance']))
    await user.clear(amount)
    await user.type(amount, '1.1234567')
    await user.click(withdraw)
    await waitFor(() => expect(errors()).toEqual(['Too many decimal places: at most 6']))
    expect(sent).toEqual([])
  })

  it('works out the fee, the arrival and the deduction as the user types, and Max fits the fee', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(PATHS.withdraw)
    const amount = await screen.findByLabelText('Withdrawal amount (USDT)')
    const form = amount.closest('form')!
    expect(valueOf(form, 'Handling fee')).toHaveTextContent('1.00 USDT')
    expect(valueOf(form, 'Arrival amount')).toHaveTextContent('—')
    await user.type(amount, '2500')
    expect(valueOf(form, 'Handling fee')).toHaveTextContent('2.50 USDT')
    expect(valueOf(form, 'Arrival amount')).toHaveTextContent('2,500.00 USDT')
    expect(valueOf(form, 'Deducted from balance')).toHaveTextContent('2,502.50 USDT')
    expect(within(form).getByText('Fee: 0.1% of the amount, at least 1 USDT, taken on top of the amount.')).toBeInTheDocument()
    await waitFor(() => expect(within(form).getByText('Available: 10,000.00 USDT')).toBeInTheDocument())
    await user.click(within(form).getByRole('button', { name: 'Max' }))
    // 10,000 / 1.001, cut to 6 places: with its fee it still fits.
    expect(amount).toHaveValue('9990.00999')
    expect(valueOf(form, 'Deducted from balance')).toHaveTextContent('9,999.999999 USDT')

    // An amount that would be refused says why as it is typed, and the preview shows no figure from it.
    // A number half typed ("12.") says nothing until Withdraw.
    for (const [typed, message] of [
      ['9.99', 'Withdrawal amount must be between 10 and 50,000 USDT'],
      ['50000.01', 'Withdrawal amount must be between 10 and 50,000 USDT'],
      ['100.1234567', 'Too many decimal places: at most 6'],
      ['12.', ''],
    ]) {
      await user.clear(amount)
      await user.type(amount, typed!)
      expect(amount).toHaveAccessibleDescription(message!)
      expect(valueOf(form, 'Arrival amount')).toHaveTextContent('—')
      expect(valueOf(form, 'Deducted from balance')).toHaveTextContent('—')
      expect(valueOf(form, 'Handling fee')).toHaveTextContent('1.00 USDT')
    }
    // More than the balance says so, and still shows what amount + fee would take.
    await user.clear(amount)
    await user.type(amount, '9999.5')
    expect(amount).toHaveAccessibleDescription('Insufficient available balance')
    expect(valueOf(form, 'Deducted from balance')).toHaveTextContent('10,009.4995 USDT')

    // Another chain: its own address form and limits.
    await user.selectOptions(screen.getByLabelText('Chain'), 'ERC20')
    await user.selectOptions(screen.getByLabelText('Currency'), 'ETH')
    expect(screen.getByLabelText('Withdrawal address (Ethereum (ERC20))')).toHaveValue('')
    expect(screen.getByLabelText('Withdrawal amount (ETH)')).toHaveAttribute('placeholder', '0.01 – 30')
  })

  it('confirms with everything shown, withdraws once, and opens the details', async () => {
    const user = userEvent.setup()
    await loginAs()
    server.use(failOnce(RPC.submitWithdrawal, { respMsg: 'Withdrawals resting' }, { delay: 100 }))
    const sent = captureFields(RPC.submitWithdrawal)
    const { router } = await renderApp(PATHS.withdraw)
    await user.selectOptions(await screen.findByLabelText('Chain'), 'ERC20')
    await user.type(screen.getByLabelText('Withdrawal address (Ethereum (ERC20))'), EVM)
    await user.type(screen.getByLabelText('Withdrawal amount (USDT)'), '100')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm withdrawal' })
    expect(valueOf(sheet, 'Currency')).toHaveTextContent('USDT')
    expect(valueOf(sheet, 'Chain')).toHaveTextContent('Ethereum (ERC20)')
    expect(valueOf(sheet, 'Address')).toHaveTextContent(EVM)
    expect(valueOf(sheet, 'Withdrawal amount')).toHaveTextContent('100.00 USDT')
    expect(valueOf(sheet, 'Handling fee')).toHaveTextContent('5.00 USDT')
    expect(valueOf(sheet, 'Arrival amount')).toHaveTextContent('100.00 USDT')
    expect(valueOf(sheet, 'Deducted from balance')).toHaveTextContent('105.00 USDT')

    const confirm = within(sheet).getByRole('button', { name: 'Confirm withdrawal' })
    for (let i = 0; i < 5; i++) confirm.click()
    expect(await screen.findByText('Withdrawals resting')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(screen.getByLabelText('Withdrawal address (Ethereum (ERC20))')).toHaveValue(EVM)

    // The write's answer is used: the details open from the record it returned, without 10053.
    const detailReads = captureFields(RPC.withdrawalDetail)
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }))
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.withdrawalDetails))
    expect(router.state.location.search).toMatch(/^\?id=W\d+$/)
    expect(sent[1]).toMatchObject({ coin: 'USDT', chain: 'ERC20', address: EVM, amount: '100' })
    expect(await screen.findByRole('list', { name: 'Progress' })).toHaveTextContent('Submitted')
    expect(detailReads).toEqual([])
  })
})

// Saved addresses: the user's own, on this device, per account and chain; picked ones are checked
// again; the confirm step says when an address gets its first withdrawal.
describe('withdraw: saved addresses', () => {
  const savedButton = () => screen.getByRole('button', { name: /^Saved addresses/ })
  const openList = async (user: ReturnType<typeof userEvent.setup>, chain = 'TRON (TRC20)') => {
    await user.click(savedButton())
    return screen.findByRole('dialog', { name: `Saved addresses on ${chain}` })
  }
  /** What an earlier visit left in this device's storage for the test wallet. */
  const seedBook = (entries: { label: string; address: string; chain: string }[]) =>
    localStorage.setItem(
      `address-book:${testWallet.address.toLowerCase()}`,
      JSON.stringify({ entries: entries.map((e, i) => ({ id: `e${i}`, createdAt: Date.UTC(2026, 10, 1), ...e })), used: {} }),
    )

  it('saves the typed address with a label, checking label and address, for that chain only', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(PATHS.withdraw)
    const address = await screen.findByLabelText('Withdrawal address (TRON (TRC20))')
    const saveThis = screen.getByRole('button', { name: 'Save this address' })

    // Nothing typed yet: the sheet says where the address comes from.
    await user.click(saveThis)
    let sheet = await screen.findByRole('dialog', { name: 'Save address on TRON (TRC20)' })
    await user.click(within(sheet).getByRole('button', { name: 'Save' }))
    expect(await within(sheet).findByText('Type or paste the address in the withdrawal form first')).toBeInTheDocument()
    expect(within(sheet).getByText('Enter a label')).toBeInTheDocument()
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }))

    // A wrong address is refused with the form's own words.
    await user.type(address, EVM)
    await user.click(saveThis)
    sheet = await screen.findByRole('dialog', { name: 'Save address on TRON (TRC20)' })
    await user.type(within(sheet).getByLabelText('Label'), 'x'.repeat(25))
    await user.click(within(sheet).getByRole('button', { name: 'Save' }))
    expect(await within(sheet).findByText('Address must start with T')).toBeInTheDocument()
    expect(within(sheet).getByText('A label has at most 24 characters')).toBeInTheDocument()
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }))

    await user.clear(address)
    await user.type(address, TRON)
    await user.click(saveThis)
    sheet = await screen.findByRole('dialog', { name: 'Save address on TRON (TRC20)' })
    expect(within(sheet).getByText(TRON)).toHaveAttribute('dir', 'ltr')
    await user.type(within(sheet).getByLabelText('Label'), '  Binance  ')
    await user.click(within(sheet).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Address saved')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(savedButton()).toHaveTextContent('Saved addresses (1)')

    // The same address twice on one chain is refused, naming the label it has.
    await user.click(saveThis)
    sheet = await screen.findByRole('dialog', { name: 'Save address on TRON (TRC20)' })
    await user.type(within(sheet).getByLabelText('Label'), 'Again')
    await user.click(within(sheet).getByRole('button', { name: 'Save' }))
    expect(await within(sheet).findByText('This address is already saved on this chain as “Binance”')).toBeInTheDocument()
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }))

    const list = await openList(user)
    const item = within(list).getByText('Binance').closest('li')!
    expect(item).toHaveTextContent(TRON)
    expect(item).toHaveTextContent('No withdrawal to it yet')
    expect(within(list).getByText('Saved addresses stay on this device, for this wallet only. Another wallet, browser or phone does not see them.')).toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: 'Close' }))

    // Another chain has its own book.
    await user.selectOptions(screen.getByLabelText('Chain'), 'ERC20')
    const other = await openList(user, 'Ethereum (ERC20)')
    expect(within(other).getByRole('status')).toHaveTextContent('No saved addresses on Ethereum (ERC20) yet.')
    expect(within(other).queryByText('Binance')).not.toBeInTheDocument()
  })

  it('fills the field with a picked address, and refuses one that no longer passes the check', async () => {
    const user = userEvent.setup()
    await loginAs()
    seedBook([
      { label: 'Binance', address: TRON, chain: 'TRC20' },
      { label: 'Typo', address: `${TRON.slice(0, -1)}u`, chain: 'TRC20' },
      { label: 'Ledger', address: EVM, chain: 'ERC20' },
    ])
    await renderApp(PATHS.withdraw)
    const address = await screen.findByLabelText('Withdrawal address (TRON (TRC20))')
    let list = await openList(user)
    expect(within(list).queryByText('Ledger')).not.toBeInTheDocument()

    await user.click(within(list).getByRole('button', { name: 'Use Typo' }))
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'This saved address no longer passes the check for TRON (TRC20), so it was not filled in. Delete it and save the right one. This address has a typo',
    )
    expect(address).toHaveValue('')

    await user.click(within(list).getByRole('button', { name: 'Use Binance' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(address).toHaveValue(TRON)

    await user.selectOptions(screen.getByLabelText('Chain'), 'ERC20')
    list = await openList(user, 'Ethereum (ERC20)')
    await user.click(within(list).getByRole('button', { name: 'Use Ledger' }))
    await waitFor(() => expect(screen.getByLabelText('Withdrawal address (Ethereum (ERC20))')).toHaveValue(EVM))
  })

  it('changes a label, and deletes only after confirmation', async () => {
    const user = userEvent.setup()
    await loginAs()
    seedBook([
      { label: 'Binance', address: TRON, chain: 'TRC20' },
      { label: 'Cold wallet', address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', chain: 'TRC20' },
    ])
    await renderApp(PATHS.withdraw)
    await screen.findByLabelText('Withdrawal address (TRON (TRC20))')
    let list = await openList(user)

    await user.click(within(list).getByRole('button', { name: 'Edit Binance' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit label' })
    const label = within(edit).getByLabelText('Label')
    expect(label).toHaveValue('Binance')
    await user.clear(label)
    await user.type(label, 'cold WALLET')
    await user.click(within(edit).getByRole('button', { name: 'Save' }))
    expect(await within(edit).findByText('Another saved address on this chain is already called “cold WALLET”')).toBeInTheDocument()
    await user.clear(label)
    await user.type(label, 'Exchange')
    await user.click(within(edit).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Label changed')).toBeInTheDocument()
    // Back to the list, with the new label.
    list = await screen.findByRole('dialog', { name: 'Saved addresses on TRON (TRC20)' })
    expect(within(list).getByText('Exchange').closest('li')).toHaveTextContent(TRON)
    expect(within(list).queryByText('Binance')).not.toBeInTheDocument()

    await user.click(within(list).getByRole('button', { name: 'Delete Exchange' }))
    let confirm = await screen.findByRole('dialog', { name: 'Delete saved address' })
    expect(confirm).toHaveTextContent('Delete “Exchange” from this device?')
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    list = await screen.findByRole('dialog', { name: 'Saved addresses on TRON (TRC20)' })
    expect(within(list).getByText('Exchange')).toBeInTheDocument()

    await user.click(within(list).getByRole('button', { name: 'Delete Exchange' }))
    confirm = await screen.findByRole('dialog', { name: 'Delete saved address' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Saved address deleted')).toBeInTheDocument()
    list = await screen.findByRole('dialog', { name: 'Saved addresses on TRON (TRC20)' })
    expect(within(list).queryByText('Exchange')).not.toBeInTheDocument()
    expect(within(list).getByText('Cold wallet')).toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: 'Close' }))
    expect(savedButton()).toHaveTextContent('Saved addresses (1)')
  })

  it('keeps each account its own book: another account sees none, the first sees theirs again', async () => {
    const user = userEvent.setup()
    await loginAs()
    seedBook([{ label: 'Binance', address: TRON, chain: 'TRC20' }])
    await renderApp(PATHS.withdraw)
    await screen.findByLabelText('Withdrawal address (TRON (TRC20))')
    expect(savedButton()).toHaveTextContent('Saved addresses (1)')

    await loginAs(otherWallet)
    await waitFor(() => expect(savedButton()).toHaveTextContent('Saved addresses (0)'))
    const list = await openList(user)
    expect(within(list).queryByText('Binance')).not.toBeInTheDocument()
    expect(within(list).getByRole('status')).toHaveTextContent('No saved addresses on TRON (TRC20) yet.')
    await user.click(within(list).getByRole('button', { name: 'Close' }))

    await loginAs(testWallet)
    await waitFor(() => expect(savedButton()).toHaveTextContent('Saved addresses (1)'))
  })

  it('says so in the confirm step when the address never had a withdrawal, and not once it had one', async () => {
    const user = userEvent.setup()
    await loginAs()
    seedBook([{ label: 'Ledger', address: EVM, chain: 'ERC20' }])
    const firstNote = /^First withdrawal to this address:/
    const withdrawTo = async (typed: string) => {
      await user.selectOptions(await screen.findByLabelText('Chain'), 'ERC20')
      await user.type(screen.getByLabelText('Withdrawal address (Ethereum (ERC20))'), typed)
      await user.type(screen.getByLabelText('Withdrawal amount (USDT)'), '100')
      await user.click(screen.getByRole('button', { name: 'Withdraw' }))
      return screen.findByRole('dialog', { name: 'Confirm withdrawal' })
    }

    const first = await renderApp(PATHS.withdraw)
    let sheet = await withdrawTo(EVM)
    expect(within(sheet).getByRole('note')).toHaveTextContent(firstNote)
    expect(valueOf(sheet, 'Saved as')).toHaveTextContent('Ledger')
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }))
    await waitFor(() => expect(first.router.state.location.pathname).toBe(PATHS.withdrawalDetails))
    first.unmount()

    // The same address in another case is the same EVM address: known now.
    const second = await renderApp(PATHS.withdraw)
    sheet = await withdrawTo(EVM.toLowerCase())
    expect(within(sheet).queryByRole('note')).not.toBeInTheDocument()
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }))
    second.unmount()

    // The saved address shows when it was last used.
    await renderApp(PATHS.withdraw)
    await user.selectOptions(await screen.findByLabelText('Chain'), 'ERC20')
    const list = await openList(user, 'Ethereum (ERC20)')
    expect(within(list).getByText('Ledger').closest('li')).toHaveTextContent(/Last used \w{3} \d+, 2026/)

    // Another address is new again.
    await user.click(within(list).getByRole('button', { name: 'Close' }))
    await user.clear(screen.getByLabelText('Withdrawal amount (USDT)'))
    sheet = await withdrawTo('0x0000000000000000000000000000000000000001')
    expect(within(sheet).getByRole('note')).toHaveTextContent(firstNote)
  })

  it('reads a broken book as what it still holds, never a crash', async () => {
    const user = userEvent.setup()
    await loginAs()
    const key = `address-book:${testWallet.address.toLowerCase()}`
    localStorage.setItem(key, '{not json')
    const view = await renderApp(PATHS.withdraw)
    await screen.findByLabelText('Withdrawal address (TRON (TRC20))')
    expect(savedButton()).toHaveTextContent('Saved addresses (0)')
    view.unmount()

    // Half-good: the entries that have their fields stay, the rest is left out.
    localStorage.setItem(
      key,
      JSON.stringify({ entries: [{ id: 'a' }, 'x', null, { id: 'b', label: 'Binance', address: TRON, chain: 'TRC20', createdAt: 1, lastUsedAt: 'yesterday' }], used: 'nope' }),
    )
    await renderApp(PATHS.withdraw)
    await screen.findByLabelText('Withdrawal address (TRON (TRC20))')
    const list = await openList(user)
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(within(list).getByText('Binance').closest('li')).toHaveTextContent('No withdrawal to it yet')
    await user.click(within(list).getByRole('button', { name: 'Use Binance' }))
    await waitFor(() => expect(screen.getByLabelText('Withdrawal address (TRON (TRC20))')).toHaveValue(TRON))
  })
})

// With the backend's withdrawAuth mode on, the wallet signs each withdrawal (EIP-712): the sheet
// says so, the signature goes with the request, and a wallet that does not sign sends nothing.
describe('withdraw: signed by the wallet (withdrawAuth eip712)', () => {
  /** An injected wallet on mainnet that signs typed data with the test key, or answers `refusal` once. */
  function injectWallet(refusal?: { code: number; message: string }) {
    const asked: unknown[] = []
    window.ethereum = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_chainId') return '0x1'
        if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [testWallet.address]
        if (method !== 'eth_signTypedData_v4') throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
        if (refusal) throw Object.assign(new Error(refusal.message), { code: refusal.code })
        const { domain, types, message } = JSON.parse(String(params?.[1])) as { domain: Record<string, unknown>; types: Record<string, { name: string; type: string }[]>; message: Record<string, unknown> }
        asked.push({ domain, message })
        const { EIP712Domain: _domain, ...signed } = types
        return testWallet.signTypedData(domain, signed, message)
      },
    }
    return asked
  }

  afterEach(() => {
    delete window.ethereum
    delete window.tron
  })

  async function confirmWithdrawal(user: ReturnType<typeof userEvent.setup>) {
    await renderApp(PATHS.withdraw)
    await user.type(await screen.findByLabelText('Withdrawal address (TRON (TRC20))'), TRON)
    await user.type(screen.getByLabelText('Withdrawal amount (USDT)'), '100')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm withdrawal' })
    expect(await within(sheet).findByText('Your wallet then asks you to sign this withdrawal. Check that it shows the same coin, network, address, amount and fee.')).toBeInTheDocument()
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }))
    return sheet
  }

  it('has the wallet sign the confirm step\'s figures, and sends the signature with its nonce and deadline', async () => {
    setWithdrawAuth('eip712')
    const asked = injectWallet()
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.submitWithdrawal)
    await confirmWithdrawal(user)
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument()
    expect(asked).toEqual([
      {
        domain: { name: 'ETO', version: '1', chainId: 1 },
        message: { account: testWallet.address, coin: 'USDT', chain: 'TRC20', address: TRON, amount: '100', fee: '1', nonce: expect.stringMatching(/^[0-9a-f]{32}$/) as string, deadline: expect.any(Number) as number },
      },
    ])
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ amount: '100', address: TRON, chainId: '1', signature: expect.stringMatching(/^0x[0-9a-f]{130}$/) as string, nonce: (asked[0] as { message: { nonce: string } }).message.nonce })
  })

  it('a rejection in the wallet is a calm "cancelled": nothing sent, the sheet open to try again', async () => {
    setWithdrawAuth('eip712')
    injectWallet({ code: 4001, message: 'User rejected the request.' })
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.submitWithdrawal)
    const sheet = await confirmWithdrawal(user)
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Cancelled in your wallet. Nothing was sent.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(sent).toEqual([])
    expect(within(sheet).getByRole('button', { name: 'Confirm withdrawal' })).toBeEnabled()
  })

  it('a wallet that never answers can be left: the sheet closes, and its late signature sends nothing', async () => {
    setWithdrawAuth('eip712')
    let answer: (signature: string) => void = () => undefined
    window.ethereum = {
      request: ({ method }: { method: string }) => (method === 'eth_chainId' ? Promise.resolve('0x1') : new Promise((resolve) => (answer = resolve))),
    }
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.submitWithdrawal)
    const sheet = await confirmWithdrawal(user)
    expect(await within(sheet).findByRole('status')).toHaveTextContent('Sign the withdrawal in your wallet')
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm withdrawal' })).not.toBeInTheDocument())
    answer(`0x${'1b'.repeat(65)}`)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled())
    expect(sent).toEqual([])
  })

  it('a wallet that cannot sign typed data says so, not a spinner; no wallet at all says so too', async () => {
    setWithdrawAuth('eip712')
    injectWallet({ code: 4200, message: 'The method eth_signTypedData_v4 is not supported' })
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.submitWithdrawal)
    const sheet = await confirmWithdrawal(user)
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('This wallet cannot sign withdrawals (EIP-712 typed data).')
    expect(within(sheet).queryByText('Sign the withdrawal in your wallet')).not.toBeInTheDocument()
    delete window.ethereum
    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }))
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('No wallet found to sign the withdrawal.')
    expect(sent).toEqual([])
  })

  it('a TRON wallet (it signs no EIP-712 typed data) is told so, not that no wallet was found; nothing is sent', async () => {
    setWithdrawAuth('eip712')
    injectTronWallet([tronTestAccount])
    const user = userEvent.setup()
    // Signed in as TronLink signs in: the T address and a TIP-191 signature of DAPP.
    const login = await rpc(RPC.login, { address: tronTestAccount.address, signature: testWallet.signingKey.sign(tronMessageDigest(LOGIN_MESSAGE)).serialized })
    startSession({ address: tronTestAccount.address, token: login.token, info: login.info, user: login.user, walletType: 'tron' })
    const sent = captureFields(RPC.submitWithdrawal)
    const sheet = await confirmWithdrawal(user)
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('This wallet cannot sign withdrawals (EIP-712 typed data).')
    expect(sent).toEqual([])
  })
})
