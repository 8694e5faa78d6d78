import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { queryClient } from '@/shared/api/query-client'
import { advanceClock } from '@/mocks/clock'
import { server } from '@/mocks/node'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { formatCoin, formatMoney } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { failOnce } from '@test/rpc'

// My IDO positions: before the draw, after it, and as tokens are released.

describe('my IDO positions', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.idoPosition)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('shows the empty state with the way to the offerings in progress', async () => {
    await loginAs()
    await renderApp(PATHS.idoPosition)
    expect(await screen.findByText('You have not subscribed to any offering yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See offerings in progress' })).toHaveAttribute('href', PATHS.idoInProgress)
  })

  it('shows what to expect before the draw, the result and its maths after, and the release into the balance', async () => {
    const user = userEvent.setup()
    await loginAs()
    await rpc(RPC.idoSubscribe, { id: 'IDO01', quantity: '10000' })
    const { unmount } = await renderApp(PATHS.idoPosition)

    let card = await screen.findByRole('article', { name: 'Hashnova' })
    expect(within(card).getByText('Awaiting draw')).toBeInTheDocument()
    expect(valueOf(card, 'Current winning rate')).toHaveTextContent('76.62%')
    expect(valueOf(card, 'Subscribed amount')).toHaveTextContent('10,000 HNV · 500.00 USDT')
    expect(valueOf(card, 'Draw time')).toHaveTextContent('Nov 5, 2026')
    expect(within(card).getByText(/At the current winning rate of 76.62%, about 7,662 of your 10,000 HNV will be allotted; the rest \(116.90 USDT\)/)).toBeInTheDocument()
    unmount()

    // The draw. (The clock moved on the server: what the app cached is dropped, as on a reload.)
    advanceClock({ days: 4 })
    queryClient.clear()
    const [drawn] = (await rpc(RPC.idoPositions, { page: 1, size: 10 })).list
    const won = drawn.won
    expect(won === 7662 || won === 7663).toBe(true)
    const view = await renderApp(PATHS.idoPosition)
    card = await screen.findByRole('article', { name: 'Hashnova' })
    expect(within(card).getByText('Releasing')).toBeInTheDocument()
    expect(valueOf(card, 'Personal winning rate')).toHaveTextContent(`${won === 7662 ? '76.62' : '76.63'}%`)
    expect(valueOf(card, 'Winning quantity')).toHaveTextContent(`${formatCoin(won)} HNV`)
    expect(valueOf(card, 'Consumed')).toHaveTextContent(`${formatMoney(drawn.consumed)} USDT`)
    expect(valueOf(card, 'Returned')).toHaveTextContent(`${formatMoney(drawn.returned)} USDT`)
    expect(valueOf(card, 'Frozen quantity')).toHaveTextContent(`${formatCoin(won)} HNV`)
    expect(valueOf(card, 'Released quantity')).toHaveTextContent('0 HNV')
    expect(valueOf(card, 'Next release')).toHaveTextContent('Dec 5, 2026')
    await waitFor(() => expect(valueOf(card, 'Available HNV balance')).toHaveTextContent(/^0 HNV$/))
    expect(within(card).getByRole('progressbar', { name: 'Released' })).toHaveAttribute('aria-valuenow', '0')

    await user.click(within(card).getByText('How your allotment was worked out'))
    const maths = within(card).getByRole('list')
    expect(maths).toHaveTextContent('2,610,000 HNV subscribed for 2,000,000 on offer: winning rate 2,000,000 ÷ 2,610,000 = 76.62%.')
    expect(maths).toHaveTextContent('Your share: 10,000 × 2,000,000 ÷ 2,610,000 = 7662.835249.')
    expect(maths).toHaveTextContent('Whole tokens allotted for certain: 7,662.')
    expect(maths).toHaveTextContent(`1 token was left over after the whole parts; it went by a seeded draw (seed IDO01:2610000) to one subscription with a fraction. You got ${won === 7663 ? '+1' : '0'}.`)
    expect(maths).toHaveTextContent(`Returned: (10,000 − ${formatCoin(won)}) × 0.05 = ${formatMoney(drawn.returned)} USDT.`)
    view.unmount()

    // The first release, into the available balance.
    advanceClock({ days: 30 })
    queryClient.clear()
    await renderApp(PATHS.idoPosition)
    card = await screen.findByRole('article', { name: 'Hashnova' })
    const part = Math.floor(won / 4)
    expect(valueOf(card, 'Released quantity')).toHaveTextContent(`${formatCoin(part)} HNV`)
    expect(valueOf(card, 'Frozen quantity')).toHaveTextContent(`${formatCoin(won - part)} HNV`)
    await waitFor(() => expect(valueOf(card, 'Available HNV balance')).toHaveTextContent(`${formatCoin(part)} HNV`))
    expect(within(card).getByRole('progressbar', { name: 'Released' })).toHaveAttribute('aria-valuenow', String(part))
  })

  it('shows a skeleton, then an error with retry', async () => {
    await loginAs()
    server.use(failOnce(RPC.idoPositions, { respMsg: 'Positions unavailable' }, { delay: 100 }))
    const user = userEvent.setup()
    await renderApp(PATHS.idoPosition)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Positions unavailable')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('You have not subscribed to any offering yet')).toBeInTheDocument()
  })
})
