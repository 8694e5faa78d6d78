import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { server } from '@/mocks/node'
import { loginAs, renderApp, testWallet } from '@test/render-app'
import { answer } from '@test/rpc'

describe('my page', () => {
  it('shows the wallet, the invitation code and referral counts from the server', async () => {
    const login = await loginAs()
    await renderApp('/my')
    expect(await screen.findByText(login.user.inviteCode as string)).toBeInTheDocument()
    expect(screen.getByText('Direct referrals')).toBeInTheDocument()
    expect(screen.getByText(`${testWallet.address.slice(0, 4)}***${testWallet.address.slice(-4)}`)).toBeInTheDocument()
    expect(screen.getByText('Inviter').nextElementSibling).toHaveTextContent('None')
  })

  it('shows the inviter the first login bound', async () => {
    await loginAs(testWallet, 'eto888')
    await renderApp('/my')
    expect(await screen.findByText('ETO888')).toBeInTheDocument()
    expect(screen.getByText('Inviter').nextElementSibling).toHaveTextContent('ETO888')
  })

  it('clears the session and goes home, keeping the invite code, when the server answers 500 (session expired)', async () => {
    await loginAs()
    useSessionStore.getState().setToken('expired-token')
    const { router } = await renderApp('/my?code=K9')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(router.state.location.search).toBe('?code=K9')
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
    expect(useSessionStore.getState()).toMatchObject({ address: '', token: '', user: [], info: [] })
    expect(await screen.findByText('Session expired, please connect your wallet again')).toBeInTheDocument()
  })

  it('disconnects after confirmation', async () => {
    const user = userEvent.setup()
    await loginAs()
    const { router } = await renderApp('/my')
    await user.click(await screen.findByRole('button', { name: 'Disconnect wallet' }))
    const dialog = screen.getByRole('dialog', { name: 'Disconnect wallet' })
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect wallet' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
    expect(await screen.findByText('Wallet disconnected')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
  })

  it('sums up the balances with their refresh time, fresh after a write elsewhere', async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp('/my')
    const summary = (await screen.findByRole('heading', { name: 'Total assets (USDT)' })).closest('section')!
    expect(await within(summary).findByText('10,000.00 USDT')).toBeInTheDocument()
    expect(within(summary).getByText('USDT', { selector: 'dt' }).nextElementSibling).toHaveTextContent('10,000')
    expect(within(summary).getByText(/^Updated/)).toBeInTheDocument()
    // A purchase elsewhere (4,896 USDT): Refresh shows what is left.
    await rpc(RPC.buyMachine, { id: 'M101', quantity: '1' })
    await user.click(within(summary).getByRole('button', { name: 'Refresh' }))
    expect(await within(summary).findByText('5,104.00 USDT')).toBeInTheDocument()
  })

  it('says which coins held the total leaves out for want of a market price', async () => {
    await loginAs()
    server.use(
      answer(RPC.balances, {
        list: [
          { coin: 'USDT', available: '100', frozen: '0', total: '100', price: '1' },
          { coin: 'HNV', available: '2500', frozen: '0', total: '2500', price: '0' },
        ],
      }),
    )
    await renderApp('/my')
    const summary = (await screen.findByRole('heading', { name: 'Total assets (USDT)' })).closest('section')!
    expect(await within(summary).findByText('100.00 USDT')).toBeInTheDocument()
    expect(within(summary).getByText('Not counted: HNV (no market price yet)')).toBeInTheDocument()
  })
})
