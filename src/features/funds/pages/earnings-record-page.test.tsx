import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock } from '@/mocks/clock'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields } from '@test/rpc'

// The earnings record: the ledger's five kinds of earnings only (machine output, referral
// earnings, IDO releases, staking earnings), never money that merely moved.

const EARNINGS = 'machineEarnings,directReferral,indirectReferral,idoRelease,stakingEarnings'

describe('earnings record', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.earningsRecord)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('asks for the five kinds of earnings only, and says when there are none', async () => {
    await loginAs()
    const sent = captureFields(RPC.financeRecords)
    await renderApp(PATHS.earningsRecord)
    expect(await screen.findByText('No earnings yet')).toBeInTheDocument()
    // The starting balance is a system adjustment, not an earning.
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0].type).toBe(EARNINGS)
    expect(sent[0].coin).toBe('')
  })

  it('offers All earnings and the five kinds of earnings in the Type filter, and asks for the one chosen', async () => {
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.financeRecords)
    await renderApp(PATHS.earningsRecord)
    await screen.findByText('No earnings yet')
    const type = screen.getByLabelText('Type')
    expect(type).toHaveDisplayValue('All earnings')
    expect(within(type).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All earnings',
      'Machine earnings',
      'Direct referral earnings',
      'Indirect referral earnings',
      'IDO release',
      'Staking earnings',
    ])
    await user.selectOptions(type, 'Staking earnings')
    await waitFor(() => expect(sent.map((p) => p.type)).toEqual([EARNINGS, 'stakingEarnings']))
    expect(await screen.findByText('No earnings yet')).toBeInTheDocument()
  })

  it('shows a machine’s first day of output, and not the money that moved to buy it', async () => {
    await loginAs()
    await rpc(RPC.buyMachine, { id: 'M101', quantity: '1' })
    advanceClock({ days: 1 })
    await renderApp(PATHS.earningsRecord)
    const earning = await screen.findByRole('article', { name: 'Machine earnings' })
    expect(within(earning).getByText('Successful', { selector: '.badge' })).toBeInTheDocument()
    expect(valueOf(earning, 'Amount')).toHaveTextContent('+0.000155 BTC')
    expect(valueOf(earning, 'Balance after')).toHaveTextContent('0.000155 BTC')
    expect(valueOf(earning, 'Time')).toHaveTextContent(/^(Nov 1|Nov 2), 2026/)
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.queryByRole('article', { name: 'System adjustment' })).not.toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Machine purchase' })).not.toBeInTheDocument()
  })
})
