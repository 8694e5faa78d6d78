import { screen, within } from '@testing-library/react'
import { advanceClock } from '@/mocks/clock'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'

describe('share participations', () => {
  it("shows each holder's share and the user's output", async () => {
    await loginAs()
    await rpc(RPC.buyMachine, { id: 'S401', quantity: '25' })
    advanceClock({ days: 2 })
    await renderApp(PATHS.share)

    const card = await screen.findByRole('article', { name: 'BTC hashrate share · 10 PH/s' })
    expect(valueOf(card, 'My share')).toHaveTextContent('25 (2.5%)')
    // 0.0066 BTC x 25 / 1000 = 0.000165 a day
    expect(valueOf(card, 'My daily output')).toHaveTextContent('0.000165 BTC')
    expect(valueOf(card, 'Total output')).toHaveTextContent('0.00033 BTC')
    const table = within(card).getByRole('table', { name: 'Participants' })
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))
    expect(rows).toEqual([
      ['0x70***79C8', '200', '20%'],
      ['0x3C***93BC', '150', '15%'],
      ['You', '25', '2.5%'],
    ])
  })

  it('shows the empty state', async () => {
    await loginAs()
    await renderApp(PATHS.share)
    expect(await screen.findByText('You do not hold any shares yet')).toBeInTheDocument()
  })
})
