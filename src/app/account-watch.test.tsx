import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { injectTronWallet, injectWallet } from '@test/injected-wallet'
import { loginAs, otherWallet as other, renderApp, testWallet, tronOtherAccount, tronTestAccount } from '@test/render-app'
import { injectedProvider } from '@/shared/wallet/provider'
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
      await screen.findByText("No wallet was found in this browser. Install or open a wallet app (MetaMask, Trust Wallet, TronLink), or open this page in your wallet's browser, then connect again."),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy page link' })).toBeInTheDocument()
  })
})

describe('a TRON wallet (TronLink, Trust on TRON)', () => {
  afterEach(() => {
    delete window.tron
    delete window.tronLink
    delete window.tronWeb
  })

  async function connect() {
    const user = userEvent.setup()
    const view = await renderApp('/home')
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }))
    return { user, ...view }
  }

  it.each(['tip1193', 'tronLink', 'tronWeb'] as const)('signs in with its T address (%s), signing DAPP with signMessageV2', async (face) => {
    const wallet = injectTronWallet([tronTestAccount], { face })
    await connect()
    expect(await screen.findByRole('link', { name: `Wallet ${tronTestAccount.address}` })).toBeInTheDocument()
    expect(wallet.calls).toContain('signMessageV2')
    expect(useSessionStore.getState()).toMatchObject({ address: tronTestAccount.address, walletType: 'tron', user: { username: tronTestAccount.address } })
  })

  it('says to unlock TronLink when the wallet answers nothing (locked), and stays disconnected', async () => {
    injectTronWallet([tronTestAccount], { face: 'tronLink', locked: true })
    await connect()
    expect(await screen.findByText('Your TRON wallet is locked or has no account yet. Unlock TronLink (or your wallet app), then connect again.')).toBeInTheDocument()
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
  })

  it.each(['tip1193', 'tronLink'] as const)('says the request was rejected when the user refuses to connect (%s)', async (face) => {
    injectTronWallet([tronTestAccount], { face, rejectConnect: true })
    await connect()
    expect(await screen.findByText('The request was rejected in your wallet')).toBeInTheDocument()
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
  })

  it('says the request was rejected when the user refuses to sign', async () => {
    injectTronWallet([tronTestAccount], { rejectSignature: true })
    await connect()
    expect(await screen.findByText('The request was rejected in your wallet')).toBeInTheDocument()
    expect(selectIsConnected(useSessionStore.getState())).toBe(false)
  })

  it('lets the user choose when an EVM and a TRON wallet are both there; the TRON session offers no EVM wallet', async () => {
    injectWallet([testWallet])
    injectTronWallet([tronTestAccount])
    const { user } = await connect()
    const sheet = await screen.findByRole('dialog', { name: 'Choose a wallet' })
    expect(sheet).toHaveTextContent('Ethereum and EVM chains')
    await user.click(within(sheet).getByRole('button', { name: /TRON/ }))
    expect(await screen.findByRole('link', { name: `Wallet ${tronTestAccount.address}` })).toBeInTheDocument()
    // window.ethereum is there, but it is not this session's wallet: no EVM payment is offered.
    expect(injectedProvider()).toBeUndefined()
  })

  it.each(['tip1193', 'tronLink'] as const)("ends the session when the wallet's account changes (%s), at once", async (face) => {
    const wallet = injectTronWallet([tronTestAccount, tronOtherAccount], { face })
    const { router } = await connect()
    await screen.findByRole('link', { name: `Wallet ${tronTestAccount.address}` })
    const stop = startAccountWatch(router)
    await act(async () => wallet.switchTo(tronOtherAccount))
    await waitFor(() => expect(selectIsConnected(useSessionStore.getState())).toBe(false))
    expect(await screen.findByText('The wallet account was switched. Please reconnect.')).toBeInTheDocument()
    stop()
  })

  it('waits for a wallet that fills in its account a moment after the page loads, and keeps the session', async () => {
    await loginAs(testWallet)
    useSessionStore.setState({ address: tronTestAccount.address, walletType: 'tron', user: { ...(useSessionStore.getState().user as object), username: tronTestAccount.address } })
    injectTronWallet([tronTestAccount], { face: 'tronLink', accountAfterMs: 1_000 })
    const { router } = await renderApp('/my')
    const stop = startAccountWatch(router)
    await act(() => router.navigate('/assets'))
    await act(() => new Promise((r) => setTimeout(r, ACCOUNT_CHECK_DELAY_MS + 1_300)))
    expect(selectIsConnected(useSessionStore.getState())).toBe(true)
    expect(router.state.location.pathname).toBe('/assets')
    stop()
  })

  it('keeps the session after a navigation while the same account is selected, and finds the wallet again after a reload', async () => {
    const wallet = injectTronWallet([tronTestAccount, tronOtherAccount], { face: 'tronLink' })
    await connect()
    await screen.findByRole('link', { name: `Wallet ${tronTestAccount.address}` })
    // A new page with the session kept: the wallet is found again, not remembered.
    const { rememberWalletChoice } = await import('@/shared/wallet/provider')
    rememberWalletChoice(null)
    const { router } = await renderApp('/my')
    const stop = startAccountWatch(router)
    await act(() => router.navigate('/assets'))
    await act(() => new Promise((r) => setTimeout(r, ACCOUNT_CHECK_DELAY_MS + 200)))
    expect(selectIsConnected(useSessionStore.getState())).toBe(true)
    expect(router.state.location.pathname).toBe('/assets')
    // Found again and listened to: another account ends the session.
    await act(async () => wallet.switchTo(tronOtherAccount))
    await waitFor(() => expect(selectIsConnected(useSessionStore.getState())).toBe(false))
    stop()
  })
})
