import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock } from '@/mocks/clock'
import { server } from '@/mocks/node'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields, failOnce } from '@test/rpc'

// Financial details: every movement of the user's money, newest first, with its status and the
// balance after it, filtered by type and by currency on the server.

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const TX = 'ab'.repeat(32)
const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)

describe('financial details', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.finance)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('lists the ledger newest first, each with its amount, status and balance after', async () => {
    await loginAs()
    await rpc(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: TX })
    // 19 confirmations of 3 s blocks: credited.
    advanceClock({ ms: 60_000 })
    await rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount: '100' })
    await renderApp(PATHS.finance)
    await screen.findByRole('article', { name: 'Withdrawal' })
    expect(titles()).toEqual(['Withdrawal', 'Deposit', 'System adjustment'])

    const withdrawal = screen.getByRole('article', { name: 'Withdrawal' })
    expect(within(withdrawal).getByText('Submitted', { selector: '.badge' })).toBeInTheDocument()
    expect(valueOf(withdrawal, 'Amount')).toHaveTextContent('-101.00 USDT')
    expect(valueOf(withdrawal, 'Balance after')).toHaveTextContent('10,149.00 USDT')

    const deposit = screen.getByRole('article', { name: 'Deposit' })
    expect(within(deposit).getByText('Successful', { selector: '.badge' })).toBeInTheDocument()
    expect(valueOf(deposit, 'Amount')).toHaveTextContent('+250.00 USDT')
    expect(valueOf(deposit, 'Confirmations')).toHaveTextContent('19/19')
    expect(valueOf(deposit, 'Transaction hash')).toHaveTextContent('abab***abab')
    expect(valueOf(deposit, 'Balance after')).toHaveTextContent('10,250.00 USDT')

    const adjustment = screen.getByRole('article', { name: 'System adjustment' })
    expect(within(adjustment).getByText('Successful', { selector: '.badge' })).toBeInTheDocument()
    expect(valueOf(adjustment, 'Amount')).toHaveTextContent('+10,000.00 USDT')
    expect(valueOf(adjustment, 'Balance after')).toHaveTextContent('10,000.00 USDT')
    expect(valueOf(adjustment, 'Time')).toHaveTextContent(/^(Oct 31|Nov 1), 2026/)
  })

  it('offers every type by name, and asks the server for deposits only when Deposit is chosen', async () => {
    const user = userEvent.setup()
    await loginAs()
    await rpc(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: TX })
    advanceClock({ ms: 60_000 })
    await rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount: '100' })
    const sent = captureFields(RPC.financeRecords)
    await renderApp(PATHS.finance)
    await screen.findByRole('article', { name: 'Withdrawal' })
    const type = screen.getByLabelText('Type')
    expect(type).toHaveDisplayValue('All types')
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All types',
      'Deposit',
      'Withdrawal',
      'Direct referral earnings',
      'Indirect referral earnings',
      'Machine purchase',
      'Machine earnings',
      'IDO subscription',
      'IDO release',
      'Withdrawal failure refund',
      'System adjustment',
      'IDO return',
      'Exchange',
      'Staking',
      'Staking redemption',
      'Staking earnings',
      'Trade order cost',
      'Trade order cost returned',
      'Trading profit and loss',
    ])
    // "All types" names none, so a type the server adds later is not left out.
    expect(sent.at(-1)!.type).toBe('')

    await user.selectOptions(type, 'Deposit')
    await waitFor(() => expect(titles()).toEqual(['Deposit']))
    expect(sent.at(-1)!.type).toBe('deposit')
    expect(sent.at(-1)!.coin).toBe('')
    expect(valueOf(screen.getByRole('article', { name: 'Deposit' }), 'Amount')).toHaveTextContent('+250.00 USDT')
  })

  it('asks the server for one currency when it is chosen', async () => {
    const user = userEvent.setup()
    await loginAs()
    const { quote } = await rpc(RPC.exchangeQuote, { from: 'USDT', to: 'ETH', amount: '320' })
    await rpc(RPC.submitExchange, { quoteId: quote!.id })
    const sent = captureFields(RPC.financeRecords)
    await renderApp(PATHS.finance)
    await screen.findByRole('article', { name: 'System adjustment' })
    expect(titles()).toEqual(['Exchange', 'Exchange', 'System adjustment'])
    const currency = screen.getByLabelText('Currency')
    expect(within(currency).getAllByRole('option').map((o) => o.textContent)).toEqual(['All currencies', 'USDT', 'ETH', 'BTC', 'TRX', 'BNB'])

    await user.selectOptions(currency, 'ETH')
    await waitFor(() => expect(titles()).toEqual(['Exchange']))
    expect(sent.at(-1)!.coin).toBe('ETH')
    const exchange = screen.getByRole('article', { name: 'Exchange' })
    expect(valueOf(exchange, 'Amount')).toHaveTextContent('+0.0998 ETH')
    expect(valueOf(exchange, 'Balance after')).toHaveTextContent('0.0998 ETH')
  })

  it('shows a deposit still confirming as submitted, with its confirmations and no balance after', async () => {
    await loginAs()
    await rpc(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: TX })
    await renderApp(PATHS.finance)
    const deposit = await screen.findByRole('article', { name: 'Deposit' })
    expect(within(deposit).getByText('Submitted', { selector: '.badge' })).toBeInTheDocument()
    expect(valueOf(deposit, 'Amount')).toHaveTextContent('+250.00 USDT')
    expect(valueOf(deposit, 'Confirmations')).toHaveTextContent('0/19')
    expect(within(deposit).queryByText('Balance after')).not.toBeInTheDocument()
  })

  it('says so when no record matches the filter', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(PATHS.finance)
    await screen.findByRole('article', { name: 'System adjustment' })
    await user.selectOptions(screen.getByLabelText('Type'), 'Withdrawal')
    expect(await screen.findByText('No records yet')).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('shows a skeleton, then an error with retry, then the records', async () => {
    const user = userEvent.setup()
    await loginAs()
    server.use(failOnce(RPC.financeRecords, { respMsg: 'Records resting' }, { delay: 50 }))
    await renderApp(PATHS.finance)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Records resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'System adjustment' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
