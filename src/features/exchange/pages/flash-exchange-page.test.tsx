import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { advanceClock } from '@/mocks/clock'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields, failOnce, rpcUrl } from '@test/rpc'

// Flash exchange through the real route and the mock backend.

describe('flash exchange', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.flashExchange)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('quotes the amount with rate, fee, limits and a validity that counts down', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(PATHS.flashExchange)
    expect(await screen.findByText('1 USDT = 0.00001052 BTC')).toBeInTheDocument()
    expect(valueOf(document.body, 'Limits')).toHaveTextContent('10 – 50,000 USDT')
    await waitFor(() => expect(screen.getByText('Available: 10,000.00 USDT')).toBeInTheDocument())
    await user.type(screen.getByLabelText('Amount to exchange (USDT)'), '1000')
    await waitFor(() => expect(valueOf(document.body, 'You receive')).toHaveTextContent('0.01049896 BTC'))
    expect(valueOf(document.body, 'Fee (0.2%)')).toHaveTextContent('0.00002104 BTC')
    expect(screen.getByText(/^Quote valid for (30|29) seconds$/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText(/^Quote valid for (28|27) seconds$/)).toBeInTheDocument(), { timeout: 3000 })
  })

  it('swaps the direction, and picking the other side turns it round', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(PATHS.flashExchange)
    await screen.findByText('1 USDT = 0.00001052 BTC')
    await user.click(screen.getByRole('button', { name: 'Swap direction' }))
    expect(await screen.findByText('1 BTC = 95,000 USDT')).toBeInTheDocument()
    expect(screen.getByLabelText('From')).toHaveValue('BTC')
    await user.selectOptions(screen.getByLabelText('To'), 'ETH')
    expect(await screen.findByText(/^1 BTC = 29\.6875 ETH$/)).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('From'), 'ETH')
    expect(await screen.findByText(/^1 ETH = /)).toBeInTheDocument()
    expect(screen.getByLabelText('To')).toHaveValue('BTC')
  })

  it('says what is wrong with the amount, with the limits, before asking for a quote', async () => {
    const user = userEvent.setup()
    await loginAs()
    const quoted = captureFields(RPC.exchangeQuote)
    await renderApp(PATHS.flashExchange)
    const field = await screen.findByLabelText('Amount to exchange (USDT)')
    await user.click(screen.getByRole('button', { name: 'Exchange' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Enter amount')
    await user.type(field, '5')
    expect(screen.getByRole('alert')).toHaveTextContent('Exchange below the minimum of 10 USDT is rejected')
    await user.clear(field)
    await user.type(field, '60000')
    expect(screen.getByRole('alert')).toHaveTextContent('Exchange above the maximum of 50,000 USDT is rejected')
    await user.clear(field)
    await waitFor(() => expect(screen.getByText('Available: 10,000.00 USDT')).toBeInTheDocument())
    await user.type(field, '20000')
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient USDT balance')
    await user.click(screen.getByRole('button', { name: 'Max' }))
    expect(field).toHaveValue('10000')
    expect(quoted.filter((q) => q.amount === '5' || q.amount === '60000')).toEqual([])
  })

  it('exchanges at the quote, once, and both balances move', async () => {
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.submitExchange)
    // Slow, so the taps below land while the call is in flight.
    server.use(http.post(rpcUrl(RPC.submitExchange), () => delay(100)))
    await renderApp(PATHS.flashExchange)
    await user.type(await screen.findByLabelText('Amount to exchange (USDT)'), '1000')
    await waitFor(() => expect(valueOf(document.body, 'You receive')).toHaveTextContent('0.01049896 BTC'))
    // Nothing moves on the first tap: the confirm step shows what is paid, received and charged.
    await user.click(screen.getByRole('button', { name: 'Exchange' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm exchange' })
    expect(sent).toHaveLength(0)
    expect(valueOf(sheet, 'You pay')).toHaveTextContent('1,000.00 USDT')
    expect(valueOf(sheet, 'You receive')).toHaveTextContent('0.01049896 BTC')
    expect(valueOf(sheet, 'Fee (0.2%)')).toHaveTextContent('0.00002104 BTC')
    expect(within(sheet).getByRole('status')).toHaveTextContent(/^Quote valid for \d+ seconds?$/)
    const button = within(sheet).getByRole('button', { name: 'Exchange' })
    for (let i = 0; i < 5; i += 1) button.click()
    expect(await screen.findByText('Exchange successful')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByLabelText('Amount to exchange (USDT)')).toHaveValue('')
    await waitFor(() => expect(screen.getByText('Available: 9,000.00 USDT')).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Swap direction' }))
    await waitFor(() => expect(screen.getByText('Available: 0.01049896 BTC')).toBeInTheDocument())
  })

  it('never executes an expired quote: it says so and shows a new one', async () => {
    const user = userEvent.setup()
    await loginAs()
    const executed = captureFields(RPC.submitExchange)
    await renderApp(PATHS.flashExchange)
    await user.type(await screen.findByLabelText('Amount to exchange (USDT)'), '100')
    await waitFor(() => expect(valueOf(document.body, 'You receive')).toHaveTextContent('0.0010499 BTC'))
    // The server's clock passes the quote's expiry while the screen still counts.
    advanceClock({ ms: 30_000 })
    await user.click(screen.getByRole('button', { name: 'Exchange' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm exchange' })).getByRole('button', { name: 'Exchange' }))
    expect(await screen.findByText('The quote expired before it was executed. A new quote is shown: check it and tap Exchange again.')).toBeInTheDocument()
    await waitFor(() => expect(executed).toHaveLength(1))
    // Said once, where it happened: no toast repeats it.
    expect(screen.queryByText('The quote has expired, please check the new quote')).not.toBeInTheDocument()
    // A new quote is fetched and shown; nothing was exchanged.
    await waitFor(() => expect(screen.getByText(/^Quote valid for (30|29) seconds$/)).toBeInTheDocument())
    await waitFor(() => expect(screen.getByText('Available: 10,000.00 USDT')).toBeInTheDocument())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Exchange' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm exchange' })).getByRole('button', { name: 'Exchange' }))
    expect(await screen.findByText('Exchange successful')).toBeInTheDocument()
    expect(executed).toHaveLength(2)
    expect(executed[1].quoteId).not.toBe(executed[0].quoteId)
  })

  it('renews a quote that runs out, and after a failed renewal waits for Retry instead of asking again', async () => {
    const user = userEvent.setup()
    await loginAs()
    let quotes = 0
    server.use(
      http.post(rpcUrl(RPC.exchangeQuote), async ({ request }) => {
        const amount = new URLSearchParams(await request.clone().text()).get('amount')
        if (!amount) return undefined
        quotes += 1
        if (quotes > 1) return HttpResponse.json({ respCode: '9999', respMsg: 'Quotes paused' })
        const serverTime = '2026-11-01T00:00:00.000Z'
        return HttpResponse.json({
          respCode: '00000',
          respMsg: 'success',
          data: { coins: ['USDT', 'BTC'], from: 'USDT', to: 'BTC', rate: '0.00001052', feeRate: '0.2', min: '10', max: '50000', serverTime, quote: { id: 'Q1', amount, fee: '0.00002104', receive: '0.01049896', expiresAt: '2026-11-01T00:00:01.000Z' } },
        })
      }),
    )
    await renderApp(PATHS.flashExchange)
    await user.type(await screen.findByLabelText('Amount to exchange (USDT)'), '1000')
    await waitFor(() => expect(valueOf(document.body, 'You receive')).toHaveTextContent('0.01049896 BTC'))
    // One second later the quote runs out: one renewal, which fails and says so.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 })
    expect(alert).toHaveTextContent('Quotes paused')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(quotes).toBeLessThanOrEqual(3)
    const before = quotes
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(quotes).toBe(before + 1))
  })

  it('shows a skeleton, then an error with retry', async () => {
    await loginAs()
    server.use(failOnce(RPC.exchangeQuote, { respMsg: 'Rates resting' }, { delay: 100 }))
    const user = userEvent.setup()
    await renderApp(PATHS.flashExchange)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Rates resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('1 USDT = 0.00001052 BTC')).toBeInTheDocument()
  })
})
