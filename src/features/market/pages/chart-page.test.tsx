import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { marketChartPath, PATHS, tradePath } from '@/shared/paths'
import { useSessionStore } from '@/shared/stores/session-store'
import { INDICATOR_SETTINGS_KEY, useIndicatorSettings } from '../chart/indicator-settings'
import { renderApp } from '@test/render-app'
import { answer, captureFields, failOnce } from '@test/rpc'

// The chart screen. jsdom draws no canvas, so the chart itself is left out here (the browser suite,
// test/e2e/chart*.spec.ts, checks the drawing); everything around it is checked against the mock.

const PRICE = /^\d{2,3},\d{3}\.\d{2}$/

describe('chart screen', () => {
  it('shows the quote, the candle legend, and the way to sell and buy', async () => {
    await renderApp(marketChartPath('BTCUSDT'))
    const head = await screen.findByRole('region', { name: 'BTCUSDT' })
    expect(await within(head).findByText('Bitcoin')).toBeInTheDocument()
    expect(head.querySelector('.quote__last')!.textContent).toMatch(PRICE)
    expect(within(head).getByLabelText(/^24-hour change [+-]\d+\.\d{2}%$/)).toBeInTheDocument()
    expect(within(head).getByText('Sell').nextElementSibling!.textContent).toMatch(PRICE)
    expect(within(head).getByText('Buy').nextElementSibling!.textContent).toMatch(PRICE)
    // The newest candle's values while no crosshair is on the chart.
    const legend = screen.getByLabelText('Candle values')
    await waitFor(() => expect(within(legend).getByText('Open').nextElementSibling!.textContent).toMatch(PRICE))
    expect(within(legend).getByText('Vol.').nextElementSibling!.textContent).toMatch(/^[\d,]+\.\d{2}$/)
    expect(screen.getByRole('img', { name: 'BTCUSDT price chart' })).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('link', { name: 'Sell' })).toHaveAttribute('href', tradePath('BTCUSDT', 'sell'))
    expect(screen.getByRole('link', { name: 'Buy' })).toHaveAttribute('href', tradePath('BTCUSDT', 'buy'))
  })

  it('switches the chart type and keeps the choice in the session', async () => {
    const user = userEvent.setup()
    await renderApp(marketChartPath('ETHUSDT'))
    const modes = await screen.findByRole('group', { name: 'Chart type' })
    expect(within(modes).getAllByRole('button').map((b) => b.textContent)).toEqual(['Candlestick', 'OHLC', 'Area', 'Time-sharing'])
    expect(within(modes).getByRole('button', { name: 'Candlestick' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(modes).getByRole('button', { name: 'Area' }))
    expect(within(modes).getByRole('button', { name: 'Area' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(modes).getByRole('button', { name: 'Candlestick' })).toHaveAttribute('aria-pressed', 'false')
    expect(useSessionStore.getState().chartType).toBe('area')
    expect(localStorage.getItem('map')).toContain('"chartType":"area"')
  })

  it('asks for 1,000 candles of the chosen interval, then keeps the newest two coming', async () => {
    const calls = captureFields(RPC.candles)
    const user = userEvent.setup()
    await renderApp(marketChartPath('BTCUSDT'))
    const intervals = await screen.findByRole('group', { name: 'Interval' })
    const buttons = within(intervals).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['1m', '3m', '5m', '15m', '30m', '1h', '4h', '1D', '5D', '1w', '1M', '3M', '6M'])
    expect(buttons.slice(0, 3).map((b) => b.getAttribute('aria-label'))).toEqual(['1 minute', '3 minutes', '5 minutes'])
    expect(within(intervals).getByRole('button', { name: '15 minutes' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(calls).toContainEqual({ symbol: 'BTCUSDT', interval: '15m', limit: '1000' }))

    await user.click(within(intervals).getByRole('button', { name: '4 hours' }))
    expect(within(intervals).getByRole('button', { name: '4 hours' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(calls).toContainEqual({ symbol: 'BTCUSDT', interval: '4h', limit: '1000' }))
    // Live ticks: the forming candle and the one before it, once the history is there.
    await waitFor(() => expect(calls).toContainEqual({ symbol: 'BTCUSDT', interval: '4h', limit: '2' }))
    await user.click(within(intervals).getByRole('button', { name: '1 month' }))
    await waitFor(() => expect(calls).toContainEqual({ symbol: 'BTCUSDT', interval: '1M', limit: '1000' }))
  })

  it('says so for an unknown or missing symbol, with the way back to the market prices', async () => {
    await renderApp(marketChartPath('NOPE'))
    expect(await screen.findByText('This instrument was not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Market prices' })).toHaveAttribute('href', PATHS.marketPrices)
  })

  it('says so without a symbol too, and asks the backend for no candles', async () => {
    const calls = captureFields(RPC.candles)
    await renderApp(PATHS.marketChart)
    expect(await screen.findByText('This instrument was not found')).toBeInTheDocument()
    expect(calls).toEqual([])
  })

  it('shows a skeleton in the chart, then an error with retry, then the chart', async () => {
    server.use(failOnce(RPC.candles, { respMsg: 'Candles resting' }, { delay: 100 }))
    const user = userEvent.setup()
    await renderApp(marketChartPath('XAUUSD'))
    const panel = await screen.findByRole('region', { name: 'XAUUSD price chart' })
    expect(await within(panel).findByText('Loading…')).toBeInTheDocument()
    const alert = await within(panel).findByRole('alert')
    expect(alert).toHaveTextContent('Candles resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(panel).queryByRole('alert')).not.toBeInTheDocument())
    await waitFor(() => expect(within(panel).getByText('Close').nextElementSibling!.textContent).toMatch(/^[\d,]+\.\d{2}$/))
  })

  it('says when the quote could not be had, with retry, and still draws the candles', async () => {
    server.use(failOnce(RPC.marketList, { respMsg: 'Quotes resting' }))
    const user = userEvent.setup()
    await renderApp(marketChartPath('BTCUSDT'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Quotes resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    const head = await screen.findByRole('region', { name: 'BTCUSDT' })
    expect(await within(head).findByText('Bitcoin')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the empty state when an interval has no candles', async () => {
    server.use(answer(RPC.candles, { symbol: 'BTCUSDT', interval: '15m', list: [], serverTime: '2026-11-01T00:00:00.000Z' }))
    await renderApp(marketChartPath('BTCUSDT'))
    expect(await screen.findByText('No candles for this interval yet')).toBeInTheDocument()
  })

  it('turns indicators on and off, and keeps their periods only when every field is right', async () => {
    const user = userEvent.setup()
    await renderApp(marketChartPath('BTCUSDT'))
    const bar = await screen.findByRole('group', { name: 'Indicators' })
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['MA', 'EMA', 'BOLL', 'VOL', 'MACD', 'RSI', 'Periods'])
    // Volume, as the chart always showed it; the others off.
    expect(within(bar).getByRole('button', { name: 'Volume (VOL)' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(bar).getByRole('button', { name: 'Moving average (MA)' })).toHaveAttribute('aria-pressed', 'false')
    await user.click(within(bar).getByRole('button', { name: 'Moving average (MA)' }))
    await user.click(within(bar).getByRole('button', { name: 'Volume (VOL)' }))
    expect(within(bar).getByRole('button', { name: 'Moving average (MA)' })).toHaveAttribute('aria-pressed', 'true')
    expect(JSON.parse(localStorage.getItem(INDICATOR_SETTINGS_KEY)!).state.on).toEqual(['ma'])

    await user.click(within(bar).getByRole('button', { name: 'Periods' }))
    const sheet = await screen.findByRole('dialog', { name: 'Indicator periods' })
    const ma = within(sheet).getByRole('group', { name: 'Moving average (MA)' })
    const macd = within(sheet).getByRole('group', { name: 'MACD' })
    await user.clear(within(ma).getByLabelText('Period 1'))
    await user.type(within(ma).getByLabelText('Period 1'), '7.5')
    await user.clear(within(macd).getByLabelText('Slow'))
    await user.type(within(macd).getByLabelText('Slow'), '10')
    await user.click(within(sheet).getByRole('button', { name: 'Save' }))
    // Refused, with the reason under each field, and what was typed kept.
    expect(within(ma).getByText('Enter a whole number from 1 to 500')).toBeInTheDocument()
    expect(within(macd).getByText('The slow period must be longer than the fast one')).toBeInTheDocument()
    expect(within(ma).getByLabelText('Period 1')).toHaveValue('7.5')
    expect(useIndicatorSettings.getState().periods.ma).toEqual([7, 25, 99])

    await user.clear(within(ma).getByLabelText('Period 1'))
    await user.type(within(ma).getByLabelText('Period 1'), '5')
    await user.clear(within(macd).getByLabelText('Slow'))
    await user.type(within(macd).getByLabelText('Slow'), '30')
    // Digits from an Arabic keyboard are digits.
    const rsi = within(sheet).getByRole('group', { name: 'Relative strength index (RSI)' })
    await user.clear(within(rsi).getByLabelText('Period'))
    await user.type(within(rsi).getByLabelText('Period'), '٢١')
    await user.click(within(sheet).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(useIndicatorSettings.getState().periods).toMatchObject({ ma: [5, 25, 99], macd: [12, 30, 9], rsi: [21] })
    expect(JSON.parse(localStorage.getItem(INDICATOR_SETTINGS_KEY)!).state.periods.ma).toEqual([5, 25, 99])

    // Defaults put back in the form, saved.
    await user.click(within(bar).getByRole('button', { name: 'Periods' }))
    const again = await screen.findByRole('dialog', { name: 'Indicator periods' })
    await user.click(within(again).getByRole('button', { name: 'Defaults' }))
    expect(within(within(again).getByRole('group', { name: 'Moving average (MA)' })).getByLabelText('Period 1')).toHaveValue('7')
    await user.click(within(again).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(useIndicatorSettings.getState().periods.ma).toEqual([7, 25, 99]))
  })

  it('keeps only what a stored choice may hold', async () => {
    localStorage.setItem(INDICATOR_SETTINGS_KEY, JSON.stringify({ state: { on: ['rsi', 'nonsense', 'ma'], periods: { ma: [0, 25, 99], rsi: [21], macd: [26, 12, 9] } }, version: 0 }))
    await useIndicatorSettings.persist.rehydrate()
    expect(useIndicatorSettings.getState().on).toEqual(['ma', 'rsi'])
    expect(useIndicatorSettings.getState().periods).toMatchObject({ ma: [7, 25, 99], rsi: [21], macd: [12, 26, 9] })
  })
})
