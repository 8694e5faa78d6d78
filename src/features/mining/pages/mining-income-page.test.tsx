import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock } from '@/mocks/clock'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'

describe('mining income', () => {
  it('lists the daily records with load more, the totals and the new balance', async () => {
    const user = userEvent.setup()
    await loginAs()
    await rpc(RPC.buyMachine, { id: 'J301', quantity: '2' })
    advanceClock({ days: 12 })
    await renderApp(PATHS.miningIncome)

    // J301: 0.000125 BTC a day x 2/10 shares = 0.000025.
    const records = await screen.findAllByRole('article', { name: 'Avalon A1566 joint venture' })
    expect(records).toHaveLength(10)
    expect(within(records[0]).getByText('+0.000025 BTC')).toBeInTheDocument()
    expect(records[0]).toHaveTextContent('Joint venture · 20%')
    expect(within(records[0]).getByText(/^Nov 1[23], 2026, /)).toBeInTheDocument()

    const summary = screen.getByRole('region', { name: 'Income summary' })
    expect(within(summary).getByText('0.0003 BTC')).toBeInTheDocument()
    const balances = screen.getByRole('region', { name: 'Available balance' })
    expect(valueOf(balances, 'BTC')).toHaveTextContent('0.0003')
    expect(valueOf(balances, 'USDT')).toHaveTextContent('9,224.00')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('No more records')).toBeInTheDocument()
    expect(screen.getAllByRole('article', { name: 'Avalon A1566 joint venture' })).toHaveLength(12)
  })

  it('shows the empty state before any output', async () => {
    await loginAs()
    await renderApp(PATHS.miningIncome)
    expect(await screen.findByText('No mining income yet. Output is credited daily once a machine runs.')).toBeInTheDocument()
  })
})
