import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { queryClient } from '@/shared/api/query-client'
import { advanceClock } from '@/mocks/clock'
import { balancesQuery } from '@/shared/api/balances'
import { server } from '@/mocks/node'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields, failOnce } from '@test/rpc'

// The deposit record: each reported deposit with its confirmations, confirming, then credited.

describe('deposit record', () => {
  it('asks a visitor to connect, and asks the backend nothing', async () => {
    const asked = captureFields(RPC.financeRecords)
    await renderApp(PATHS.rechargeRecord)
    expect(await screen.findByText('Connect your wallet to see your deposits.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('shows a skeleton, then an error with retry, then the empty state with the way to deposit', async () => {
    const user = userEvent.setup()
    await loginAs()
    server.use(failOnce(RPC.financeRecords, { respMsg: 'Records resting' }, { delay: 50 }))
    await renderApp(PATHS.rechargeRecord)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Records resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', PATHS.recharge)
  })

  it('shows a deposit confirming with its confirmations, then credited after Refresh', async () => {
    const user = userEvent.setup()
    await loginAs()
    await rpc(RPC.submitDeposit, { chain: 'ERC20', coin: 'USDT', amount: '1200.5', txHash: `0x${'ef'.repeat(32)}` })
    advanceClock({ ms: 60_000 })
    await renderApp(PATHS.rechargeRecord)
    const card = await screen.findByRole('article', { name: 'Deposit' })
    expect(within(card).getByText('Submitted')).toBeInTheDocument()
    expect(valueOf(card, 'Amount')).toHaveTextContent('+1,200.50 USDT')
    // 60 s of 12 s blocks: 5 of the 12 confirmations.
    expect(valueOf(card, 'Confirmations')).toHaveTextContent('5/12')
    expect(valueOf(card, 'Transaction hash')).toHaveTextContent('0xef***efef')
    expect(within(card).queryByText('Balance after')).not.toBeInTheDocument()

    advanceClock({ ms: 90_000 })
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Deposit' })).getByText('Successful')).toBeInTheDocument())
    const credited = screen.getByRole('article', { name: 'Deposit' })
    expect(valueOf(credited, 'Confirmations')).toHaveTextContent('12/12')
    expect(valueOf(credited, 'Balance after')).toHaveTextContent('11,200.50 USDT')
  })

  it('follows a deposit while it confirms, by itself, and the balances move when it is credited', async () => {
    await loginAs()
    await rpc(RPC.submitDeposit, { chain: 'ERC20', coin: 'USDT', amount: '300', txHash: `0x${'ab'.repeat(32)}` })
    advanceClock({ ms: 24_000 })
    await renderApp(PATHS.rechargeRecord)
    const card = () => screen.getByRole('article', { name: 'Deposit' })
    await waitFor(() => expect(valueOf(card(), 'Confirmations')).toHaveTextContent('2/12'))
    // The balances as another screen left them a moment ago: fresh in the cache.
    await queryClient.fetchQuery(balancesQuery())

    // No Refresh tapped: the next read (every few seconds while a deposit confirms) shows progress.
    advanceClock({ ms: 36_000 })
    await waitFor(() => expect(valueOf(card(), 'Confirmations')).toHaveTextContent('5/12'), { timeout: 4_500 })
    advanceClock({ ms: 120_000 })
    await waitFor(() => expect(within(card()).getByText('Successful')).toBeInTheDocument(), { timeout: 4_500 })
    expect(valueOf(card(), 'Balance after')).toHaveTextContent('10,300.00 USDT')
    // The credit moved them: the next screen that shows them reads them again at once.
    await waitFor(() => expect(queryClient.getQueryState(balancesQuery().queryKey)?.isInvalidated).toBe(true))

    // Nothing in flight any more: no further reads.
    const reads = captureFields(RPC.financeRecords)
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    expect(reads).toEqual([])
  }, 20_000)
})
