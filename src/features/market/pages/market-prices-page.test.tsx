import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { advanceClock } from '@/mocks/clock'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { marketChartPath, PATHS } from '@/shared/paths'
import { renderApp } from '@test/render-app'
import { answer, failOnce } from '@test/rpc'
import jaNames from '../../../../locales/names/ja.json'

// Market prices: quotes by category with last price, 24-hour change, sell and buy, kept live.

const quote = (symbol: string) => screen.getByRole('article', { name: symbol })
const lastOf = (symbol: string) => quote(symbol).querySelector('.quote__last')!.textContent

describe('market prices', () => {
  it('opens on the popular instruments, with price, change, sell and buy, and switches category', async () => {
    const user = userEvent.setup()
    await renderApp(PATHS.marketPrices)
    expect(await screen.findByRole('article', { name: 'BTCUSDT' })).toBeInTheDocument()
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(
      ['BTCUSDT', 'ETHUSDT', 'USOIL', 'EURUSD', 'XAUUSD', 'NAS100'].map((s) => `quote-${s}`),
    )
    const btc = quote('BTCUSDT')
    expect(within(btc).getByText('Bitcoin')).toBeInTheDocument()
    expect(lastOf('BTCUSDT')).toMatch(/^\d{2,3},\d{3}\.\d{2}$/)
    expect(within(btc).getByLabelText(/^24-hour change [+-]\d+\.\d{2}%$/)).toBeInTheDocument()
    expect(within(btc).getByText('Sell').nextElementSibling!.textContent).toMatch(/^\d{2,3},\d{3}\.\d{2}$/)
    expect(within(btc).getByText('Buy')).toBeInTheDocument()
    const tabs = screen.getByRole('tablist', { name: 'Categories' })
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Popular', 'Cryptocurrency', 'Crude oil', 'Forex', 'Gold', 'Stock index'])
    await user.click(within(tabs).getByRole('tab', { name: 'Forex' }))
    expect(await screen.findByRole('article', { name: 'GBPUSD' })).toBeInTheDocument()
    expect(lastOf('EURUSD')).toMatch(/^1\.\d{5}$/)
  })

  it('opens an instrument\'s chart from its row, a link named by symbol and name', async () => {
    const user = userEvent.setup()
    await renderApp(PATHS.marketPrices)
    const link = await screen.findByRole('link', { name: 'BTCUSDT Bitcoin' })
    expect(link).toHaveAttribute('href', marketChartPath('BTCUSDT'))
    expect(screen.getByRole('link', { name: 'EURUSD EUR/USD' })).toHaveAttribute('href', marketChartPath('EURUSD'))
    await user.click(link)
    expect(await screen.findByRole('group', { name: 'Chart type' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'BTCUSDT' })).toBeInTheDocument()
  })

  it('asks again every few seconds: the prices move with the clock, without a tap', async () => {
    await renderApp(PATHS.marketPrices)
    await screen.findByRole('article', { name: 'BTCUSDT' })
    const before = lastOf('BTCUSDT')
    advanceClock({ ms: 60_000 })
    await waitFor(() => expect(lastOf('BTCUSDT')).not.toBe(before), { timeout: 4_500 })
  })

  it('shows a skeleton, then an error with retry, then the empty state', async () => {
    // The first call fails; the retry finds none.
    server.use(failOnce(RPC.marketList, { respMsg: 'Markets resting' }, { delay: 100 }), answer(RPC.marketList, { list: [], serverTime: '2026-11-01T00:00:00.000Z' }))
    const user = userEvent.setup()
    await renderApp(PATHS.marketPrices)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Markets resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No instruments in this category')).toBeInTheDocument()
  })

  it('lists forex and commodities on the second market screen, in Arabic right to left', async () => {
    await renderApp(PATHS.exMarketPrices, 'ar')
    expect(await screen.findByRole('article', { name: 'EURUSD' })).toBeInTheDocument()
    expect(within(screen.getByRole('tablist')).getAllByRole('tab').map((t) => t.textContent)).toEqual(['الفوركس', 'النفط الخام', 'الذهب', 'مؤشرات الأسهم'])
    expect(document.documentElement.dir).toBe('rtl')
  })

  it("names an instrument the backend leaves unnamed by the app's own name for its symbol, in the app's language", async () => {
    const quote = { category: 'crypto', digits: 2, price: '95000.00', bid: '94995.00', ask: '95005.00', change: '1.20', minVolume: '0.001', maxVolume: '10', volumeStep: '0.001' } as const
    server.use(
      answer(RPC.marketList, {
        list: [
          { ...quote, symbol: 'BTCUSDT', name: '' },
          { ...quote, symbol: 'NEWUSDT', name: ' ' },
        ],
        serverTime: '2026-11-01T00:00:00.000Z',
      }),
    )
    await renderApp(PATHS.marketPrices, 'ja')
    expect(await screen.findByRole('link', { name: `BTCUSDT ${jaNames['names.instrument.BTCUSDT']}` })).toBeInTheDocument()
    // A symbol the app does not know either: the symbol alone.
    expect(screen.getByRole('link', { name: 'NEWUSDT NEWUSDT' })).toBeInTheDocument()
  })
})
