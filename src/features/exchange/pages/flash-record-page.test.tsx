import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { server } from '@/mocks/node'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { failOnce } from '@test/rpc'

// The flash exchange record: each exchange with both amounts, the rate and the time.

describe('flash exchange record', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.flashRedemptionRecord)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('lists each exchange with both amounts, rate, fee and time', async () => {
    await loginAs()
    const { quote } = await rpc(RPC.exchangeQuote, { from: 'USDT', to: 'ETH', amount: '320' })
    await rpc(RPC.submitExchange, { quoteId: quote!.id })
    await renderApp(PATHS.flashRedemptionRecord)
    const card = await screen.findByRole('article', { name: 'USDT → ETH' })
    expect(valueOf(card, 'Paid')).toHaveTextContent('-320.00 USDT')
    expect(valueOf(card, 'Received')).toHaveTextContent('+0.0998 ETH')
    expect(valueOf(card, 'Rate')).toHaveTextContent('1 USDT = 0.0003125 ETH')
    expect(valueOf(card, 'Fee')).toHaveTextContent('0.0002 ETH')
    expect(valueOf(card, 'Time')).toHaveTextContent(/^(Oct 31|Nov 1), 2026, \d\d?:00\s?[AP]M$/)
  })

  it('shows a skeleton, then an error with retry, then the empty state', async () => {
    await loginAs()
    server.use(failOnce(RPC.exchangeRecords, { respMsg: 'Records resting' }, { delay: 100 }))
    const user = userEvent.setup()
    await renderApp(PATHS.flashRedemptionRecord)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No exchanges yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Exchange now' })).toHaveAttribute('href', PATHS.flashExchange)
  })
})
