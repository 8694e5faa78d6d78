import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock } from '@/mocks/clock'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'

// My machines through the real route: bought through the mock backend, output after clock days.

describe('my mining machines', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.myMiningMachine)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('shows start and end time, cycle progress, today’s and total output', async () => {
    await loginAs()
    await rpc(RPC.buyMachine, { id: 'R201', quantity: '2' })
    advanceClock({ days: 3 })
    await renderApp(PATHS.myMiningMachine)

    const card = await screen.findByRole('article', { name: 'Antminer S19 XP · 30-day rental' })
    expect(within(card).getByText('Running')).toBeInTheDocument()
    expect(valueOf(card, 'Quantity')).toHaveTextContent('2')
    expect(valueOf(card, 'Paid')).toHaveTextContent('380.00 USDT')
    expect(valueOf(card, 'Start time')).toHaveTextContent(/^(Oct 31|Nov 1), 2026, /)
    // A 30-day rental ends 30 days after it started, at the same time of day.
    expect(valueOf(card, 'End time')).toHaveTextContent(/^(Nov 30|Dec 1), 2026, /)
    expect(valueOf(card, 'End time').textContent!.replace(/^.*2026, /, '')).toBe(valueOf(card, 'Start time').textContent!.replace(/^.*2026, /, ''))
    expect(valueOf(card, "Today's output")).toHaveTextContent('0.000178 BTC')
    expect(valueOf(card, 'Total output')).toHaveTextContent('0.000534 BTC')
    const progress = within(card).getByRole('progressbar', { name: 'Cycle progress' })
    expect(progress).toHaveAttribute('aria-valuenow', '3')
    expect(progress).toHaveAttribute('aria-valuemax', '30')
    expect(progress).toHaveAttribute('aria-valuetext', '3 / 30 days')

    // Mining tab active, sub-nav on "My machines", links to the other records.
    expect(screen.getByRole('link', { name: 'Mining' })).toHaveAttribute('aria-current', 'page')
    expect(within(screen.getByRole('navigation', { name: 'Mining sections' })).getByRole('link', { name: 'My machines' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Mining income' })).toHaveAttribute('href', PATHS.miningIncome)
  })

  it('filters by status: running, ended, all', async () => {
    const user = userEvent.setup()
    await loginAs()
    await rpc(RPC.buyMachine, { id: 'R201', quantity: '1' })
    advanceClock({ days: 31 })
    await rpc(RPC.buyMachine, { id: 'M101', quantity: '1' })
    await renderApp(PATHS.myMiningMachine)

    expect(await screen.findByRole('article', { name: 'Antminer S21 Pro' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Antminer S19 XP · 30-day rental' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Ended' }))
    const ended = await screen.findByRole('article', { name: 'Antminer S19 XP · 30-day rental' })
    expect(within(ended).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30')
    expect(screen.queryByRole('article', { name: 'Antminer S21 Pro' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'All' }))
    expect(await screen.findByRole('article', { name: 'Antminer S21 Pro' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Antminer S19 XP · 30-day rental' })).toBeInTheDocument()
  })

  it('shows the empty state with a way to the shop', async () => {
    await loginAs()
    await renderApp(PATHS.myMiningMachine)
    expect(await screen.findByText('You have no machines here yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the machine mall' })).toHaveAttribute('href', PATHS.miningMall)
  })
})
