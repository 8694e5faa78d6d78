import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { injectWallet } from '@test/injected-wallet'
import { loginAs, otherWallet as other, renderApp, testWallet } from '@test/render-app'
import { ACCOUNT_CHECK_DELAY_MS, startAccountWatch } from './account-watch'

afterEach(() => {
  delete window.ethereum
  vi.useRealTimers()
})

describe('account watch', () => {
  it('checks the wallet 500 ms after a navigation and signs out on another account, keeping the code', async () => {
    const wallet = injectWallet([testWallet])
    await loginAs(testWallet)
    const { router } = await renderApp('/my?code=INV1')
    await screen.findByRole('button', { name: 'Disconnect wallet' })

    // Only the test moves this clock, and the watch starts on it: with shouldAdvanceTime, or a watch
    // started before it, a slow machine's real time ran a check before the 450 ms below.
    vi.useFakeTimers()
    const stop = startAccountWatch(router)
    wallet.switchSilently(other)
    await act(() => router.navigate('/assets?code=INV1'))
    // Navigation itself does not wait for the wallet.
    expect(router.state.location.pathname).toBe('/assets')
    expect(selectIsConnected(useSessionStore.getState())).toBe(true)

    await act(async () => {
      await vi.advanceTimersByTimeAsync(ACCOUNT_CHECK_DELAY_MS - 50)
    })
    expect(selectIsConnected(useSessionStore.getState())).toBe(true)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60)
    })
    // vi.waitFor moves the fake clock while it waits (testing-library's waitFor would wait on it for ever).
    await act(() => vi.waitFor(() => expect(selectIsConnected(useSessionStore.getState())).toBe(false)))
    expect(useSessionStore.getState()).toMatchObject({ address: '', token: '', user: [], info: [] })
    await act(() => vi.waitFor(() => expect(router.state.location.pathname).toBe('/home')))
    expect(router.state.location.search).toBe('?code=INV1')
    await act(() => vi.waitFor(() => expect(screen.getByText('The wallet account was switched. Please reconnect.')).toBeInTheDocument()))
    stop()
  })

  it('keeps the session when the account matches, whatever the letter case', async () => {
    injectWallet([testWallet])
    await loginAs(testWallet)
    useSessionStore.getState().setUser({ username: testWallet.address.toLowerCase() })
    const { router } = await renderApp('/my')
    const stop = startAccountWatch(router)
    await act(() => router.navigate('/assets'))
    await act(() => new Promise((r) => setTimeout(r, ACCOUNT_CHECK_DELAY_MS + 100)))
    expect(selectIsConnected(useSessionStore.getState())).toBe(true)
    expect(router.state.location.pathname).toBe('/assets')
    stop()
  })

  it('reacts at once to accountsChanged', async () => {
    const wallet = injectWallet([testWallet])
    await loginAs(testWallet)
    const { router } = await renderApp('/my')
    const stop = startAccountWatch(router)
    await screen.findByRole('button', { name: 'Disconnect wallet' })
    await act(async () => wallet.switchTo(other))
    await waitFor(() => expect(selectIsConnected(useSessionStore.getState())).toBe(false))
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    stop()
  })
})

describe('connect wallet', () => {
  it('requests the account, signs DAPP, logs in with the invite code and shows the account', async () => {
    const user = userEvent.setup()
    const wallet = injectWallet([testWallet])
    await renderApp('/home?code=NOPE00')
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByRole('link', { name: `Wallet ${testWallet.address}` })).toBeInTheDocument()
    expect(wallet.calls).toEqual(expect.arrayContaining(['eth_requestAccounts', 'personal_sign']))
    const session = useSessionStore.getState()
    expect(session.address).toBe(testWallet.address)
    expect(session.token).not.toBe('')
    expect(selectIsConnected(session)).toBe(true)
  })

  it('shows "Wallet signature failed" when the user refuses to sign, and stays disconnected', async () => {
    const user = userEvent.setup()
    injectWallet([testWallet], { rejectSignature: true })
    await renderApp('/home')
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    expect(await screen.findByText('Wallet signature failed')).toBeInTheDocument()
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeEnabled()
  })

  it('says no wallet was found, and what to do, when none appears within 3 s', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    await renderApp('/home')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3200)
    })
    expect(
      await screen.findByText("No wallet was found in this browser. Install or open a wallet app (MetaMask, Trust Wallet), or open this page in your wallet's browser, then connect again."),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy page link' })).toBeInTheDocument()
  })
})
