import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { advanceClock } from '@/mocks/clock'
import { server } from '@/mocks/node'
import type { FinanceRecord } from '@/shared/api/contract/funds'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { captureDownloads } from '@test/download'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields, rpcUrl } from '@test/rpc'

// Financial details as a CSV file: every record the filters select, fetched page by page with
// progress and Cancel, written exactly (UTC times, the API's decimal strings, a header row in the
// user's language with each column's key, the type and status worded beside their values).

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const TX = 'ab'.repeat(32)
const FILE_NAME = /^finance-\d{4}-\d{2}-\d{2}\.csv$/

/** A deposit credited, then a withdrawal: with the welcome adjustment, three records. */
async function seedLedger() {
  await loginAs()
  await rpc(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: TX })
  advanceClock({ ms: 60_000 })
  await rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount: '100' })
}

const SEEDED_ROWS_EN =
  '2026-11-01T00:01:00Z,Withdrawal (withdrawal),USDT,-101,10149,Submitted (submitted),L1008,W1007,,\r\n' +
  `2026-11-01T00:00:57Z,Deposit (deposit),USDT,250,10250,Successful (successful),L1006,D1005,TRC20,${TX}\r\n` +
  '2026-11-01T00:00:00Z,System adjustment (systemAdjustment),USDT,10000,10000,Successful (successful),L1004,,,\r\n'
/** The same rows in Arabic: only the words beside the type and the status change, the values stay. */
const SEEDED_ROWS_AR =
  '2026-11-01T00:01:00Z,سحب (withdrawal),USDT,-101,10149,تم التقديم (submitted),L1008,W1007,,\r\n' +
  `2026-11-01T00:00:57Z,إيداع (deposit),USDT,250,10250,ناجح (successful),L1006,D1005,TRC20,${TX}\r\n` +
  '2026-11-01T00:00:00Z,تسوية من النظام (systemAdjustment),USDT,10000,10000,ناجح (successful),L1004,,,\r\n'

/**
 * A ledger of `count` made-up records served by page and size like the backend; the export's page
 * `hold.page` waits for `hold.until` (the list on screen asks pages of 10 and never waits).
 */
function bigLedger(count: number, hold?: { page: number; until: Promise<void> }) {
  const rows: FinanceRecord[] = Array.from({ length: count }, (_, i) => ({
    id: `L${count - i}`,
    type: 'machineEarnings',
    coin: 'BTC',
    amount: '0.000155',
    balance: `${count - i}`,
    status: 'successful',
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, count - i)).toISOString(),
    refId: 'O1',
  }))
  return http.post(rpcUrl(RPC.financeRecords), async ({ request }) => {
    const fields = new URLSearchParams(await request.clone().text())
    const page = Number(fields.get('page'))
    const size = Number(fields.get('size'))
    if (hold && page === hold.page && size === 50) await hold.until
    const list = rows.slice((page - 1) * size, page * size)
    return HttpResponse.json({ respCode: '00000', respMsg: 'success', data: { list, page, size, total: count, hasMore: page * size < count } })
  })
}

/** A promise the test lets go of; let go at the end whatever happens, so no handler is left waiting. */
function gate() {
  let open!: () => void
  const until = new Promise<void>((resolve) => (open = resolve))
  onTestFinished(() => open())
  return { until, open }
}

const exportButton = (name = 'Export CSV') => screen.findByRole('button', { name })

describe('finance CSV export', () => {
  it('saves the seeded ledger exactly, with an English header of labels and keys', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await seedLedger()
    await renderApp(PATHS.finance)
    await user.click(await exportButton())

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.fileName).toMatch(FILE_NAME)
    expect(downloads[0]!.type).toBe('text/csv;charset=utf-8')
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFTime (time),Type (type),Coin (coin),Amount (amount),Balance after (balance),Status (status),Record ID (id),Related record (refId),Network (chain),Transaction hash (txHash)\r\n' +
        SEEDED_ROWS_EN,
    )
    expect(await screen.findByText(`Saved ${downloads[0]!.fileName}`)).toBeInTheDocument()
    // Done: the button is back for another export.
    expect(await exportButton()).toBeEnabled()
  })

  it('writes the header and the words beside the type and status in Arabic, the values exactly as in English', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await seedLedger()
    await renderApp(PATHS.finance, 'ar')
    await user.click(await exportButton('تصدير CSV'))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.fileName).toMatch(FILE_NAME)
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFالوقت (time),النوع (type),العملة (coin),المبلغ (amount),الرصيد بعد العملية (balance),الحالة (status),معرّف السجل (id),السجل المرتبط (refId),الشبكة (chain),تجزئة المعاملة (txHash)\r\n' +
        SEEDED_ROWS_AR,
    )
  })

  it('exports what the type and currency filters select, asking the server for them', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await seedLedger()
    const sent = captureFields(RPC.financeRecords)
    await renderApp(PATHS.finance)
    await screen.findByRole('article', { name: 'Withdrawal' })
    await user.selectOptions(screen.getByLabelText('Type'), 'Deposit')
    await user.selectOptions(screen.getByLabelText('Currency'), 'USDT')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    await user.click(await exportButton())

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect((await downloads[0]!.text()).split('\r\n').slice(1)).toEqual([`2026-11-01T00:00:57Z,Deposit (deposit),USDT,250,10250,Successful (successful),L1006,D1005,TRC20,${TX}`, ''])
    expect(sent.at(-1)).toMatchObject({ type: 'deposit', coin: 'USDT', page: '1', size: '50' })
  })

  it('fetches a long history page by page, saying how far it got, and cannot be started twice', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    const second = gate()
    server.use(bigLedger(120, { page: 2, until: second.until }))
    const sent = captureFields(RPC.financeRecords)
    await renderApp(PATHS.finance)
    await user.click(await exportButton())

    const progress = await screen.findByRole('progressbar', { name: 'Exporting…' })
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '50 of 120 records'))
    expect(screen.getByText('50 of 120 records')).toBeInTheDocument()
    // While it runs there is no Export button to tap again.
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
    second.open()

    await waitFor(() => expect(downloads).toHaveLength(1))
    const lines = (await downloads[0]!.text()).split('\r\n')
    expect(lines).toHaveLength(1 + 120 + 1)
    expect(lines[1]).toBe('2026-11-01T00:02:00Z,Machine earnings (machineEarnings),BTC,0.000155,120,Successful (successful),L120,O1,,')
    expect(lines[120]).toBe('2026-11-01T00:00:01Z,Machine earnings (machineEarnings),BTC,0.000155,1,Successful (successful),L1,O1,,')
    expect(sent.filter((f) => f.size === '50').map((f) => f.page)).toEqual(['1', '2', '3'])
  })

  it('stops fetching when cancelled, and saves nothing', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    const second = gate()
    server.use(bigLedger(120, { page: 2, until: second.until }))
    const sent = captureFields(RPC.financeRecords)
    await renderApp(PATHS.finance)
    await user.click(await exportButton())
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '50 of 120 records'))

    await user.click(screen.getByRole('button', { name: 'Cancel export' }))
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(await exportButton()).toBeEnabled()
    second.open()
    // Page 2 was in flight when cancelled; nothing after it is asked for, and no file appears.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sent.filter((f) => f.size === '50').map((f) => f.page)).toEqual(['1', '2'])
    expect(downloads).toEqual([])
  })

  it('says why a failed page stopped the export, and starts again on Retry', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    let failed = false
    server.use(bigLedger(60))
    // Prepended, so it comes first: page 2 of the export drops once, then reaches the ledger above.
    server.use(
      http.post(rpcUrl(RPC.financeRecords), async ({ request }) => {
        const fields = new URLSearchParams(await request.clone().text())
        if (failed || fields.get('page') !== '2') return undefined
        failed = true
        return HttpResponse.error()
      }),
    )
    await renderApp(PATHS.finance)
    await user.click(await exportButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Export stopped: Network error, please try again later')
    expect(downloads).toEqual([])
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Retry' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect((await downloads[0]!.text()).split('\r\n')).toHaveLength(1 + 60 + 1)
  })

  it('writes no figure from a malformed page: the export stops with the error', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await loginAs()
    server.use(bigLedger(60))
    server.use(
      http.post(rpcUrl(RPC.financeRecords), async ({ request }) => {
        const fields = new URLSearchParams(await request.clone().text())
        if (fields.get('page') !== '2') return undefined
        const list = [{ id: 'L1', type: 'machineEarnings', coin: 'BTC', amount: 0.000155, balance: '1', status: 'successful', createdAt: '2026-11-01T00:00:01Z', refId: '' }]
        return HttpResponse.json({ respCode: '00000', data: { list, page: 2, size: 50, total: 60, hasMore: false } })
      }),
    )
    await renderApp(PATHS.finance)
    await user.click(await exportButton())

    expect(await screen.findByRole('alert')).toHaveTextContent('Export stopped: Service request failed')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(await exportButton()).toBeEnabled()
    expect(downloads).toEqual([])
  })

  it('offers no export while the list is empty', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(PATHS.finance)
    await exportButton()
    await user.selectOptions(screen.getByLabelText('Type'), 'Withdrawal')
    expect(await screen.findByText('No records yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument()
  })
})
