import { screen, within } from '@testing-library/react'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'

describe('joint venture participations', () => {
  it("shows each holder's share of the joined machine, the user's own highlighted", async () => {
    await loginAs()
    await rpc(RPC.buyMachine, { id: 'J301', quantity: '3' })
    await renderApp(PATHS.jointVenture)

    const card = await screen.findByRole('article', { name: 'Avalon A1566 joint venture' })
    expect(within(card).getByText('In progress')).toBeInTheDocument()
    expect(valueOf(card, 'My share')).toHaveTextContent('3 (30%)')
    expect(valueOf(card, 'Shares sold')).toHaveTextContent('9 of 10')
    const table = within(card).getByRole('table', { name: 'Participants' })
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))
    expect(rows).toEqual([
      ['0x70***79C8', '4', '40%'],
      ['You', '3', '30%'],
      ['0x3C***93BC', '2', '20%'],
    ])
  })

  it('shows the empty state with a way to the joint venture shop', async () => {
    await loginAs()
    await renderApp(PATHS.jointVenture)
    expect(await screen.findByText('You have not joined a joint venture yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse the machine mall' })).toHaveAttribute('href', `${PATHS.miningMall}?type=jointVenture`)
  })
})
