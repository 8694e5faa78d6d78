import { http, HttpResponse } from 'msw'
import { createRouter } from '@/shared/router'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { useSessionStore } from '@/shared/stores/session-store'
import { answerAnything, fail, rpcUrl } from '@test/rpc'
import { runStartUp } from './start-up'

function recordCalls() {
  const calls: { code: string; body: URLSearchParams; headers: Headers }[] = []
  server.events.on('request:start', async ({ request }) => {
    const code = /\/eto\/(\w+)\.do$/.exec(new URL(request.url).pathname)?.[1]
    if (code) calls.push({ code, body: new URLSearchParams(await request.clone().text()), headers: request.headers })
  })
  return calls
}

const router = () => createRouter({ resolve: () => ({ Page: () => null }), element: null, errorElement: () => null, initialEntries: ['/'] })

afterEach(() => {
  server.events.removeAllListeners()
  vi.unstubAllEnvs()
})

describe('start-up calls', () => {
  it('fetches the config into globalConfig and posts the language; no visit report off the production host', async () => {
    useSessionStore.getState().setLanguage('fr')
    const calls = recordCalls()
    await runStartUp(router())
    expect(calls.map((c) => c.code).sort()).toEqual(['00000', 'E0001'])
    expect(calls.find((c) => c.code === 'E0001')!.body.get('lang')).toBe('fr')
    expect(calls[0].headers.get('x-requested-with')).toBe('XMLHttpRequest')
    expect(calls[0].headers.get('content-type')).toContain('application/x-www-form-urlencoded')
    expect(useSessionStore.getState().globalConfig.serviceContract).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('keeps a config of only the field the spec shows, serviceContract, with the stated defaults for the rest', async () => {
    server.use(answerAnything(RPC.globalConfig, { serviceContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' }))
    await runStartUp(router())
    expect(useSessionStore.getState().globalConfig).toEqual({ serviceContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', chains: [], coins: [], pairs: [] })
  })

  it('sends the visit report with code=1 only on the production host', async () => {
    vi.stubEnv('VITE_PRODUCTION_HOST', window.location.host)
    const calls = recordCalls()
    await runStartUp(router())
    const visit = calls.find((c) => c.code === '10001')
    expect(visit?.body.get('code')).toBe('1')
  })

  it('runs a call lost to a dropped network again when the network returns', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    server.use(fail(RPC.globalConfig, 'network'))
    let done = false
    const run = runStartUp(router()).then(() => (done = true))
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledWith('Start-up call failed', expect.anything()))
    expect(done).toBe(false)
    expect(useSessionStore.getState().globalConfig).toEqual({})
    server.resetHandlers()
    online.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await run
    expect(useSessionStore.getState().globalConfig.serviceContract).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('never blocks the app when a start-up call fails', async () => {
    server.use(http.post(rpcUrl(RPC.globalConfig), () => HttpResponse.text('<html>down</html>')))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(runStartUp(router())).resolves.toBeUndefined()
    expect(useSessionStore.getState().globalConfig).toEqual({})
  })
})
