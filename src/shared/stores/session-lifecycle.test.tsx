import { act, screen, waitFor } from '@testing-library/react'
import { queryClient } from '@/shared/api/query-client'
import { server } from '@/mocks/node'
import { userKey } from '@/shared/api/queries'
import { injectedProvider, rememberWalletChoice, type Eip1193Provider } from '@/shared/wallet/provider'
import { loginAs, renderApp } from '@test/render-app'
import { endSession, type SessionEndReason } from './session-lifecycle'
import { defaultSession, selectIsConnected, useSessionStore } from './session-store'

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
