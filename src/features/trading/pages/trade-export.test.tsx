import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock } from '@/mocks/clock'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { captureDownloads } from '@test/download'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields } from '@test/rpc'

// The order history as a CSV file (the History tab only: current orders change by the second).

describe('order history CSV export', () => {
  it('saves each closed order exactly, from the History tab', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    const { order } = await rpc(RPC.placeOrder, { symbol: 'BTCUSDT', side: 'buy', kind: 'market', volume: '0.01', stopLoss: '', takeProfit: '' })
    advanceClock({ ms: 60_000 })
    await rpc(RPC.closeOrder, { id: order.id })
    const sent = captureFields(RPC.orders)
    await renderApp(PATHS.trade)
    await screen.findByText('No current orders')
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'History' }))
    const history = screen.getByRole('tabpanel', { name: 'History' })
    await user.click(await within(history).findByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.fileName).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFTime (time),Symbol (symbol),Side (side),Order type (kind),Status (status),Volume (volume),Open price (openPrice),Close price (closePrice),Stop loss (stopLoss),Take profit (takeProfit),Cost (cost),Profit/loss (profit),Close reason (closeReason),Opened at (openedAt),Closed at (closedAt),Record ID (id)\r\n' +
        '2026-11-01T00:00:00Z,BTCUSDT,buy,market,closed,0.01,95438.93,95382.54,,,954.3893,-0.5639,manual,2026-11-01T00:00:00Z,2026-11-01T00:01:00Z,T1004\r\n',
    )
    expect(sent.filter((f) => f.size === '50')).toEqual([expect.objectContaining({ scope: 'history', page: '1' })])
  })
})
