import type { Connect, ResolvedConfig, ViteDevServer } from 'vite'
import { unansweredMockCalls } from './unanswered-mock-calls'

/** The plugin's middleware, as the dev server would install it, with VITE_USE_MOCKS as given. */
function middleware(useMocks?: string): Connect.NextHandleFunction {
  const plugin = unansweredMockCalls()
  ;(plugin.configResolved as (config: ResolvedConfig) => void)({ env: { VITE_USE_MOCKS: useMocks } } as unknown as ResolvedConfig)
  let installed: Connect.NextHandleFunction | undefined
  ;(plugin.configureServer as (server: ViteDevServer) => void)({ middlewares: { use: (m: Connect.NextHandleFunction) => (installed = m) } } as unknown as ViteDevServer)
  return installed!
}

function call(handler: Connect.NextHandleFunction, method: string, url: string) {
  const headers: Record<string, string> = {}
  let body: string | undefined
  let passedOn = false
  const res = { setHeader: (k: string, v: string) => (headers[k] = v), end: (b: string) => (body = b) }
  handler({ method, url } as Connect.IncomingMessage, res as never, () => (passedOn = true))
  return { headers, body, passedOn }
}

describe('unanswered-mock-calls', () => {
  it('answers a business call the mock worker let through as a backend failure, in the envelope', () => {
    const { body, headers, passedOn } = call(middleware(), 'POST', '/adc/html/eto/10008.do')
    expect(passedOn).toBe(false)
    expect(headers['Content-Type']).toBe('application/json')
    expect(JSON.parse(body!)).toMatchObject({ respCode: '9999', respMsg: expect.stringContaining('mock backend did not answer') })
  })

  it('leaves every other request to the server', () => {
    expect(call(middleware(), 'GET', '/adc/html/eto/10008.do').passedOn).toBe(true)
    expect(call(middleware(), 'POST', '/src/main.tsx').passedOn).toBe(true)
  })

  it('stays out of the way when the mock is off (a real backend behind the dev server)', () => {
    expect(call(middleware('false'), 'POST', '/adc/html/eto/10008.do').passedOn).toBe(true)
  })

  it('serves the dev server and the preview only, never the build', () => {
    expect(unansweredMockCalls().apply).toBe('serve')
  })
})
