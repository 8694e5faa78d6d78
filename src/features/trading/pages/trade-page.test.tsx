import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { add, multiply, subtract, withThousands } from '@/shared/lib/decimal'
import { formatExact, formatMoney } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp } from '@test/render-app'
import { captureFields, rpcUrl } from '@test/rpc'

// The order ticket and the orders through the real route and the mock backend.

const plain = (text: string | null) => (text ?? '').replace(/[^\d.+-]/g, '')
/** The price on the buy or sell button, as shown, and as a plain decimal. */
const sidePriceShown = (name: 'Buy' | 'Sell') => screen.getByRole('button', { name: new RegExp(`^${name}\\s*[\\d,.]+$`) }).querySelector('bdi')!.textContent ?? ''
const sidePrice = (name: 'Buy' | 'Sell') => plain(sidePriceShown(name))
/** A plain decimal with its thousands grouped, as the screen writes prices. */
const grouped = (value: string) => value.replace(/^(\d+)/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','))

describe('trade', () => {
  it('shows a visitor the ticket with live prices, and asks for a wallet to trade', async () => {
    await renderApp(PATHS.trade)
    const ticket = await screen.findByRole('form', { name: 'Order ticket' })
    expect(screen.getByLabelText('Instrument')).toHaveValue('BTCUSDT')
    expect(within(ticket).getByRole('button', { name: /^Buy\s*[\d,.]+$/ })).toHaveAttribute('aria-pressed', 'true')
    expect(Number(sidePrice('Buy'))).toBeGreaterThan(Number(sidePrice('Sell')))
    expect(within(ticket).getByText('Connect a wallet to place orders.')).toBeInTheDocument()
    expect(within(ticket).getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
    expect(await screen.findByText('Connect a wallet to see your orders.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Chart' })).toHaveAttribute('href', '/marketChart?symbol=BTCUSDT')
  })

  it('reads the symbol of a link in any case, and says so when it does not exist', async () => {
    const view = await renderApp(`${PATHS.trade}?symbol=ethusdt`)
    expect(await screen.findByLabelText('Instrument')).toHaveValue('ETHUSDT')
    view.unmount()
    await renderApp(`${PATHS.trade}?symbol=NOPE`)
    expect(await screen.findByText('This instrument was not found')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Order ticket' })).not.toBeInTheDocument()
  })

  it('opens on the instrument and side of the link', async () => {
    await renderApp(`${PATHS.trade}?symbol=EURUSD&side=sell`)
    expect(await screen.findByLabelText('Instrument')).toHaveValue('EURUSD')
    expect(screen.getByRole('button', { name: /^Sell\s*[\d,.]+$/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('From 100 to 500000, in steps of 100')).toBeInTheDocument()
  })

  it('says what is wrong before sending anything', async () => {
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.placeOrder)
    await renderApp(PATHS.trade)
    const submit = await screen.findByRole('button', { name: 'Buy BTCUSDT' })
    const volume = screen.getByLabelText('Quantity')
    const alertOf = (label: string) => within(screen.getByLabelText(label).closest('.field') as HTMLElement).getByRole('alert')

    await user.click(submit)
    expect(alertOf('Quantity')).toHaveTextContent('Enter quantity')
    // A typed quantity that is wrong says what is wrong with it, not "Enter quantity".
    for (const [typed, message] of [
      ['-1', 'Must be more than 0'],
      ['abc', 'Enter digits only, such as 12.5'],
      ['0.123456789', 'Too many decimal places: at most 8'],
    ]) {
      await user.clear(volume)
      await user.type(volume, typed!)
      await user.click(submit)
      expect(alertOf('Quantity')).toHaveTextContent(message)
    }
    await user.clear(volume)
    await user.type(volume, '0.0005')
    await user.click(submit)
    expect(alertOf('Quantity')).toHaveTextContent('Quantity must be between 0.001 and 10')
    await user.clear(volume)
    await user.type(volume, '0.0015')
    await user.click(submit)
    expect(alertOf('Quantity')).toHaveTextContent('Quantity must be a multiple of 0.001')
    await user.clear(volume)
    await user.type(volume, '0.01')

    const ask = sidePrice('Buy')
    await user.type(screen.getByLabelText('Stop loss'), '-1')
    await user.click(submit)
    expect(alertOf('Stop loss')).toHaveTextContent('Stop-loss and take-profit prices cannot be below 0')
    await user.clear(screen.getByLabelText('Stop loss'))
    await user.type(screen.getByLabelText('Stop loss'), add(ask, 100))
    await user.click(submit)
    // The entry price written as the screen writes it, with its thousands grouped.
    expect(sidePriceShown('Buy')).toMatch(/^\d{1,3}(,\d{3})+\.\d+$/)
    expect(alertOf('Stop loss')).toHaveTextContent(`For a buy, the stop loss must be below the entry price ${sidePriceShown('Buy')}`)
    await user.clear(screen.getByLabelText('Stop loss'))
    await user.type(screen.getByLabelText('Take profit'), subtract(ask, 100))
    await user.click(submit)
    expect(alertOf('Take profit')).toHaveTextContent(`For a buy, the take profit must be above the entry price ${sidePriceShown('Buy')}`)
    await user.clear(screen.getByLabelText('Take profit'))

    await user.click(screen.getByRole('button', { name: /^Sell\s*[\d,.]+$/ }))
    const sellSubmit = screen.getByRole('button', { name: 'Sell BTCUSDT' })
    const bid = sidePrice('Sell')
    await user.type(screen.getByLabelText('Take profit'), add(bid, 1))
    await user.click(sellSubmit)
    expect(alertOf('Take profit')).toHaveTextContent(`For a sell, the take profit must be below the entry price ${sidePriceShown('Sell')}`)
    await user.clear(screen.getByLabelText('Take profit'))

    await user.click(screen.getByRole('radio', { name: 'Pending order' }))
    await user.click(screen.getByRole('button', { name: 'Place pending sell' }))
    expect(alertOf('Price')).toHaveTextContent('Enter price')
    await user.type(screen.getByLabelText('Price'), add(bid, '10.125'))
    await user.click(screen.getByRole('button', { name: 'Place pending sell' }))
    expect(alertOf('Price')).toHaveTextContent('Too many decimal places: at most 2')
    await user.clear(screen.getByLabelText('Price'))
    await user.type(screen.getByLabelText('Price'), subtract(bid, 1))
    await user.click(screen.getByRole('button', { name: 'Place pending sell' }))
    expect(alertOf('Price')).toHaveTextContent(`A pending sell must be above the sell price ${grouped(bid)}`)

    await user.click(screen.getByRole('radio', { name: 'Execute immediately' }))
    await user.clear(volume)
    await user.type(volume, '1')
    await waitFor(() => expect(valueOf(document.body, 'Available')).toHaveTextContent('10,000.00 USDT'))
    await user.click(sellSubmit)
    expect(alertOf('Quantity')).toHaveTextContent('Insufficient available balance')
    expect(volume).toHaveValue('1')
    expect(sent).toEqual([])
  })

  it('executes a buy once with its stops, then modifies and closes it, and the balance moves by the result', async () => {
    const user = userEvent.setup()
    await loginAs()
    // Slow, so the taps below land while the call is in flight.
    server.use(http.post(rpcUrl(RPC.placeOrder), () => delay(50)))
    const sent = captureFields(RPC.placeOrder)
    await renderApp(PATHS.trade)
    await user.type(await screen.findByLabelText('Quantity'), '0.01')
    const ask = sidePrice('Buy')
    const stopLoss = subtract(ask, 5000)
    await user.type(screen.getByLabelText('Stop loss'), stopLoss)
    await user.type(screen.getByLabelText('Take profit'), add(ask, 5000))
    const cost = multiply(ask, '0.01', 8)
    expect(valueOf(screen.getByRole('form', { name: 'Order ticket' }), 'Cost')).toHaveTextContent(`${formatExact(cost, 'USDT')} USDT`)
    await user.click(screen.getByRole('button', { name: 'Buy BTCUSDT' }))

    const sheet = await screen.findByRole('dialog', { name: 'Confirm order' })
    expect(valueOf(sheet, 'Direction')).toHaveTextContent('Buy')
    expect(valueOf(sheet, 'Order type')).toHaveTextContent('Execute immediately')
    expect(valueOf(sheet, 'Quantity')).toHaveTextContent('0.01')
    expect(plain(valueOf(sheet, 'Buy price now').textContent)).toBe(ask)
    const confirm = within(sheet).getByRole('button', { name: 'Execute immediately' })
    for (let i = 0; i < 5; i += 1) confirm.click()
    expect(await screen.findByText('Order executed')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ symbol: 'BTCUSDT', side: 'buy', kind: 'market', volume: '0.01', stopLoss, takeProfit: add(ask, 5000) })
    expect(sent[0]).not.toHaveProperty('price')

    const orders = screen.getByRole('tabpanel', { name: 'Current orders' })
    const card = await within(orders).findByRole('article', { name: /BTCUSDT/ })
    expect(within(card).getByText('Open')).toBeInTheDocument()
    expect(plain(valueOf(card, 'Open price').textContent)).toBe(ask)
    expect(plain(valueOf(card, 'Stop loss').textContent)).toBe(stopLoss)
    await waitFor(() => expect(valueOf(document.body, 'Available')).toHaveTextContent(`${formatMoney(subtract('10000', cost))} USDT`))

    await user.click(within(card).getByRole('button', { name: 'Modify' }))
    const modify = await screen.findByRole('dialog', { name: 'Modify BTCUSDT' })
    const tp = within(modify).getByLabelText('Take profit')
    await user.clear(tp)
    await user.type(tp, subtract(ask, 1))
    await user.click(within(modify).getByRole('button', { name: 'Save' }))
    expect(within(modify).getByRole('alert')).toHaveTextContent(`For a buy, the take profit must be above the entry price ${grouped(ask)}`)
    await user.clear(tp)
    await user.type(tp, add(ask, 1000))
    await user.click(within(modify).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Order modified')).toBeInTheDocument()
    await waitFor(() => expect(within(card).getByText('Modified')).toBeInTheDocument())
    expect(plain(valueOf(card, 'Take profit').textContent)).toBe(add(ask, 1000))

    await user.click(within(card).getByRole('button', { name: 'Close position' }))
    const closeDialog = await screen.findByRole('dialog', { name: 'Close this BTCUSDT position?' })
    await user.click(within(closeDialog).getByRole('button', { name: 'Close position' }))
    expect(await screen.findByText(/^Position closed: -?[\d.,+-]+ USDT$/)).toBeInTheDocument()
    expect(await within(orders).findByText('No current orders')).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'History' }))
    const past = await within(screen.getByRole('tabpanel', { name: 'History' })).findByRole('article', { name: /BTCUSDT/ })
    expect(within(past).getByText('Closed')).toBeInTheDocument()
    expect(valueOf(past, 'Closed by')).toHaveTextContent('Closed by you')
    const result = plain(valueOf(past, 'Result').textContent)
    // Same clock: it closes at the bid it opened beside, so the result is the spread's loss.
    const exact = multiply(subtract(sidePrice('Sell'), ask), '0.01', 8)
    expect(result).toBe(plain(formatMoney(exact)))
    await waitFor(() => expect(plain(valueOf(document.body, 'Available').textContent)).toBe(plain(formatMoney(add('10000', exact)))))
  })

  it('places a pending order and cancels it, and its cost comes back', async () => {
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.placeOrder)
    await renderApp(PATHS.trade)
    await user.click(await screen.findByRole('radio', { name: 'Pending order' }))
    const price = subtract(sidePrice('Buy'), 2000)
    await user.type(screen.getByLabelText('Price'), price)
    await user.type(screen.getByLabelText('Quantity'), '0.02')
    await user.click(screen.getByRole('button', { name: 'Place pending buy' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm order' })
    expect(valueOf(sheet, 'Cost')).toHaveTextContent(`${formatExact(multiply(price, '0.02', 8), 'USDT')} USDT`)
    await user.click(within(sheet).getByRole('button', { name: 'Place order' }))
    expect(await screen.findByText('Pending order placed')).toBeInTheDocument()
    expect(sent[0]).toMatchObject({ kind: 'limit', price, volume: '0.02' })
    const card = await within(screen.getByRole('tabpanel', { name: 'Current orders' })).findByRole('article', { name: /BTCUSDT/ })
    expect(within(card).getByText('Pending')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this BTCUSDT order?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument()
    await waitFor(() => expect(valueOf(document.body, 'Available')).toHaveTextContent('10,000.00 USDT'))
    await user.click(screen.getByRole('tab', { name: 'History' }))
    const past = await within(screen.getByRole('tabpanel', { name: 'History' })).findByRole('article', { name: /BTCUSDT/ })
    expect(within(past).getByText('Cancelled')).toBeInTheDocument()
    expect(valueOf(past, 'Pending price')).toHaveTextContent(withThousands(price))
    expect(within(past).queryByText('Open price')).not.toBeInTheDocument()
  })
})
