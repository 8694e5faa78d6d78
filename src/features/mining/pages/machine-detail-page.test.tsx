import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getDb } from '@/mocks/db'
import { ensureWallet } from '@/mocks/ledger'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { loginAs, renderApp, testWallet } from '@test/render-app'
import { captureFields, fail } from '@test/rpc'

// Machine detail, estimate and the buy / rent flow, through the real route and the mock backend.

const detail = (id: string) => `${PATHS.miningRigDetails}?id=${id}`
const group = (name: string) => screen.getByRole('region', { name })

function userId() {
  return getDb().users.find((u) => u.address === testWallet.address)!.id
}
function usdt() {
  return getDb().balances.find((b) => b.userId === userId() && b.coin === 'USDT')?.available
}

describe('machine detail', () => {
  it('shows every parameter, grouped, and an estimate from the machine’s own numbers', async () => {
    await renderApp(detail('M101'))
    expect(await screen.findByRole('heading', { name: 'Antminer S21 Pro', level: 2 })).toBeInTheDocument()

    const important = group('Important parameters')
    expect(valueOf(important, 'Product name')).toHaveTextContent('Antminer S21 Pro')
    expect(valueOf(important, 'Type')).toHaveTextContent('Mining')
    expect(valueOf(important, 'Produced currency')).toHaveTextContent('BTC')
    expect(valueOf(important, 'Rated computing power')).toHaveTextContent('234 TH/s')
    expect(valueOf(important, 'Rated power consumption')).toHaveTextContent('3,531 W')
    expect(valueOf(important, 'Power consumption ratio')).toHaveTextContent('15.1 J/TH')
    expect(valueOf(important, 'Mining cycle')).toHaveTextContent('720 days')
    expect(valueOf(important, 'Computing power enhancement')).toHaveTextContent('5%')
    expect(valueOf(important, 'Estimated daily output')).toHaveTextContent('0.000155 BTC')
    // (10,602.00 over the cycle - 4,896.00 paid) / 4,896.00; x 365 / 720 for the year.
    expect(valueOf(important, 'Yield rate over the cycle (net)')).toHaveTextContent('116.54%')
    expect(valueOf(important, 'Annualised (net return × 365 / cycle days)')).toHaveTextContent('59.08%')

    // A whole machine: its price group, and no joint venture parameters or share row.
    expect(screen.queryByRole('region', { name: 'Joint venture parameters' })).not.toBeInTheDocument()
    const sale = group('Price and availability')
    expect(valueOf(sale, 'Price')).toHaveTextContent('4,800.00 USDT')
    expect(valueOf(sale, 'Service fee')).toHaveTextContent('96.00 USDT')
    expect(within(sale).queryByText('Share')).not.toBeInTheDocument()
    expect(valueOf(sale, 'Available')).toHaveTextContent('163 of 200')
    expect(valueOf(sale, 'Start time')).toHaveTextContent(/^Oct 1[45], 2026, \d\d?:\d\d\s?[AP]M$/)

    const hw = group('Size, weight, chip and environment')
    expect(valueOf(hw, 'Size')).toHaveTextContent('400 × 195 × 290 mm')
    expect(valueOf(hw, 'Weight')).toHaveTextContent('16.5 kg')
    expect(valueOf(hw, 'Chip')).toHaveTextContent('BHB68606 (5 nm)')
    expect(valueOf(hw, 'Environment')).toHaveTextContent('0–40 °C')

    // 0.000155 BTC x 95000 = 14.725 USDT a day; 4896 / 14.725 = 332.5 -> 333 days.
    const estimate = group('Earnings estimate')
    expect(valueOf(estimate, 'Daily')).toHaveTextContent('0.000155 BTC ≈ 14.72 USDT')
    expect(valueOf(estimate, 'Over the cycle')).toHaveTextContent('0.1116 BTC ≈ 10,602.00 USDT')
    expect(valueOf(estimate, 'Breakeven')).toHaveTextContent('333 days')
  })

  it.each([
    // id, type, net return over the cycle, annualised: from the estimate's cycle income and cost.
    ['M101', 'Mining', '116.54%', '59.08%'],
    ['R201', 'Rent', '33.5%', '407.58%'],
    ['J301', 'Joint venture', '10.18%', '10.32%'],
    ['S401', 'Share', '10.64%', '21.58%'],
    ['J302', 'Joint venture', '-61.87%', '-125.46%'],
  ])('%s (%s): the yield rate is the net return over its own cycle, the annual figure labelled as such', async (id, type, cycle, annual) => {
    await renderApp(detail(id))
    const important = await screen.findByRole('region', { name: 'Important parameters' })
    expect(valueOf(important, 'Type')).toHaveTextContent(type)
    expect(valueOf(important, 'Yield rate over the cycle (net)')).toHaveTextContent(cycle)
    expect(valueOf(important, 'Annualised (net return × 365 / cycle days)')).toHaveTextContent(annual)
  })

  it('groups the thousands of a large power figure', async () => {
    await renderApp(detail('S401'))
    const important = await screen.findByRole('region', { name: 'Important parameters' })
    expect(valueOf(important, 'Rated power consumption')).toHaveTextContent('175,000 W')
  })

  it('splits a share machine’s estimate by share and follows the quantity typed', async () => {
    const user = userEvent.setup()
    await renderApp(detail('S401'))
    await screen.findByRole('heading', { name: 'BTC hashrate share · 10 PH/s', level: 2 })
    expect(valueOf(group('Joint venture parameters'), 'Share')).toHaveTextContent('0.1% of one machine per share (1000 shares)')
    expect(valueOf(group('Joint venture parameters'), 'Price per share')).toHaveTextContent('100.00 USDT')
    expect(screen.queryByRole('region', { name: 'Price and availability' })).not.toBeInTheDocument()
    const estimate = group('Earnings estimate')
    expect(valueOf(estimate, 'Daily')).toHaveTextContent('0.0000066 BTC ≈ 0.62 USDT')
    // 102 / 0.627 = 162.6 -> 163 days
    expect(valueOf(estimate, 'Breakeven')).toHaveTextContent('163 days')

    const input = screen.getByLabelText('Number of shares')
    await user.clear(input)
    await user.type(input, '10')
    expect(valueOf(estimate, 'Daily')).toHaveTextContent('0.000066 BTC ≈ 6.27 USDT')
  })

  it('says clearly when the id is unknown or missing, with a way back', async () => {
    const user = userEvent.setup()
    const { router, unmount } = await renderApp(detail('NOPE'))
    expect(await screen.findByRole('alert')).toHaveTextContent('This mining machine could not be found.')
    await user.click(screen.getByRole('link', { name: 'Back to the machine mall' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.miningMall))
    unmount()

    await renderApp(PATHS.miningRigDetails)
    expect(await screen.findByRole('alert')).toHaveTextContent('This mining machine could not be found.')
  })

  it('asks a visitor to connect first, sending nothing', async () => {
    const user = userEvent.setup()
    const sent = captureFields(RPC.buyMachine)
    await renderApp(detail('M101'))
    await user.click(await screen.findByRole('button', { name: 'Buy now' }))
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(sent).toEqual([])
  })

  it('validates before sending: empty, not whole, stock, balance', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(detail('M101'))
    const input = await screen.findByLabelText('Quantity')
    await screen.findByText('10,000.00 USDT')
    const buy = screen.getByRole('button', { name: 'Buy now' })

    await user.clear(input)
    await user.click(buy)
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the purchase amount')
    expect(input).toHaveAttribute('aria-invalid', 'true')

    await user.type(input, '1.5')
    await user.click(buy)
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be a whole number')
    // No total from a quantity that is not one.
    const total = () => valueOf(group('Buy'), 'Total')
    expect(total()).toHaveTextContent('—')
    for (const typed of ['-1', '0', '99999999999999999999999']) {
      await user.clear(input)
      await user.type(input, typed)
      expect(total()).toHaveTextContent('—')
    }
    await user.clear(input)
    await user.type(input, '2')
    expect(total()).toHaveTextContent('9,792.00 USDT')

    await user.clear(input)
    await user.type(input, '999')
    await user.click(buy)
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 163 left')

    await user.clear(input)
    await user.type(input, '3')
    await user.click(buy)
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient USDT balance')
    // Kept as typed; nothing sent, nothing spent.
    expect(input).toHaveValue('3')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(usdt()).toBe('10000')
  })

  it('says "Insufficient available balance" when nothing is available', async () => {
    const user = userEvent.setup()
    await loginAs()
    ensureWallet(getDb(), userId())
    getDb().balances.find((b) => b.userId === userId() && b.coin === 'USDT')!.available = '0'
    await renderApp(detail('R201'))
    await screen.findByText('0.00 USDT')
    await user.click(screen.getByRole('button', { name: 'Rent now' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient available balance')
  })

  it('reads a quantity typed on an Arabic keyboard as the digits it is', async () => {
    const user = userEvent.setup()
    await loginAs()
    const bodies = captureFields(RPC.buyMachine)
    await renderApp(detail('M101'), 'ar')
    const input = await screen.findByLabelText('الكمية')
    await screen.findByText('10,000.00 USDT')
    await user.clear(input)
    await user.type(input, '٢')
    expect(input).toHaveValue('2')
    expect(valueOf(group('شراء'), 'الإجمالي')).toHaveTextContent('9,792.00 USDT')
    await user.click(screen.getByRole('button', { name: 'اشترِ الآن' }))
    const sheet = await screen.findByRole('dialog')
    await user.click(within(sheet).getByRole('button', { name: 'تأكيد الدفع' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0].quantity).toBe('2')
  })

  it('buys through the confirm sheet once, however often confirm is tapped', async () => {
    const user = userEvent.setup()
    await loginAs()
    const bodies = captureFields(RPC.buyMachine)
    await renderApp(detail('M101'))
    const input = await screen.findByLabelText('Quantity')
    await screen.findByText('10,000.00 USDT')
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(input).toHaveValue('2')
    await user.click(screen.getByRole('button', { name: 'Buy now' }))

    const sheet = await screen.findByRole('dialog', { name: 'Confirm purchase' })
    expect(valueOf(sheet, 'Quantity')).toHaveTextContent('2')
    expect(valueOf(sheet, 'Cost')).toHaveTextContent('9,600.00 USDT')
    expect(valueOf(sheet, 'Service fee')).toHaveTextContent('192.00 USDT')
    expect(valueOf(sheet, 'Total')).toHaveTextContent('9,792.00 USDT')

    const confirm = within(sheet).getByRole('button', { name: 'Confirm payment' })
    await user.tripleClick(confirm)
    expect(await screen.findByText('Submitted successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    server.events.removeAllListeners()

    expect(bodies).toHaveLength(1)
    expect(bodies[0].id).toBe('M101')
    expect(bodies[0].quantity).toBe('2')
    expect(usdt()).toBe('208')
    // The page reloads: joined badge, new balance, a link to my machines.
    expect(await screen.findByText('Already joined')).toBeInTheDocument()
    expect(await screen.findByText('208.00 USDT')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View my machines' })).toHaveAttribute('href', PATHS.myMiningMachine)
  })

  it('after a purchase, the balance on another screen still on display changes without a reload', async () => {
    const user = userEvent.setup()
    await loginAs()
    // Two screens mounted at once: the income page (its balances) and the machine being bought.
    const income = await renderApp(PATHS.miningIncome)
    const balances = await within(income.container).findByRole('region', { name: 'Available balance' })
    await waitFor(() => expect(valueOf(balances, 'USDT')).toHaveTextContent('10,000.00'))
    const detailView = await renderApp(detail('R201'))
    const buyer = within(detailView.container)
    await buyer.findByText('10,000.00 USDT')
    await user.click(buyer.getByRole('button', { name: 'Rent now' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm rental' })).getByRole('button', { name: 'Confirm payment' }))
    expect(await buyer.findByText('9,810.00 USDT')).toBeInTheDocument()
    await waitFor(() => expect(valueOf(balances, 'USDT')).toHaveTextContent('9,810.00'))
    expect(income.router.state.location.pathname).toBe(PATHS.miningIncome)
  })

  it('rents with "Lease successful"', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(detail('R201'))
    await screen.findByText('10,000.00 USDT')
    await user.click(screen.getByRole('button', { name: 'Rent now' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm rental' })
    expect(valueOf(sheet, 'Rent')).toHaveTextContent('185.00 USDT')
    expect(valueOf(sheet, 'Total')).toHaveTextContent('190.00 USDT')
    await user.click(within(sheet).getByRole('button', { name: 'Confirm payment' }))
    expect(await screen.findByText('Lease successful')).toBeInTheDocument()
    expect(usdt()).toBe('9810')
  })

  it('shows the server’s refusal and keeps the input', async () => {
    const user = userEvent.setup()
    await loginAs()
    server.use(fail(RPC.buyMachine, { respCode: '3004', respMsg: 'This machine is sold out' }))
    await renderApp(detail('J301'))
    const input = await screen.findByLabelText('Number of shares')
    await screen.findByText('10,000.00 USDT')
    await user.clear(input)
    await user.type(input, '3')
    await user.click(screen.getByRole('button', { name: 'Buy now' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm payment' }))
    expect(await screen.findByText('This machine is sold out')).toBeInTheDocument()
    expect(input).toHaveValue('3')
    expect(usdt()).toBe('10000')
  })

  it('cannot be bought before sales start, after they end, or when sold out: the button says why, the stepper is off', async () => {
    await loginAs()
    const expectBlocked = async (id: string, reason: RegExp) => {
      const view = await renderApp(detail(id))
      const button = await screen.findByRole('button', { name: reason })
      expect(button).toBeDisabled()
      expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument()
      expect(screen.getByLabelText(/Quantity|Number of shares/)).toBeDisabled()
      expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
      // Nothing can be paid: no total either.
      expect(valueOf(group('Buy'), 'Total')).toHaveTextContent(/^—$/)
      view.unmount()
    }
    await expectBlocked('M102', /^Sales start on Nov 1\d, 2026$/)
    await expectBlocked('M103', /^Sales have ended$/)
    await expectBlocked('M104', /^Sold out$/)
  })

  it('states a share machine\'s estimate per share, a whole machine\'s per unit', async () => {
    const share = await renderApp(detail('J301'))
    expect(await screen.findByText(/^For 1 share at [\d,.]+ USDT per BTC\. Estimates, not guarantees\.$/)).toBeInTheDocument()
    share.unmount()
    await renderApp(detail('M101'))
    expect(await screen.findByText(/^For 1 unit\(s\) at [\d,.]+ USDT per BTC\. Estimates, not guarantees\.$/)).toBeInTheDocument()
  })
})
