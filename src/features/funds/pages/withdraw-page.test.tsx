import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields, failOnce } from '@test/rpc'

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

  it('says what is wrong with the address and the amount, each in its own words, before sending', async () => {
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.submitWithdrawal)
    await renderApp(PATHS.withdraw)
    const address = await screen.findByLabelText('Withdrawal address (TRON (TRC20))')
    const amount = screen.getByLabelText('Withdrawal amount (USDT)')
    const withdraw = screen.getByRole('button', { name: 'Withdraw' })
    const errors = () => screen.getAllByRole('alert').map((a) => a.textContent)

    await user.click(withdraw)
    await waitFor(() => expect(errors()).toEqual(['Enter withdrawal amount, address and currency', 'Enter withdrawal amount, address and currency']))

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
    await waitFor(() => expect(errors()).toEqual(['Enter a valid withdrawal amount']))
    expect(sent).toEqual([])
  })

  it('works out the fee, the arrival and the deduction as the user types, and Max fits the fee', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(PATHS.withdraw)
    const amount = await screen.findByLabelText('Withdrawal amount (USDT)')
    const form = amount.closest('form')!
    expect(valueOf(form, 'Handling fee')).toHaveTextContent('1 USDT')
    expect(valueOf(form, 'Arrival amount')).toHaveTextContent('—')
    await user.type(amount, '2500')
    expect(valueOf(form, 'Handling fee')).toHaveTextContent('2.5 USDT')
    expect(valueOf(form, 'Arrival amount')).toHaveTextContent('2,500 USDT')
    expect(valueOf(form, 'Deducted from balance')).toHaveTextContent('2,502.5 USDT')
    expect(within(form).getByText('Fee: 0.1% of the amount, at least 1 USDT, taken on top of the amount.')).toBeInTheDocument()
    await waitFor(() => expect(within(form).getByText('Available: 10,000 USDT')).toBeInTheDocument())
    await user.click(within(form).getByRole('button', { name: 'Max' }))
    // 10,000 / 1.001, cut to 6 places: with its fee it still fits.
    expect(amount).toHaveValue('9990.00999')
    expect(valueOf(form, 'Deducted from balance')).toHaveTextContent('9,999.999999 USDT')

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
    expect(valueOf(sheet, 'Withdrawal amount')).toHaveTextContent('100 USDT')
    expect(valueOf(sheet, 'Handling fee')).toHaveTextContent('5 USDT')
    expect(valueOf(sheet, 'Arrival amount')).toHaveTextContent('100 USDT')
    expect(valueOf(sheet, 'Deducted from balance')).toHaveTextContent('105 USDT')

    const confirm = within(sheet).getByRole('button', { name: 'Confirm withdrawal' })
    for (let i = 0; i < 5; i++) confirm.click()
    expect(await screen.findByText('Withdrawals resting')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(screen.getByLabelText('Withdrawal address (Ethereum (ERC20))')).toHaveValue(EVM)

    await user.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }))
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.withdrawalDetails))
    expect(router.state.location.search).toMatch(/^\?id=W\d+$/)
    expect(sent[1]).toMatchObject({ coin: 'USDT', chain: 'ERC20', address: EVM, amount: '100' })
    expect(await screen.findByRole('list', { name: 'Progress' })).toHaveTextContent('Submitted')
  })
})
