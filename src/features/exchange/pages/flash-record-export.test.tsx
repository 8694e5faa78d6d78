import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { captureDownloads } from '@test/download'
import { loginAs, renderApp } from '@test/render-app'
import { answer } from '@test/rpc'

// The flash exchange record as a CSV file: both amounts, rate and fee as the API gives them.

describe('flash exchange record CSV export', () => {
  it('saves each exchange exactly', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    const { quote } = await rpc(RPC.exchangeQuote, { from: 'USDT', to: 'ETH', amount: '320' })
    await rpc(RPC.submitExchange, { quoteId: quote!.id })
    await renderApp(PATHS.flashRedemptionRecord)
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]!.fileName).toMatch(/^exchanges-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(await downloads[0]!.text()).toBe(
      '\uFEFFTime (time),From coin (from),To coin (to),Amount (amount),Received (receive),Exchange rate (exchangeRate),Fee (fee),Record ID (id)\r\n' +
        '2026-11-01T00:00:00Z,USDT,ETH,320,0.0998,0.0003125,0.0002,X1005\r\n',
    )
  })

  it('defuses a value a spreadsheet would run as a formula', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await loginAs()
    const record = { id: '@X1', from: '=HYPERLINK("http://evil.example","Refund")', to: 'ETH', amount: '1', receive: '-0.5', rate: '0.5', fee: '0', createdAt: '2026-11-01T08:00:00+08:00' }
    server.use(answer(RPC.exchangeRecords, ({ page, size }) => ({ list: [record], page: Number(page), size: Number(size), total: 1, hasMore: false })))
    await renderApp(PATHS.flashRedemptionRecord)
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }))

    await waitFor(() => expect(downloads).toHaveLength(1))
    expect((await downloads[0]!.text()).split('\r\n')[1]).toBe(`2026-11-01T00:00:00Z,"'=HYPERLINK(""http://evil.example"",""Refund"")",ETH,1,-0.5,0.5,0,'@X1`)
  })
})
