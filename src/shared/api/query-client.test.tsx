import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { injectWallet } from '@test/injected-wallet'
import { loginAs, otherWallet, renderApp, testWallet } from '@test/render-app'

// Cached server data belongs to the user who fetched it: after a session ends, the next account
// never sees any of it, not even for one frame.

describe('cached data across sessions', () => {
  it('after disconnect and connecting another account, nothing of the first account is rendered', async () => {
    const user = userEvent.setup()
    const first = await loginAs(testWallet)
    await rpc(RPC.buyMachine, { id: 'R201', quantity: '2' })
    const { router } = await renderApp(PATHS.myMiningMachine)
    expect(await screen.findByRole('article', { name: 'Antminer S19 XP · 30-day rental' })).toBeInTheDocument()
    await act(() => router.navigate(PATHS.my))
    const firstCode = first.user.inviteCode as string
    expect(await screen.findByText(firstCode)).toBeInTheDocument()

    // From the disconnect on, record any frame that shows the first account's machine or code.
    const leaked: string[] = []
    const watch = new MutationObserver(() => {
      const text = document.body.textContent ?? ''
      for (const seen of [firstCode, testWallet.address.slice(-4)]) if (text.includes(seen)) leaked.push(seen)
      // The machine as one of the user's (a card); the home page lists it on sale, for everybody.
      const cards = [...document.querySelectorAll('article')].map((a) => a.textContent ?? '')
      if (cards.some((c) => c.includes('Antminer S19 XP · 30-day rental'))) leaked.push('my machine card')
    })
    await user.click(screen.getByRole('button', { name: 'Disconnect wallet' }))
    watch.observe(document.body, { childList: true, subtree: true, characterData: true })
    await user.click(within(screen.getByRole('dialog', { name: 'Disconnect wallet' })).getByRole('button', { name: 'Disconnect wallet' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.home))

    injectWallet([otherWallet])
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByRole('link', { name: `Wallet ${otherWallet.address}` })).toBeInTheDocument()
    await act(() => router.navigate(PATHS.myMiningMachine))
    expect(await screen.findByText('You have no machines here yet')).toBeInTheDocument()
    await act(() => router.navigate(PATHS.my))
    expect(await screen.findByText('Direct referrals')).toBeInTheDocument()
    watch.disconnect()
    expect(leaked).toEqual([])
  })
})
