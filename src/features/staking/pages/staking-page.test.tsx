import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { switchLanguage } from '@/shared/i18n/switch-language'
import { PATHS } from '@/shared/paths'
import { valueOf } from '@test/key-value'
import { isolated, loginAs, renderApp } from '@test/render-app'
import { answer, captureFields, fail, failOnce, rpcUrl } from '@test/rpc'

// Staking through the real route and the mock backend.

describe('staking', () => {
  it('sends a visitor home with the connect prompt', async () => {
    const { router } = await renderApp(PATHS.staking)
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(PATHS.home)
  })

  it('offers the terms of each coin with rate and limits', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(PATHS.staking)
    const terms = await screen.findByRole('group', { name: 'Term' })
    expect(within(terms).getAllByRole('radio')).toHaveLength(3)
    expect(within(terms).getByRole('radio', { name: /7 days\s*5% a year\s*100 – 50,000 USDT per stake/ })).toBeChecked()
    await user.click(screen.getByRole('tab', { name: 'ETH' }))
    expect(within(terms).getByRole('radio', { name: /180 days\s*6% a year\s*0.1 – 100 ETH per stake/ })).toBeInTheDocument()
    expect(screen.getByLabelText('Staking amount (ETH)')).toBeInTheDocument()
  })

  it('says what is wrong with the amount before sending anything', async () => {
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.stake)
    await renderApp(PATHS.staking)
    const field = await screen.findByLabelText('Staking amount (USDT)')
    const stake = screen.getByRole('button', { name: 'Stake' })
    await user.click(stake)
    expect(screen.getByRole('alert')).toHaveTextContent('Enter staking amount')
    await user.type(field, '99.5')
    await user.click(stake)
    expect(screen.getByRole('alert')).toHaveTextContent('Staking amount must be between 100 and 50,000')
    // No estimate from an amount that would be refused.
    expect(valueOf(document.body, 'Estimated earnings')).toHaveTextContent(/^—$/)
    await user.clear(field)
    await user.type(field, '60000')
    expect(valueOf(document.body, 'Estimated earnings')).toHaveTextContent(/^—$/)
    await user.clear(field)
    await user.type(field, '20000')
    await waitFor(() => expect(valueOf(document.body, 'Available balance')).toHaveTextContent('10,000.00 USDT'))
    await user.click(stake)
    expect(screen.getByRole('alert')).toHaveTextContent('Insufficient available balance')
    await user.click(screen.getByRole('button', { name: 'Max' }))
    expect(field).toHaveValue('10000')
    expect(sent).toEqual([])
  })

  it('keeps what was typed and its error across a language switch, the error in the new language', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp(PATHS.staking)
    const field = await screen.findByLabelText('Staking amount (USDT)')
    await user.type(field, '-5')
    await user.click(screen.getByRole('button', { name: 'Stake' }))
    expect(field).toHaveAccessibleDescription('Must be more than 0')
    // What the language sheet does (on /home and /my), here with the form on screen.
    await act(() => switchLanguage('fr'))
    const same = await screen.findByLabelText('Montant staké (USDT)')
    expect(same).toHaveValue('-5')
    expect(same).toHaveAccessibleDescription('Doit être supérieur à 0')
    await user.clear(same)
    await user.type(same, '99.5')
    await user.click(screen.getByRole('button', { name: 'Staker' }))
    expect(same).toHaveAccessibleDescription('Le montant staké doit être compris entre 100 et 50,000')
    await act(() => switchLanguage('ar'))
    expect(await screen.findByLabelText(`مبلغ التخزين ${isolated('(USDT)')}`)).toHaveAccessibleDescription(`يجب أن يكون مبلغ التخزين بين ${isolated(100)} و${isolated('50,000')}`)
  })

  it('shows the estimate in cents, never rounded up, and the dates, confirms, and stakes once', async () => {
    const user = userEvent.setup()
    await loginAs()
    const sent = captureFields(RPC.stake)
    // Slow, so the taps below land while the call is in flight.
    server.use(http.post(rpcUrl(RPC.stake), () => delay(100)))
    await renderApp(PATHS.staking)
    await user.click(await screen.findByRole('radio', { name: /30 days/ }))
    await user.type(screen.getByLabelText('Staking amount (USDT)'), '1000')
    const form = screen.getByRole('button', { name: 'Stake' }).closest('form')!
    expect(valueOf(form, 'Estimated earnings')).toHaveTextContent('6.57 USDT')
    expect(valueOf(form, 'Staking time')).toHaveTextContent(/(Oct 31|Nov 1), 2026/)
    expect(valueOf(form, 'Expiry time')).toHaveTextContent(/(Nov 30|Dec 1), 2026/)
    expect(within(form).getByText(/From then you can redeem it: the amount and the earnings return to your available USDT balance/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Stake' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm staking' })
    expect(valueOf(sheet, 'Amount')).toHaveTextContent('1,000.00 USDT')
    expect(valueOf(sheet, 'Term')).toHaveTextContent('30 days')
    expect(valueOf(sheet, 'Rate')).toHaveTextContent('8% a year')
    expect(valueOf(sheet, 'Estimated earnings')).toHaveTextContent('6.57 USDT')
    const confirm = within(sheet).getByRole('button', { name: 'Confirm staking' })
    for (let i = 0; i < 5; i += 1) confirm.click()
    expect(await screen.findByText('Staked successfully')).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    await waitFor(() => expect(valueOf(document.body, 'Available balance')).toHaveTextContent('9,000.00 USDT'))
    expect(screen.getByRole('link', { name: 'View staking record' })).toHaveAttribute('href', PATHS.stakingRecord)
  })

  it('keeps the amount when staking fails', async () => {
    const user = userEvent.setup()
    await loginAs()
    server.use(fail(RPC.stake, { respMsg: 'Staking paused' }))
    await renderApp(PATHS.staking)
    await user.type(await screen.findByLabelText('Staking amount (USDT)'), '500')
    await user.click(screen.getByRole('button', { name: 'Stake' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm staking' }))
    expect(await screen.findByText('Staking paused')).toBeInTheDocument()
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByLabelText('Staking amount (USDT)')).toHaveValue('500')
  })

  it('shows a skeleton, then an error with retry, then the empty state', async () => {
    await loginAs()
    // The first call fails; the retry finds none.
    server.use(failOnce(RPC.stakingProducts, { respMsg: 'Products resting' }, { delay: 100 }), answer(RPC.stakingProducts, { list: [], serverTime: '2026-11-01T00:00:00.000Z' }))
    const user = userEvent.setup()
    await renderApp(PATHS.staking)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Products resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No staking products right now')).toBeInTheDocument()
  })
})
