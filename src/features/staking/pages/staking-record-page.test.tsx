import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { queryClient } from '@/shared/api/query-client'
import { advanceClock } from '@/mocks/clock'
import { server } from '@/mocks/node'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { failOnce } from '@test/rpc'

// The staking record: staked until expiry, then redeemed with principal plus earnings.

describe('staking record', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.stakingRecord)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('shows a skeleton, then an error with retry, then the empty state with the way to stake', async () => {
    await loginAs()
    server.use(failOnce(RPC.stakingRecords, { respMsg: 'Records resting' }, { delay: 100 }))
    const user = userEvent.setup()
    await renderApp(PATHS.stakingRecord)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Records resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('You have no stakes yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Stake now' })).toHaveAttribute('href', PATHS.staking)
  })

  it('says when a stake can be redeemed, offers redemption from expiry, and pays principal plus earnings', async () => {
    const user = userEvent.setup()
    await loginAs()
    await rpc(RPC.stake, { productId: 'K-USDT-7', amount: '1000' })
    const first = await renderApp(PATHS.stakingRecord)
    let card = await screen.findByRole('article', { name: '1,000.00 USDT' })
    expect(within(card).getByText('Staked')).toBeInTheDocument()
    expect(valueOf(card, 'Estimated earnings')).toHaveTextContent('0.95 USDT')
    expect(within(card).getByText(/^Can be redeemed from (Nov 7|Nov 8), 2026/)).toBeInTheDocument()
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
    first.unmount()

    advanceClock({ days: 7 })
    queryClient.clear()
    await renderApp(PATHS.stakingRecord)
    card = await screen.findByRole('article', { name: '1,000.00 USDT' })
    await user.click(within(card).getByRole('button', { name: 'Redeem 1,000.95 USDT' }))
    // Nothing is redeemed on one tap: the confirm step shows what comes back.
    const dialog = await screen.findByRole('dialog', { name: 'Confirm redemption' })
    expect(valueOf(dialog, 'Amount')).toHaveTextContent('1,000.00 USDT')
    expect(valueOf(dialog, 'Returned to your balance')).toHaveTextContent('1,000.95 USDT')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(card).queryByText('Redeemed', { selector: '.badge' })).not.toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Redeem 1,000.95 USDT' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm redemption' })).getByRole('button', { name: 'Redeem 1,000.95 USDT' }))
    expect(await screen.findByText('Redeemed: 1,000.95 USDT returned to your balance')).toBeInTheDocument()
    await waitFor(() => expect(within(card).getByText('Redeemed', { selector: '.badge' })).toBeInTheDocument())
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
    const balances = await rpc(RPC.balances)
    expect(balances.list.find((b) => b.coin === 'USDT')).toMatchObject({ available: '10000.9589041', frozen: '0' })
  })
})
