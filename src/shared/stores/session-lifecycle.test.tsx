import { act, screen, waitFor } from '@testing-library/react'
import { queryClient } from '@/shared/api/query-client'
import { server } from '@/mocks/node'
import { userKey } from '@/shared/api/queries'
import { injectedProvider, rememberWalletChoice, type Eip1193Provider } from '@/shared/wallet/provider'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { loginAs, otherWallet, renderApp, testWallet } from '@test/render-app'
import { endSession, type SessionEndReason } from './session-lifecycle'
import { defaultSession, selectIsConnected, SESSION_STORAGE_KEY, useSessionStore, type SessionState } from './session-store'

// Every ending of a session forgets the same things and keeps the invite code; only the message differs.

const MESSAGES: Record<SessionEndReason, string> = {
  disconnected: 'Wallet disconnected',
  accountSwitched: 'The wallet account was switched. Please reconnect.',
  expired: 'Session expired, please connect your wallet again',
}

describe.each(Object.keys(MESSAGES) as SessionEndReason[])('a session ended as %s', (reason) => {
  it('forgets address, token, user, info, the chosen wallet and the cached user data; keeps the code and the rest', async () => {
    await loginAs()
    useSessionStore.getState().setChartType('area')
    const chosen: Eip1193Provider = { request: async () => [] }
    rememberWalletChoice({ id: 'io.other', name: 'Other wallet', provider: chosen })
    const { router } = await renderApp('/my?code=K9')
    expect(await screen.findByText('Direct referrals')).toBeInTheDocument()
    expect(queryClient.getQueryData(userKey('info'))).toBeDefined()

    const askedAfter: string[] = []
    server.events.on('request:start', ({ request }) => askedAfter.push(new URL(request.url).pathname))
    act(() => endSession(reason))

    const s = useSessionStore.getState()
    expect(selectIsConnected(s)).toBe(false)
    expect({ address: s.address, token: s.token, user: s.user, info: s.info }).toEqual({ address: '', token: '', user: [], info: [] })
    expect(s.chartType).toBe('area')
    expect(s.language).toBe('en')
    expect(injectedProvider()).not.toBe(chosen)
    // Nothing of the old user is kept (a screen still mounted holds an empty entry, and asks nothing).
    expect(queryClient.getQueriesData({ queryKey: userKey() }).map(([, data]) => data)).toEqual(expect.not.arrayContaining([expect.anything()]))
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(router.state.location.search).toBe('?code=K9')
    expect(await screen.findByText(MESSAGES[reason])).toBeInTheDocument()
    // The page still on display did not ask for the old user's data without a token.
    expect(askedAfter.filter((p) => p.endsWith('/10003.do'))).toEqual([])
    server.events.removeAllListeners()
  })
})

it('a 500 for a visitor changes nothing and says nothing', async () => {
  await renderApp('/home')
  act(() => endSession('expired'))
  const { address, token, user, info } = defaultSession()
  expect(useSessionStore.getState()).toMatchObject({ address, token, user, info })
  expect(screen.queryByText(MESSAGES.expired)).not.toBeInTheDocument()
})

describe('a session changed in another tab', () => {
  /** What another tab of the app writes to `map` (its endSession or startSession), and the event the browser then fires here. */
  function anotherTabWrites(change: Partial<SessionState>): void {
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{"version":1}') as { state?: object; version: number }
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...stored, state: { ...stored.state, ...change } }))
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY, storageArea: localStorage })))
  }
  const ended = { address: '', token: '', user: [], info: [] } satisfies Partial<SessionState>

  /** A login made by another tab: the backend knows its token, this tab has not stored it. */
  async function loginElsewhere(wallet = testWallet): Promise<Partial<SessionState>> {
    const data = await rpc(RPC.login, { address: wallet.address, signature: await wallet.signMessage(LOGIN_MESSAGE) })
    return { address: wallet.address, token: data.token, user: data.user, info: data.info, walletType: 'metamask' }
  }

  afterEach(() => server.events.removeAllListeners())

  it('ends here when it ended there: forgotten as by its own ending, the cached user data gone, home with the code, said', async () => {
    await loginAs()
    const chosen: Eip1193Provider = { request: async () => [] }
    rememberWalletChoice({ id: 'io.other', name: 'Other wallet', provider: chosen })
    const { router } = await renderApp('/my?code=K9')
    expect(await screen.findByText('Direct referrals')).toBeInTheDocument()
    expect(queryClient.getQueryData(userKey('info'))).toBeDefined()
    const askedAfter: string[] = []
    server.events.on('request:start', ({ request }) => askedAfter.push(new URL(request.url).pathname))

    anotherTabWrites(ended)

    expect(useSessionStore.getState()).toMatchObject(ended)
    expect(injectedProvider()).not.toBe(chosen)
    expect(queryClient.getQueriesData({ queryKey: userKey() }).map(([, data]) => data)).toEqual(expect.not.arrayContaining([expect.anything()]))
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(router.state.location.search).toBe('?code=K9')
    expect(await screen.findByText(MESSAGES.disconnected)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()
    expect(askedAfter.filter((p) => p.endsWith('/10003.do'))).toEqual([])
  })

  it.each([
    ['expired', MESSAGES.expired],
    ['accountSwitched', MESSAGES.accountSwitched],
    ['disconnected', MESSAGES.disconnected],
  ] as const)('says why it ended there: %s', async (reason, message) => {
    await loginAs()
    await renderApp('/my')
    expect(await screen.findByText('Direct referrals')).toBeInTheDocument()

    // What that tab's endSession writes: its reason with the session's token, then the ended session.
    localStorage.setItem('sessionEnded', JSON.stringify({ reason, token: useSessionStore.getState().token }))
    anotherTabWrites(ended)

    expect(await screen.findByText(message)).toBeInTheDocument()
    for (const other of Object.values(MESSAGES).filter((m) => m !== message)) expect(screen.queryByText(other)).not.toBeInTheDocument()
  })

  it("says 'disconnected' when the reason kept is an older session's", async () => {
    await loginAs()
    await renderApp('/my')
    expect(await screen.findByText('Direct referrals')).toBeInTheDocument()

    localStorage.setItem('sessionEnded', JSON.stringify({ reason: 'expired', token: 'an-older-session' }))
    anotherTabWrites(ended)

    expect(await screen.findByText(MESSAGES.disconnected)).toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.expired)).not.toBeInTheDocument()
  })

  it('shows a login made there, and this tab asks with its token', async () => {
    const { router } = await renderApp('/home')
    expect(await screen.findByRole('button', { name: 'Connect wallet' })).toBeInTheDocument()

    anotherTabWrites(await loginElsewhere())

    expect(await screen.findByRole('link', { name: `Wallet ${testWallet.address}` })).toBeInTheDocument()
    await act(() => router.navigate('/my'))
    expect(await screen.findByText('Direct referrals')).toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.disconnected)).not.toBeInTheDocument()
  })

  it('an ending this tab saw for its older session takes the login another tab stored meanwhile instead', async () => {
    await loginAs(testWallet)
    await renderApp('/my')
    expect(await screen.findByText('Direct referrals')).toBeInTheDocument()
    // The other tab's login is in `map` (and its wallet kept), but its storage event has not come yet.
    const newer = await loginElsewhere(otherWallet)
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state: object; version: number }
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...stored, state: { ...stored.state, ...newer } }))
    localStorage.setItem('walletChoice', 'io.other')

    // A 500 for this tab's old token, say.
    act(() => endSession('expired'))

    expect(useSessionStore.getState()).toMatchObject({ token: newer.token, address: otherWallet.address })
    expect(localStorage.getItem('walletChoice')).toBe('io.other')
    expect(await screen.findByRole('link', { name: `Wallet ${otherWallet.address}` })).toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.expired)).not.toBeInTheDocument()
  })

  it('shows another account signed in there with nothing of the one before, and says no ending', async () => {
    await loginAs(testWallet)
    const { router } = await renderApp('/my')
    expect(await screen.findByText('Direct referrals')).toBeInTheDocument()

    anotherTabWrites(await loginElsewhere(otherWallet))

    expect(queryClient.getQueriesData({ queryKey: userKey() }).map(([, data]) => data)).toEqual(expect.not.arrayContaining([expect.anything()]))
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(await screen.findByRole('link', { name: `Wallet ${otherWallet.address}` })).toBeInTheDocument()
    expect(screen.queryByText(MESSAGES.disconnected)).not.toBeInTheDocument()
  })
})
