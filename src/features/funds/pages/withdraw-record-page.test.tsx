import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock } from '@/mocks/clock'
import { server } from '@/mocks/node'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields, failOnce } from '@test/rpc'

// The withdrawal record: each withdrawal with amount, status, chain and masked address, opening
// its details; Refresh shows how far it got since.

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'

function withdraw(amount = '100') {
  return rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount })
}

describe('withdrawal record', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.withdrawRecord)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('shows the empty state with the way to withdraw', async () => {
    await loginAs()
    await renderApp(PATHS.withdrawRecord)
    expect(await screen.findByText('No withdrawals yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', PATHS.withdraw)
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })

  it('lists a withdrawal with its status, chain and masked address, and opens its details', async () => {
    const user = userEvent.setup()
    await loginAs()
    const { record } = await withdraw()
    const { router } = await renderApp(PATHS.withdrawRecord)
    const card = await screen.findByRole('article', { name: '100.00 USDT' })
    expect(within(card).getByText('Submitted', { selector: '.badge' })).toBeInTheDocument()
    expect(valueOf(card, 'Chain')).toHaveTextContent('TRC20')
    expect(valueOf(card, 'Address')).toHaveTextContent(/^TR7N\*\*\*Lj6t$/)
    expect(valueOf(card, 'Address')).not.toHaveTextContent(TRON)
    expect(valueOf(card, 'Time')).toHaveTextContent(/^(Oct 31|Nov 1), 2026/)
    const details = within(card).getByRole('link', { name: 'View details' })
    expect(record.id).toMatch(/^W\d+$/)
    expect(details).toHaveAttribute('href', `${PATHS.withdrawalDetails}?id=${record.id}`)
    await user.click(details)
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.withdrawalDetails))
    expect(router.state.location.search).toBe(`?id=${record.id}`)
    expect(await screen.findByRole('list', { name: 'Progress' })).toHaveTextContent('Submitted')
  })

  it('lists the newest withdrawal first', async () => {
    await loginAs()
    await withdraw('100')
    await withdraw('250.5')
    await renderApp(PATHS.withdrawRecord)
    await screen.findByRole('article', { name: '100.00 USDT' })
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['250.50 USDT', '100.00 USDT'])
  })

  it('shows a skeleton, then an error with retry, then the list', async () => {
    const user = userEvent.setup()
    await loginAs()
    await withdraw()
    server.use(failOnce(RPC.withdrawalRecords, { respMsg: 'Records resting' }, { delay: 50 }))
    const asked = captureFields(RPC.withdrawalRecords)
    await renderApp(PATHS.withdrawRecord)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Records resting')
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: '100.00 USDT' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(asked).toHaveLength(2)
  })

  it('asks again on Refresh and shows how far the withdrawal got since', async () => {
    const user = userEvent.setup()
    await loginAs()
    await withdraw()
    const asked = captureFields(RPC.withdrawalRecords)
    await renderApp(PATHS.withdrawRecord)
    const card = await screen.findByRole('article', { name: '100.00 USDT' })
    expect(within(card).getByText('Submitted', { selector: '.badge' })).toBeInTheDocument()
    expect(asked).toHaveLength(1)

    advanceClock({ ms: 20 * 60_000 })
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(within(screen.getByRole('article', { name: '100.00 USDT' })).getByText('Processing', { selector: '.badge' })).toBeInTheDocument())
    expect(asked.length).toBeGreaterThanOrEqual(2)
    expect(screen.queryByText('Submitted', { selector: '.badge' })).not.toBeInTheDocument()
  })

  it('follows a withdrawal on its way by itself, and stops asking once it is final', async () => {
    await loginAs()
    await withdraw()
    await renderApp(PATHS.withdrawRecord)
    const badge = () => within(screen.getByRole('article', { name: '100.00 USDT' })).getByText(/./, { selector: '.badge' })
    await waitFor(() => expect(badge()).toHaveTextContent('Submitted'))

    // No Refresh tapped: it is read again every few seconds while on its way.
    advanceClock({ ms: 20 * 60_000 })
    await waitFor(() => expect(badge()).toHaveTextContent('Processing'), { timeout: 4_500 })
    advanceClock({ ms: 24 * 60 * 60_000 })
    await waitFor(() => expect(badge()).not.toHaveTextContent('Processing'), { timeout: 4_500 })

    const asked = captureFields(RPC.withdrawalRecords)
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    expect(asked).toEqual([])
  }, 20_000)
})
