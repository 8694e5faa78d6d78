import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { answer, captureFields, fail, failOnce, rpcUrl } from '@test/rpc'

// The offerings open for subscription, and subscribing, through the real route and mock backend.

const card = (name: string) => screen.findByRole('article', { name })

describe('IDO in progress', () => {
  it('shows each offering with price, supply, demand, winning rate, a live countdown and its phase', async () => {
    await renderApp(PATHS.idoInProgress)
    const hnv = await card('Hashnova')
    expect(within(hnv).getByText('In IDO')).toBeInTheDocument()
    expect(within(hnv).getByText('0.05 USDT')).toBeInTheDocument()
    expect(valueOf(hnv, 'Total supply on offer')).toHaveTextContent('2,000,000 HNV')
    expect(valueOf(hnv, 'Subscribed so far')).toHaveTextContent('2,600,000 HNV')
    expect(within(hnv).getByRole('progressbar', { name: 'Subscription' })).toHaveAttribute('aria-valuetext', '130%')
    expect(valueOf(hnv, 'Winning rate')).toHaveTextContent('76.92%')
    // Four days to the end on the server's clock, counting down each second.
    expect(valueOf(hnv, 'Remaining period')).toHaveTextContent(/^(4 days 00:00:00|3 days 23:59:5\d)$/)
    await waitFor(() => expect(valueOf(hnv, 'Remaining period')).toHaveTextContent(/^3 days 23:59:5[0-8]$/), { timeout: 2500 })
    expect(valueOf(hnv, 'Release')).toHaveTextContent('4 parts · every 30 days')
    expect(within(await card('TerraGrid')).getByText('100%', { selector: 'dd bdi' })).toBeInTheDocument()

    // The IDO tab is active, with its four sections.
    expect(screen.getByRole('link', { name: 'IDO' })).toHaveAttribute('aria-current', 'page')
    const subnav = screen.getByRole('navigation', { name: 'IDO sections' })
    expect(within(subnav).getByRole('link', { name: 'In progress' })).toHaveAttribute('aria-current', 'page')
    expect(within(subnav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([PATHS.idoAboutStart, PATHS.idoInProgress, PATHS.idoPosition, PATHS.idoOver])
  })

  it('asks a visitor to connect before subscribing', async () => {
    const user = userEvent.setup()
    await renderApp(PATHS.idoInProgress)
    await user.click(within(await card('Hashnova')).getByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('validates, confirms, sends one request however often tapped, and shows the new figures', async () => {
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.idoSubscribe)
    // Slow, so the taps below land while the call is in flight.
    server.use(http.post(rpcUrl(RPC.idoSubscribe), () => delay(150)))
    await renderApp(PATHS.idoInProgress)
    await user.click(within(await card('Hashnova')).getByRole('button', { name: 'Subscribe' }))
    const sheet = await screen.findByRole('dialog', { name: 'Subscribe to HNV' })
    const field = within(sheet).getByLabelText('Subscription quantity (HNV)')
    const next = within(sheet).getByRole('button', { name: 'Next' })

    await user.click(next)
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Subscription number required and must be an integer')
    await user.type(field, '1.5')
    await user.click(next)
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Must be a whole number')
    await user.clear(field)
    await user.type(field, '200001')
    await waitFor(() => expect(valueOf(sheet, 'Available balance')).toHaveTextContent('10,000.00 USDT'))
    await user.click(next)
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Insufficient available balance')

    await user.clear(field)
    await user.type(field, '10000')
    expect(valueOf(sheet, 'Total to pay')).toHaveTextContent('500.00 USDT')
    // What to expect, with this subscription counted in the demand: 2,000,000 / 2,610,000.
    expect(within(sheet).getByText(/winning rate with your subscription counted is 76.62%: about 7,662 of your 10,000 HNV will be allotted, and 116.90 USDT is returned/)).toBeInTheDocument()
    await user.click(next)

    const confirm = await screen.findByRole('dialog', { name: 'Confirm subscription' })
    expect(valueOf(confirm, 'Quantity')).toHaveTextContent('10,000 HNV')
    expect(valueOf(confirm, 'Price')).toHaveTextContent('0.05 USDT')
    expect(valueOf(confirm, 'Total to pay')).toHaveTextContent('500.00 USDT')
    expect(valueOf(confirm, 'Current winning rate')).toHaveTextContent('76.92%')
    const submit = within(confirm).getByRole('button', { name: 'Confirm subscription' })
    for (let i = 0; i < 10; i += 1) submit.click()

    expect(await screen.findByText('Subscription successful')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect([sent[0].id, sent[0].quantity]).toEqual(['IDO01', '10000'])
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // The card now shows the joined phase, the user's subscription and the new demand.
    const hnv = await card('Hashnova')
    await waitFor(() => expect(within(hnv).getByText('Already joined')).toBeInTheDocument())
    expect(valueOf(hnv, 'My subscription')).toHaveTextContent('10,000 HNV')
    expect(valueOf(hnv, 'Subscribed so far')).toHaveTextContent('2,610,000 HNV')
    // The balance is fresh when the sheet opens again.
    await user.click(within(hnv).getByRole('button', { name: 'Subscribe' }))
    await waitFor(() => expect(valueOf(screen.getByRole('dialog'), 'Available balance')).toHaveTextContent('9,500.00 USDT'))
  })

  it('keeps what the user typed when the subscription fails', async () => {
    const user = userEvent.setup()
    await loginAs()
    server.use(fail(RPC.idoSubscribe, { respCode: '3003', respMsg: 'This offering has ended' }))
    await renderApp(PATHS.idoInProgress)
    await user.click(within(await card('TerraGrid')).getByRole('button', { name: 'Subscribe' }))
    await user.type(screen.getByLabelText('Subscription quantity (TGD)'), '250')
    expect(screen.getByText(/all 250 TGD you subscribe will be allotted/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Confirm subscription' }))
    expect(await screen.findByText('This offering has ended')).toBeInTheDocument()
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }))
    expect(screen.getByLabelText('Subscription quantity (TGD)')).toHaveValue('250')
    // Closed and opened again: still there.
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await user.click(within(await card('TerraGrid')).getByRole('button', { name: 'Subscribe' }))
    expect(screen.getByLabelText('Subscription quantity (TGD)')).toHaveValue('250')
  })

  it('shows a skeleton, then an error with retry, and an empty state', async () => {
    // The first call fails; the retry finds none.
    server.use(failOnce(RPC.idoList, { respMsg: 'Offerings are resting' }, { delay: 100 }), answer(RPC.idoList, { list: [], serverTime: '2026-11-01T00:00:00.000Z' }))
    const user = userEvent.setup()
    await renderApp(PATHS.idoInProgress)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Offerings are resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No offering is open for subscription right now')).toBeInTheDocument()
  })
})
