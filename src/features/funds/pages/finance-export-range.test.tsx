import { fireEvent, screen, waitFor } from '@testing-library/react'
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

// The ledger's export for a period: the user's own calendar days, both ends included, filtered
// here (the API has no date filter), stopping at the first page that reaches back before the period.

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const TX = 'ab'.repeat(32)

/**
 * One record a day from 1 to 4 November 2026, each near noon UTC so it is the same calendar day
 * in every time zone a test may run in: the welcome adjustment, a deposit, two withdrawals.
 */
async function seedFourDays() {
  advanceClock({ ms: 12 * 3_600_000 })
  await loginAs()
  advanceClock({ days: 1 })
  await rpc(RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: TX })
  advanceClock({ days: 1 })
  await rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount: '100' })
  advanceClock({ days: 1 })
  await rpc(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount: '20' })
}

/** A ledger of one record a day, newest first, on the local days before `newest` (a record at local noon). */
function dailyLedger(count: number, newest: Date) {
  const rows: FinanceRecord[] = Array.from({ length: count }, (_, i) => ({
    id: `L${count - i}`,
    type: 'machineEarnings',
    coin: 'BTC',
    amount: '0.000155',
    balance: `${count - i}`,
    status: 'successful',
    createdAt: new Date(newest.getFullYear(), newest.getMonth(), newest.getDate() - i, 12).toISOString(),
    refId: 'O1',
  }))
  return ledgerOf(rows)
}

/** Serves `rows` (newest first) by page and size, like the backend. */
function ledgerOf(rows: FinanceRecord[]) {
  return http.post(rpcUrl(RPC.financeRecords), async ({ request }) => {
    const fields = new URLSearchParams(await request.clone().text())
    const page = Number(fields.get('page'))
    const size = Number(fields.get('size'))
    const list = rows.slice((page - 1) * size, page * size)
    return HttpResponse.json({ respCode: '00000', respMsg: 'success', data: { list, page, size, total: rows.length, hasMore: page * size < rows.length } })
  })
}

/** Chooses "Choose dates" and types From and To (a date field takes its value whole, as the phone's picker sets it). */
async function chooseDates(user: ReturnType<typeof userEvent.setup>, from: string, to: string, words = EN) {
  await user.selectOptions(await screen.findByLabelText(words.period), words.custom)
  fireEvent.change(screen.getByLabelText(words.from), { target: { value: from } })
  fireEvent.change(screen.getByLabelText(words.to), { target: { value: to } })
}

const EN = { period: 'Period', custom: 'Choose dates', from: 'From', to: 'To', button: 'Export CSV' }
const AR = { period: 'الفترة', custom: 'تواريخ مخصّصة', from: 'من', to: 'إلى', button: 'تصدير CSV' }

const HEADER_EN =
  '\uFEFFTime (time),Type (type),Coin (coin),Amount (amount),Balance after (balance),Status (status),Record ID (id),Related record (refId),Network (chain),Transaction hash (txHash)\r\n'
const HEADER_AR =
  '\uFEFFالوقت (time),النوع (type),العملة (coin),المبلغ (amount),الرصيد بعد العملية (balance),الحالة (status),معرّف السجل (id),السجل المرتبط (refId),الشبكة (chain),تجزئة المعاملة (txHash)\r\n'
/** 2 and 3 November of the four seeded days: the deposit and the first withdrawal, type and status worded beside their values. */
const SECOND_AND_THIRD_EN =
  '2026-11-03T12:00:00Z,Withdrawal (withdrawal),USDT,-101,10149,Successful (successful),L1032,W1031,,\r\n' +
  `2026-11-02T12:00:57Z,Deposit (deposit),USDT,250,10250,Successful (successful),L1018,D1017,TRC20,${TX}\r\n`
/** The same rows in Arabic: only the words beside the type and the status change. */
const SECOND_AND_THIRD_AR =
  '2026-11-03T12:00:00Z,سحب (withdrawal),USDT,-101,10149,ناجح (successful),L1032,W1031,,\r\n' +
  `2026-11-02T12:00:57Z,إيداع (deposit),USDT,250,10250,ناجح (successful),L1018,D1017,TRC20,${TX}\r\n`

/** A local day as the date field writes it. */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
/** The export's pages (size 50) asked for, in order; the list on screen asks pages of 10. */
const exportPages = (sent: Record<string, string>[]) => sent.filter((f) => f.size === '50').map((f) => f.page)

describe('finance CSV export for a period', () => {
  it('keeps the records of the chosen days and drops the others, named by the period', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await seedFourDays()
    await renderApp(PATHS.finance)
    await chooseDates(user, '2026-11-02', '2026-11-03')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.fileName).toBe('finance-2026-11-02_2026-11-03.csv')
    expect(await downloads[0]!.text()).toBe(HEADER_EN + SECOND_AND_THIRD_EN)
    expect(await screen.findByText('Saved finance-2026-11-02_2026-11-03.csv')).toBeInTheDocument()
  })

  it('does the same in Arabic: Arabic header and labels, the same values', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await seedFourDays()
    await renderApp(PATHS.finance, 'ar')
    await chooseDates(user, '2026-11-02', '2026-11-03', AR)
    await user.click(screen.getByRole('button', { name: AR.button }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.fileName).toBe('finance-2026-11-02_2026-11-03.csv')
    expect(await downloads[0]!.text()).toBe(HEADER_AR + SECOND_AND_THIRD_AR)
  })

  it('includes both boundary days whole, from the first local second to the last', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    const at = (d: number, h: number, m: number, s: number) => new Date(2026, 9, d, h, m, s).toISOString()
    const row = (id: string, createdAt: string): FinanceRecord => ({ id, type: 'machineEarnings', coin: 'BTC', amount: '0.5', balance: '1', status: 'successful', createdAt, refId: '' })
    // 10 to 12 October, local time: just after, the last second of the last day, the first of the first, just before.
    server.use(ledgerOf([row('L4', at(13, 0, 0, 0)), row('L3', at(12, 23, 59, 59)), row('L2', at(10, 0, 0, 0)), row('L1', at(9, 23, 59, 59))]))
    await renderApp(PATHS.finance)
    await chooseDates(user, '2026-10-10', '2026-10-12')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    const utc = (iso: string) => iso.replace('.000Z', 'Z')
    expect(await downloads[0]!.text()).toBe(
      HEADER_EN +
        `${utc(at(12, 23, 59, 59))},Machine earnings (machineEarnings),BTC,0.5,1,Successful (successful),L3,,,\r\n` +
        `${utc(at(10, 0, 0, 0))},Machine earnings (machineEarnings),BTC,0.5,1,Successful (successful),L2,,,\r\n`,
    )
  })

  it('stops fetching at the first page reaching back before the period, counting what it found', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    // 120 days, one record each, the newest on 20 November: page 1 holds 20 Nov to 2 Oct, page 2
    // 1 Oct to 13 Aug, page 3 the rest.
    server.use(dailyLedger(120, new Date(2026, 10, 20)))
    let second!: () => void
    const held = new Promise<void>((resolve) => (second = resolve))
    onTestFinished(() => second())
    server.use(
      http.post(rpcUrl(RPC.financeRecords), async ({ request }) => {
        const fields = new URLSearchParams(await request.clone().text())
        if (fields.get('page') === '2' && fields.get('size') === '50') await held
        return undefined
      }),
    )
    const sent = captureFields(RPC.financeRecords)
    await renderApp(PATHS.finance)
    await chooseDates(user, '2026-10-01', '2026-11-20')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '50 of 120 records'))
    expect(screen.getByText('50 records found')).toBeInTheDocument()
    second()

    await waitFor(() => expect(downloads).toHaveLength(1))
    const lines = (await downloads[0]!.text()).split('\r\n')
    expect(lines).toHaveLength(1 + 51 + 1)
    expect(lines[1]).toBe(`${new Date(2026, 10, 20, 12).toISOString().replace('.000Z', 'Z')},Machine earnings (machineEarnings),BTC,0.000155,120,Successful (successful),L120,O1,,`)
    expect(lines[51]).toBe(`${new Date(2026, 9, 1, 12).toISOString().replace('.000Z', 'Z')},Machine earnings (machineEarnings),BTC,0.000155,70,Successful (successful),L70,O1,,`)
    // Page 2's oldest record is from August: page 3 is never asked for.
    expect(exportPages(sent)).toEqual(['1', '2'])
  })

  it('offers ready-made periods: the last 30 days, today included', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    const today = new Date()
    server.use(dailyLedger(60, today))
    await renderApp(PATHS.finance)
    await user.selectOptions(await screen.findByLabelText('Period'), 'Last 30 days')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)
    expect(downloads[0]!.fileName).toBe(`finance-${dayOf(first)}_${dayOf(today)}.csv`)
    expect((await downloads[0]!.text()).split('\r\n')).toHaveLength(1 + 30 + 1)
  })

  it.each([
    ['English', 'en', EN, 'The start date must be on or before the end date'],
    ['Arabic', 'ar', AR, 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية'],
  ] as const)('refuses a From after To, in %s, and asks nothing', async (_, language, words, message) => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await seedFourDays()
    const sent = captureFields(RPC.financeRecords)
    await renderApp(PATHS.finance, language)
    await chooseDates(user, '2026-11-03', '2026-11-02', words)

    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText(words.from)).toHaveAttribute('aria-invalid', 'true')
    const button = screen.getByRole('button', { name: words.button })
    expect(button).toBeDisabled()
    await user.click(button)
    expect(exportPages(sent)).toEqual([])
    expect(downloads).toEqual([])

    // Set right, the error goes and the export runs.
    fireEvent.change(screen.getByLabelText(words.from), { target: { value: '2026-11-02' } })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: words.button }))
    await waitFor(() => expect(downloads).toHaveLength(1))
  })

  it('says when the period holds no record, and saves nothing', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await seedFourDays()
    await renderApp(PATHS.finance)
    await chooseDates(user, '2026-10-01', '2026-10-31')
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))

    expect(await screen.findByText('No records in this period, so no file was saved')).toHaveAttribute('role', 'status')
    expect(downloads).toEqual([])
    // Another period clears the message.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } })
    expect(screen.queryByText('No records in this period, so no file was saved')).not.toBeInTheDocument()
  })
})
