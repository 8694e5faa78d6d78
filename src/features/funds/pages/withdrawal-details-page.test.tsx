import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock, CLOCK_START } from '@/mocks/clock'
import { server } from '@/mocks/node'
import { FUNDS_TABLE } from '@/mocks/seed'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields, failOnce } from '@test/rpc'

// One withdrawal: where it goes, the fee and the deduction, and its way step by step, moving on
// with the mock clock: reviewed, processing (with its transaction hash), successful; or rejected
// by risk control and refunded.

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const MINUTE = 60_000
// A step's time as the page writes it in English, in this machine's time zone.
const shownAt = (ms: number) => new Intl.DateTimeFormat('en-u-nu-latn', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms))

async function withdraw(address = TRON) {
  return (await rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address, amount: '100' })).record
}

/** The timeline's steps as the user reads them: label and time (or "Waiting"), reason if any. */
function steps() {
  return within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .map((li) => Array.from(li.querySelectorAll('span'), (s) => s.textContent).filter(Boolean))
}

function currentStep() {
  return within(screen.getByRole('list', { name: 'Progress' })).getByRole('listitem', { current: 'step' })
}

/** Move the mock clock on, then press Refresh as the user would. */
async function refreshAfter(user: ReturnType<typeof userEvent.setup>, minutes: number) {
  advanceClock({ ms: minutes * MINUTE })
  await user.click(screen.getByRole('button', { name: 'Refresh' }))
}

describe('withdrawal details', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(`${PATHS.withdrawalDetails}?id=W1`)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('shows the whole address, the amount, the fee, the arrival, the deduction and the order number', async () => {
    await loginAs()
    const w = await withdraw()
    await renderApp(`${PATHS.withdrawalDetails}?id=${w.id}`)
    const section = (await screen.findByRole('heading', { name: '100.00 USDT' })).closest('section')!
    expect(within(section).getByText('Submitted', { selector: '.badge' })).toBeInTheDocument()
    expect(valueOf(section, 'Chain')).toHaveTextContent('TRC20')
    expect(valueOf(section, 'Address')).toHaveTextContent(TRON)
    expect(valueOf(section, 'Withdrawal amount')).toHaveTextContent('100.00 USDT')
    expect(valueOf(section, 'Handling fee')).toHaveTextContent('1.00 USDT')
    expect(valueOf(section, 'Arrival amount')).toHaveTextContent('100.00 USDT')
    expect(valueOf(section, 'Deducted from balance')).toHaveTextContent('101.00 USDT')
    expect(valueOf(section, 'Order number')).toHaveTextContent(w.id)
    expect(w.id).toMatch(/^W\d+$/)
    expect(within(section).queryByText('Transaction hash')).not.toBeInTheDocument()
  })

  it('walks the timeline: submitted, reviewed, processing with its hash, successful', async () => {
    const user = userEvent.setup()
    await loginAs()
    const w = await withdraw()
    await renderApp(`${PATHS.withdrawalDetails}?id=${w.id}`)
    expect(await screen.findByRole('list', { name: 'Progress' })).toBeInTheDocument()
    expect(steps()).toEqual([
      ['Submitted', shownAt(CLOCK_START)],
      ['Reviewed', 'Waiting'],
      ['Processing', 'Waiting'],
      ['Successful', 'Waiting'],
    ])
    expect(currentStep()).toHaveTextContent('Submitted')

    await refreshAfter(user, 10)
    await waitFor(() => expect(currentStep()).toHaveTextContent('Reviewed'))
    expect(steps()).toEqual([
      ['Submitted', shownAt(CLOCK_START)],
      ['Reviewed', shownAt(CLOCK_START + 10 * MINUTE)],
      ['Processing', 'Waiting'],
      ['Successful', 'Waiting'],
    ])
    expect(screen.getByText('Reviewed', { selector: '.badge' })).toBeInTheDocument()
    expect(screen.queryByText('Transaction hash')).not.toBeInTheDocument()

    await refreshAfter(user, 10)
    await waitFor(() => expect(currentStep()).toHaveTextContent('Processing'))
    expect(steps().map((s) => s[1])).toEqual([shownAt(CLOCK_START), shownAt(CLOCK_START + 10 * MINUTE), shownAt(CLOCK_START + 20 * MINUTE), 'Waiting'])
    const { txHash } = await rpc(RPC.withdrawalDetail, { id: w.id })
    expect(txHash).toMatch(/^[0-9a-f]{64}$/)
    expect(valueOf(document.body, 'Transaction hash')).toHaveTextContent(txHash)

    await refreshAfter(user, 10)
    await waitFor(() => expect(currentStep()).toHaveTextContent('Successful'))
    expect(steps()).toEqual([
      ['Submitted', shownAt(CLOCK_START)],
      ['Reviewed', shownAt(CLOCK_START + 10 * MINUTE)],
      ['Processing', shownAt(CLOCK_START + 20 * MINUTE)],
      ['Successful', shownAt(CLOCK_START + 30 * MINUTE)],
    ])
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument()
    expect(screen.getByText('Successful', { selector: '.badge' })).toBeInTheDocument()
    expect(valueOf(document.body, 'Transaction hash')).toHaveTextContent(txHash)
  })

  it('shows a rejection by risk control with its reason, then the refund as failure handling completed', async () => {
    const user = userEvent.setup()
    await loginAs()
    const w = await withdraw(FUNDS_TABLE.riskAddresses[0])
    await renderApp(`${PATHS.withdrawalDetails}?id=${w.id}`)
    expect(await screen.findByRole('list', { name: 'Progress' })).toHaveTextContent('Submitted')

    await refreshAfter(user, 10)
    await waitFor(() => expect(currentStep()).toHaveTextContent('Rejected'))
    expect(steps()).toEqual([
      ['Submitted', shownAt(CLOCK_START)],
      ['Rejected', shownAt(CLOCK_START + 10 * MINUTE), 'Rejected in review: the address is on the risk-control list.'],
    ])
    expect(screen.getByText('Rejected', { selector: '.badge' })).toBeInTheDocument()
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument()
    expect(screen.queryByText('Transaction hash')).not.toBeInTheDocument()

    await refreshAfter(user, 5)
    await waitFor(() => expect(currentStep()).toHaveTextContent('Failure handling completed'))
    expect(steps()).toEqual([
      ['Submitted', shownAt(CLOCK_START)],
      ['Rejected', shownAt(CLOCK_START + 10 * MINUTE), 'Rejected in review: the address is on the risk-control list.'],
      ['Failure handling completed', shownAt(CLOCK_START + 15 * MINUTE)],
    ])
    expect(screen.getByText('Failure handling completed', { selector: '.badge' })).toBeInTheDocument()
    const balances = await rpc(RPC.balances)
    expect(balances.list.find((b) => b.coin === 'USDT')).toMatchObject({ available: '10000', frozen: '0' })
  })

  it('says the withdrawal was not found without an id, and asks nothing', async () => {
    await loginAs()
    const asked = captureFields(RPC.withdrawalDetail)
    await renderApp(PATHS.withdrawalDetails)
    expect(await screen.findByText('This withdrawal was not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Withdrawal record' })).toHaveAttribute('href', PATHS.withdrawRecord)
    expect(screen.queryByRole('list', { name: 'Progress' })).not.toBeInTheDocument()
    expect(asked).toEqual([])
  })

  it('says an unknown id was not found, with the way to the record', async () => {
    await loginAs()
    const asked = captureFields(RPC.withdrawalDetail)
    await renderApp(`${PATHS.withdrawalDetails}?id=W999999`)
    // Nothing to retry: the page says so and leads to the record.
    expect(await screen.findByText('This withdrawal was not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Withdrawal record' })).toHaveAttribute('href', PATHS.withdrawRecord)
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Progress' })).not.toBeInTheDocument()
    expect(asked.map((p) => p.id)).toEqual(['W999999'])
  })

  it('shows a skeleton, then an error with retry, then the details', async () => {
    const user = userEvent.setup()
    await loginAs()
    const w = await withdraw()
    server.use(failOnce(RPC.withdrawalDetail, { respMsg: 'Details resting' }, { delay: 50 }))
    await renderApp(`${PATHS.withdrawalDetails}?id=${w.id}`)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Details resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: '100.00 USDT' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
