import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import type { FinanceRecord } from '@/shared/api/contract/funds'
import { queryClient } from '@/shared/api/query-client'
import { RPC } from '@/shared/api/rpc-codes'
import { i18next, initI18n } from '@/shared/i18n/i18n'
import { PATHS } from '@/shared/paths'
import { ExportCsvButton } from '@/shared/ui/export-csv-button'
import { captureDownloads } from '@test/download'
import { loginAs, renderApp } from '@test/render-app'
import { rpcUrl } from '@test/rpc'
import { LEDGER_COLUMNS } from '../export-columns'

// A ledger CSV a person can read: the type and status cells carry the words the ledger's cards show
// (funds.type.*, funds.status.*) in the user's language beside the API's value, as the header
// carries each column's key: "Machine earnings (machineEarnings)".

const ROWS: FinanceRecord[] = [
  { id: 'L2', type: 'machineEarnings', coin: 'BTC', amount: '0.000155', balance: '0.000155', status: 'successful', createdAt: '2026-11-02T00:00:00Z', refId: 'O1' },
  { id: 'L1', type: 'systemAdjustment', coin: 'USDT', amount: '10000', balance: '10000', status: 'successful', createdAt: '2026-11-01T00:00:00Z', refId: '' },
]

/** The two rows above, one page, whatever the filters ask. */
const twoRows = () =>
  http.post(rpcUrl(RPC.financeRecords), () => HttpResponse.json({ respCode: '00000', respMsg: 'success', data: { list: ROWS, page: 1, size: 50, total: ROWS.length, hasMore: false } }))

describe('the ledger export words its types and statuses', () => {
  // First, while no screen has loaded the funds strings in this file: the export loads them itself.
  it('loads the funds strings it words the cells from when the screen has not (Arabic)', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await initI18n('ar')
    expect(i18next.exists('funds.type.machineEarnings')).toBe(false)
    render(
      <QueryClientProvider client={queryClient}>
        <ExportCsvButton
          name="finance"
          columns={LEDGER_COLUMNS}
          total={ROWS.length}
          fetchPage={() => Promise.resolve({ list: ROWS, total: ROWS.length, hasMore: false })}
          getId={(r) => r.id}
          timeOf={(r) => r.createdAt}
          newestFirst
        />
      </QueryClientProvider>,
    )
    await user.click(await screen.findByRole('button', { name: 'تصدير CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect((await downloads[0]!.text()).split('\r\n').slice(1)).toEqual([
      '2026-11-02T00:00:00Z,أرباح أجهزة التعدين (machineEarnings),BTC,0.000155,0.000155,ناجح (successful),L2,O1,,',
      '2026-11-01T00:00:00Z,تسوية من النظام (systemAdjustment),USDT,10000,10000,ناجح (successful),L1,,,',
      '',
    ])
  })

  it('in English: the screen words beside each code', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    server.use(twoRows())
    await renderApp(PATHS.finance)
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    const text = await downloads[0]!.text()
    expect(text).toContain(',Machine earnings (machineEarnings),')
    expect(text).toContain(',System adjustment (systemAdjustment),')
    expect(text).toContain(',Successful (successful),')
    expect(text.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFTime (time),Type (type),Coin (coin),Amount (amount),Balance after (balance),Status (status),Record ID (id),Related record (refId),Network (chain),Transaction hash (txHash)',
      '2026-11-02T00:00:00Z,Machine earnings (machineEarnings),BTC,0.000155,0.000155,Successful (successful),L2,O1,,',
    ])
    // The same words as the ledger's cards on screen.
    expect(await screen.findByRole('article', { name: 'Machine earnings' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'System adjustment' })).toBeInTheDocument()
  })

  it('in Japanese: the words change with the language, the codes stay', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    server.use(twoRows())
    await renderApp(PATHS.finance, 'ja')
    await user.click(await screen.findByRole('button', { name: 'CSV をエクスポート' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    const text = await downloads[0]!.text()
    expect(text).toContain(',マシン収益 (machineEarnings),')
    expect(text).toContain(',システム調整 (systemAdjustment),')
    expect(text).toContain(',成功 (successful),')
    expect(text).toContain(',種類 (type),')
    expect(text).not.toContain('Machine earnings')
    expect(await screen.findByRole('article', { name: 'マシン収益' })).toBeInTheDocument()
  })
})
