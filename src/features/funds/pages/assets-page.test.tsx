import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock } from '@/mocks/clock'
import { server } from '@/mocks/node'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { answer, failOnce } from '@test/rpc'

// My assets: per coin available, frozen and total with their USDT value, the total on top, the
// entries to deposit, withdraw, exchange and the records, and a refresh with its time.

describe('my assets', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.assets)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('shows every coin with available, frozen and total, their value, and the total value', async () => {
    await loginAs()
    await rpc(RPC.stake, { productId: 'K-USDT-7', amount: '1000' })
    const { quote } = await rpc(RPC.exchangeQuote, { from: 'USDT', to: 'ETH', amount: '320' })
    await rpc(RPC.submitExchange, { quoteId: quote!.id })
    await renderApp(PATHS.assets)
    const usdt = await screen.findByRole('article', { name: 'USDT' })
    expect(valueOf(usdt, 'Available')).toHaveTextContent('8,680')
    expect(valueOf(usdt, 'Frozen')).toHaveTextContent('1,000')
    expect(valueOf(usdt, 'Total')).toHaveTextContent('9,680')
    expect(within(usdt).getByText(/≈/)).toHaveTextContent('≈ 9,680.00 USDT')
    const eth = screen.getByRole('article', { name: 'ETH' })
    expect(valueOf(eth, 'Total')).toHaveTextContent('0.0998')
    // 0.0998 ETH at 3,200 USDT
    expect(within(eth).getByText(/≈/)).toHaveTextContent('≈ 319.36 USDT')
    for (const coin of ['BTC', 'TRX', 'BNB']) expect(screen.getByRole('article', { name: coin })).toBeInTheDocument()
    const total = screen.getByRole('region', { name: 'Total assets (USDT)' })
    expect(total).toHaveTextContent('9,999.36 USDT')
    const actions = screen.getByRole('navigation', { name: 'Asset actions' })
    expect(within(actions).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', PATHS.recharge)
    expect(within(actions).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', PATHS.withdraw)
    expect(within(actions).getByRole('link', { name: 'Flash exchange' })).toHaveAttribute('href', PATHS.flashExchange)
    const records = screen.getByRole('list', { name: 'Records' })
    expect(within(records).getByRole('link', { name: 'Financial details' })).toHaveAttribute('href', PATHS.finance)
    expect(within(records).getByRole('link', { name: 'Earnings record' })).toHaveAttribute('href', PATHS.earningsRecord)
    expect(within(records).getByRole('link', { name: 'Deposit record' })).toHaveAttribute('href', PATHS.rechargeRecord)
    expect(within(records).getByRole('link', { name: 'Withdrawal record' })).toHaveAttribute('href', PATHS.withdrawRecord)
  })

  it('says a coin without a market price has none, instead of a value of 0, and that the total leaves it out', async () => {
    await loginAs()
    server.use(
      answer(RPC.balances, {
        list: [
          { coin: 'USDT', available: '100', frozen: '0', total: '100', price: '1' },
          { coin: 'HNV', available: '2500', frozen: '0', total: '2500', price: '0' },
          { coin: 'ZED', available: '0', frozen: '0', total: '0', price: '0' },
        ],
      }),
    )
    await renderApp(PATHS.assets)
    const hnv = await screen.findByRole('article', { name: 'HNV' })
    expect(valueOf(hnv, 'Total')).toHaveTextContent('2,500')
    expect(within(hnv).getByText('No market price yet')).toBeInTheDocument()
    expect(within(hnv).queryByText(/≈/)).toBeNull()
    const total = screen.getByRole('region', { name: 'Total assets (USDT)' })
    expect(total).toHaveTextContent('100.00 USDT')
    // Only what is held is named: a coin with nothing in it changes no total.
    expect(within(total).getByText('Not counted: HNV (no market price yet)')).toBeInTheDocument()
  })

  it('says when the figures were updated, and Refresh fetches them again', async () => {
    const user = userEvent.setup()
    await loginAs()
    await rpc(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: 'ab'.repeat(32) })
    await renderApp(PATHS.assets)
    const usdt = await screen.findByRole('article', { name: 'USDT' })
    expect(valueOf(usdt, 'Available')).toHaveTextContent('10,000')
    expect(screen.getByText(/^Updated (now|\d+ seconds? ago)$/)).toBeInTheDocument()
    // The deposit is credited on the mock clock; the screen learns it on Refresh.
    advanceClock({ ms: 60_000 })
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(valueOf(usdt, 'Available')).toHaveTextContent('10,250'))
  })

  it('shows a skeleton, then the error with retry', async () => {
    const user = userEvent.setup()
    await loginAs()
    server.use(failOnce(RPC.balances, { respMsg: 'Balances resting' }, { delay: 50 }))
    await renderApp(PATHS.assets)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Balances resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'USDT' })).toBeInTheDocument()
  })
})
