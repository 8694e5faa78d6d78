import { delay, http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { useSessionStore } from '@/shared/stores/session-store'
import { RpcError } from './errors'
import { formBody, rpc as typedRpc, tellLanguageNow, type RpcOptions } from './rpc-client'
import { setSessionEndedNavigation } from '@/shared/stores/session-lifecycle'
import { RPC, RPC_CODES, type RpcCode } from './rpc-codes'
import { CONTENT } from '@/mocks/content'

// The client's own mechanics (sharing, envelopes, errors) with any fields: the contract's types are not what is tested here.
const rpc = typedRpc as (code: RpcCode, fields?: Record<string, unknown>, options?: RpcOptions) => Promise<unknown>

// The envelope cases of spec section 8, asserted on what the backend receives and what callers get.

const RPC_URL = '*/adc/html/eto/:code.do'

/** Answer every business call with `body`, counting the requests that reach the backend. */
function answerWith(body: unknown) {
  const seen: { code: string; fields: Record<string, string> }[] = []
  server.use(
    http.post(RPC_URL, async ({ request, params }) => {
      seen.push({ code: String(params.code), fields: Object.fromEntries(new URLSearchParams(await request.text())) })
      return HttpResponse.json(body as never)
    }),
  )
  return seen
}

async function rejection(promise: Promise<unknown>): Promise<RpcError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(RpcError)
  return error as RpcError
}

// The backend is told the app's language before the first call (see 'the backend language' below);
// told up front, every other test sees one request per call.
beforeEach(async () => {
  await typedRpc(RPC.setLanguage, { lang: 'en' })
})

afterEach(() => {
  setSessionEndedNavigation(null)
  vi.useRealTimers()
})

describe('rpc envelope', () => {
  it('resolves data on 00000 (the real mock global config)', async () => {
    const config = await typedRpc(RPC.globalConfig)
    expect(config.serviceContract).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })

  it('resolves data on 1001 too', async () => {
    answerWith({ respCode: '1001', respMsg: 'ok', data: { list: [{ coin: 'USDT', available: '12.5', frozen: '0', total: '12.5', price: '1' }] } })
    await expect(rpc(RPC.balances)).resolves.toEqual({ list: [{ coin: 'USDT', available: '12.5', frozen: '0', total: '12.5', price: '1' }] })
  })

  it('rejects any other code with the server message', async () => {
    answerWith({ respCode: '2001', respMsg: 'Insufficient USDT balance' })
    const error = await rejection(rpc(RPC.stake, { amount: '10' }))
    expect(error).toMatchObject({ kind: 'server', code: '2001', respMsg: 'Insufficient USDT balance' })
  })

  it('keeps a translation key when the server sends no message', async () => {
    answerWith({ respCode: '2001', respMsg: '' })
    const error = await rejection(rpc(RPC.balances))
    expect(error.respMsg).toBeUndefined()
    expect(error.messageKey).toBe('common.error.requestFailed')
  })

  it('on 500 clears address, token, user and info and calls the expired handler', async () => {
    useSessionStore.setState({
      address: '0xabc',
      token: 'stale-token',
      user: { username: '0xabc' },
      info: { directCount: 1 },
      chartType: 'area',
    })
    const onExpired = vi.fn()
    setSessionEndedNavigation(onExpired)

    // The real mock answers 500 to an unknown token.
    const error = await rejection(rpc(RPC.userInfo))

    expect(error).toMatchObject({ kind: 'server', code: '500', isSessionExpired: true })
    const s = useSessionStore.getState()
    expect([s.address, s.token, s.user, s.info]).toEqual(['', '', [], []])
    expect(s.chartType).toBe('area') // only the wallet session goes
    expect(onExpired).toHaveBeenCalledTimes(1)
  })

  it('on a 500 to a request sent with an older token, keeps the session that is current now', async () => {
    const signedIn = { address: '0xabc', user: { username: '0xabc' }, info: { directCount: 1 } }
    useSessionStore.setState({ ...signedIn, token: 'old-token' })
    const onExpired = vi.fn()
    setSessionEndedNavigation(onExpired)
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const sentWith: string[] = []
    server.use(
      http.post(RPC_URL, async ({ request }) => {
        sentWith.push(new URLSearchParams(await request.text()).get('token') ?? '')
        await answered
        return HttpResponse.json({ respCode: '500', respMsg: 'Session expired' })
      }),
    )

    const call = rejection(rpc(RPC.userInfo))
    await vi.waitFor(() => expect(sentWith).toEqual(['old-token']))
    // While it is on its way, a new login (in this tab or another) makes a new session.
    useSessionStore.setState({ ...signedIn, token: 'new-token' })
    answer()

    expect(await call).toMatchObject({ kind: 'server', code: '500' })
    expect(useSessionStore.getState()).toMatchObject({ ...signedIn, token: 'new-token' })
    expect(onExpired).not.toHaveBeenCalled()

    // A 500 to the current token still ends it.
    await rejection(rpc(RPC.userInfo))
    expect(useSessionStore.getState()).toMatchObject({ address: '', token: '', user: [], info: [] })
    expect(onExpired).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['an HTML page', () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['a JSON string', () => HttpResponse.json('ok')],
    ['a JSON array', () => HttpResponse.json([1, 2])],
    ['JSON null', () => HttpResponse.json(null)],
    ['an object without respCode', () => HttpResponse.json({ data: 1 })],
  ])('rejects %s with "service request failed"', async (_, answer) => {
    server.use(http.post(RPC_URL, answer))
    const error = await rejection(rpc(RPC.globalConfig))
    expect(error).toMatchObject({ kind: 'bad-response', messageKey: 'common.error.serviceFailed' })
  })

  it('gives up after the timeout', async () => {
    server.use(
      http.post(RPC_URL, async () => {
        await delay(2_000)
        return HttpResponse.json({ respCode: '00000', respMsg: 'ok' })
      }),
    )
    const error = await rejection(rpc(RPC.globalConfig, {}, { timeout: 50 }))
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'common.error.timeout' })
  })

  it('times out after 15 s by default', async () => {
    vi.useFakeTimers()
    server.use(http.post(RPC_URL, () => delay('infinite')))
    let settled = false
    const call = rejection(rpc(RPC.globalConfig)).finally(() => (settled = true))

    await vi.advanceTimersByTimeAsync(14_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await call).toMatchObject({ kind: 'timeout', code: 'TIMEOUT' })
  })

  it('tells a network failure from being offline', async () => {
    server.use(http.post(RPC_URL, () => HttpResponse.error()))
    expect(await rejection(rpc(RPC.globalConfig))).toMatchObject({ kind: 'network', messageKey: 'common.error.network' })

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(await rejection(rpc(RPC.globalConfig))).toMatchObject({ kind: 'offline', messageKey: 'common.error.offline' })
  })

  it('rejects with kind canceled when the caller aborts', async () => {
    server.use(http.post(RPC_URL, () => delay('infinite')))
    const controller = new AbortController()
    const call = rpc(RPC.globalConfig, {}, { signal: controller.signal })
    controller.abort()
    expect(await rejection(call)).toMatchObject({ kind: 'canceled' })
  })
})

describe('answers checked at the door', () => {
  const balance = { coin: 'USDT', available: '1', frozen: '0', total: '1', price: '1' }
  it.each([
    ['no data', undefined],
    ['null', null],
    ['a string', 'x'],
    ['an empty array', []],
    ['a list that is not one', { list: 'x' }],
    ['a list of empty objects', { list: [{}, {}] }],
    ['a number where a decimal string belongs', { list: [{ ...balance, available: 12.5 }] }],
    ['an amount that is not a decimal', { list: [{ ...balance, available: 'NaN' }] }],
  ])('turns %s into "service request failed", naming the code and the path', async (_, data) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    answerWith({ respCode: '00000', respMsg: 'ok', data })
    const error = await rejection(rpc(RPC.balances))
    expect(error).toMatchObject({ kind: 'bad-response', messageKey: 'common.error.serviceFailed' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('10008'), expect.any(Array))
  })

  // Every code but the two whose answer carries nothing the app reads (the language and visit reports).
  it.each(RPC_CODES.filter((code) => code !== RPC.setLanguage && code !== RPC.visitReport))('refuses a malformed answer to %s', async (code) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    answerWith({ respCode: '00000', respMsg: 'ok', data: { list: [{}], id: 1 } })
    expect(await rejection(rpc(code))).toMatchObject({ kind: 'bad-response', messageKey: 'common.error.serviceFailed' })
  })

  it('leaves out a config chain or coin the client cannot use, and keeps the rest of the config', async () => {
    const tron = { id: 'TRC20', name: 'TRON (TRC20)', addressPrefix: 'T', kind: 'tron', coins: ['USDT'] }
    const config = { serviceContract: '0x5E70B2c3a1d4f6E8b9c0d1E2F3a4B5c6D7e8f9A0', pairs: [], contact: { email: 'a@b.c', telegram: '@eto' }, promo: { maxApr: '12' } }
    const chains = [tron, { ...tron, id: 'SOL', kind: 'solana' }, { ...tron, id: 'EMPTY', coins: [] }, 'x']
    answerWith({ respCode: '00000', respMsg: 'ok', data: { ...config, chains, coins: ['USDT', ''], login: { mode: 'passkey' } } })
    await expect(typedRpc(RPC.globalConfig)).resolves.toEqual({ ...config, chains: [tron], coins: ['USDT'], login: { mode: 'dapp' } })
  })

  it('names the field that broke', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    answerWith({ respCode: '00000', respMsg: 'ok', data: { list: [balance, { ...balance, available: 12.5 }] } })
    await rejection(rpc(RPC.balances))
    expect(warn.mock.calls[0]?.[1]).toEqual([expect.stringMatching(/^list\.1\.available: /)])
  })

  it('passes only the fields the contract names', async () => {
    answerWith({ respCode: '00000', respMsg: 'ok', data: { list: [{ ...balance, extra: 'dropped' }], more: 1 } })
    await expect(rpc(RPC.balances)).resolves.toEqual({ list: [balance] })
  })
})

describe('rpc request', () => {
  it('posts a form body with the token field, the XHR header and credentials', async () => {
    useSessionStore.setState({ token: 'tok-123' })
    let received: Request | undefined
    let body = ''
    server.use(
      http.post(RPC_URL, async ({ request }) => {
        received = request
        body = await request.text()
        return HttpResponse.json({ respCode: '00000', respMsg: 'ok', data: null })
      }),
    )

    await rpc(RPC.visitReport, { coin: 'USDT', amount: '100.50', days: 30, note: undefined, memo: null })

    expect(received?.url).toMatch(/\/adc\/html\/eto\/10001\.do$/)
    expect(received?.method).toBe('POST')
    expect(received?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded')
    expect(received?.headers.get('X-Requested-With')).toBe('XMLHttpRequest')
    expect(received?.credentials).toBe('include')
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ coin: 'USDT', amount: '100.50', days: '30', token: 'tok-123' })
  })

  it('encodes the form with its fields sorted, null and undefined left out, and every character a form decoder reads back', () => {
    const form = { z: 'a b&c=d+é中', amount: '0.10', id: 7, agreed: true, none: null, gone: undefined, empty: '' }
    const body = formBody(form)
    expect(body).toBe('agreed=true&amount=0.10&empty=&id=7&z=a+b%26c%3Dd%2B%C3%A9%E4%B8%AD')
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ agreed: 'true', amount: '0.10', empty: '', id: '7', z: 'a b&c=d+é中' })
  })

  it('sends no token field when logged out', async () => {
    const seen = answerWith({ respCode: '00000', respMsg: 'ok' })
    await rpc(RPC.visitReport)
    expect(seen[0]?.fields).toEqual({})
  })

  it('shares identical reads in flight, and only while in flight', async () => {
    const seen = answerWith({ respCode: '00000', respMsg: 'ok', data: { list: [], page: 1, size: 10, total: 0, hasMore: false } })

    const [a, b] = await Promise.all([rpc(RPC.orders, { status: 'open', page: 1 }), rpc(RPC.orders, { page: 1, status: 'open' })])
    expect(seen).toHaveLength(1)
    expect(a).toEqual({ list: [], page: 1, size: 10, total: 0, hasMore: false })
    expect(b).toBe(a)

    await Promise.all([rpc(RPC.orders, { status: 'open' }), rpc(RPC.orders, { status: 'closed' })])
    expect(seen).toHaveLength(3) // different fields, different requests

    await rpc(RPC.orders, { status: 'open', page: 1 })
    expect(seen).toHaveLength(4) // settled calls are not cached
  })

  it('never shares a read sent before a write with a read asked after it', async () => {
    // The balances are read, a purchase settles while that read is still on its way, and the
    // balances are asked again: the second read must reach the backend after the purchase.
    let available = '14688'
    const seen: string[] = []
    server.use(
      http.post(RPC_URL, async ({ params }) => {
        const code = String(params.code)
        seen.push(code)
        if (code === RPC.buyMachine) {
          available = '0'
          return HttpResponse.json({ respCode: '00000', respMsg: 'ok', data: {} })
        }
        const answer = { list: [{ coin: 'USDT', available, frozen: '0', total: available, price: '1' }] }
        await delay(50)
        return HttpResponse.json({ respCode: '00000', respMsg: 'ok', data: answer })
      }),
    )
    const before = rpc(RPC.balances)
    await rpc(RPC.buyMachine, { id: 'M101', quantity: '3' }).catch(() => undefined)
    const after = (await rpc(RPC.balances)) as { list: { available: string }[] }
    expect(seen).toEqual([RPC.balances, RPC.buyMachine, RPC.balances])
    expect(after.list[0]?.available).toBe('0')
    expect(((await before) as { list: { available: string }[] }).list[0]?.available).toBe('14688')
  })

  it('never shares writes', async () => {
    const seen = answerWith({ respCode: '00000', respMsg: 'ok' })
    await Promise.all([rpc(RPC.visitReport, { code: 1 }), rpc(RPC.visitReport, { code: 1 })])
    expect(seen).toHaveLength(2)
  })

  it('does not retry a failed write', async () => {
    const seen = answerWith({ respCode: '2001', respMsg: 'nope' })
    await rejection(rpc(RPC.buyMachine, { machineId: 'M1' }))
    expect(seen).toHaveLength(1)
  })
})

describe('the backend language', () => {
  /** Every request the backend receives, in order, as `code` or `code:lang`. */
  function recordRequests() {
    const seen: string[] = []
    const record = async ({ request }: { request: Request }) => {
      const code = /\/eto\/(\w+)\.do$/.exec(new URL(request.url).pathname)?.[1] ?? ''
      const lang = new URLSearchParams(await request.clone().text()).get('lang')
      seen.push(lang ? `${code}:${lang}` : code)
    }
    server.events.on('request:start', record)
    onTestFinished(() => server.events.removeListener('request:start', record))
    return seen
  }

  /** E0001 answers only when `release` is called; `pending` says which other calls had started by then. */
  function holdLanguageCall() {
    const started: string[] = []
    const count = ({ request }: { request: Request }) => void started.push(new URL(request.url).pathname)
    server.events.on('request:start', count)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/adc/html/eto/E0001.do', async () => {
        await held
        return undefined
      }),
    )
    onTestFinished(() => {
      release()
      server.events.removeListener('request:start', count)
    })
    return { release: () => release(), startedBesides: () => started.filter((p) => !p.endsWith('/E0001.do')) }
  }

  it("tells the backend the app's language before the first call after a switch, once for calls made together, and sends them once it has answered", async () => {
    const seen = recordRequests()
    const hold = holdLanguageCall()
    useSessionStore.setState({ language: 'ja' })
    const calls = Promise.all([typedRpc(RPC.marketList, { category: 'gold' }), typedRpc(RPC.globalConfig)])
    await vi.waitFor(() => expect(seen).toEqual(['E0001:ja']))
    // Both calls wait while E0001 is unanswered (the transport, loaded by then, would send them at once).
    await expect(vi.waitFor(() => expect(hold.startedBesides()).not.toEqual([]), { timeout: 300 })).rejects.toThrow()
    hold.release()
    const [quotes] = await calls
    expect(seen.slice(1).sort()).toEqual(['00000', '10060'])
    expect(quotes.list.find((q) => q.symbol === 'XAUUSD')?.name).toBe(CONTENT.ja.texts.Gold)
  })

  it('tells it once when the app tells it itself too (start-up, a language switch)', async () => {
    const seen = recordRequests()
    useSessionStore.setState({ language: 'ar' })
    await Promise.all([typedRpc(RPC.globalConfig), typedRpc(RPC.setLanguage, { lang: 'ar' })])
    expect(seen.sort()).toEqual(['00000', 'E0001:ar'])
  })

  it('tells it ahead of the first call when asked to (a deep link, while its page loads), and the call does not wait to tell it again', async () => {
    const seen = recordRequests()
    useSessionStore.setState({ language: 'ko' })
    tellLanguageNow()
    await vi.waitFor(() => expect(seen).toEqual(['E0001:ko']))
    await typedRpc(RPC.globalConfig)
    tellLanguageNow()
    expect(seen).toEqual(['E0001:ko', '00000'])
  })

  it('never shares a read asked in one language with the same read asked in the next', async () => {
    const seen = recordRequests()
    const english = typedRpc(RPC.marketList, { category: 'gold' })
    useSessionStore.setState({ language: 'fr' })
    const french = typedRpc(RPC.marketList, { category: 'gold' })
    const [en, fr] = await Promise.all([english, french])
    // The French call is told after the English read is answered, so that one stays English.
    expect(seen).toEqual(['10060', 'E0001:fr', '10060'])
    expect(en.list[0].name).toBe('Gold')
    expect(fr.list[0].name).toBe(CONTENT.fr.texts.Gold)
  })

  it('lets the call through when telling is lost on the way, and tells again before the next call', async () => {
    const seen = recordRequests()
    server.use(http.post('*/adc/html/eto/E0001.do', () => HttpResponse.error(), { once: true }))
    useSessionStore.setState({ language: 'fr' })
    await typedRpc(RPC.globalConfig)
    await typedRpc(RPC.globalConfig)
    expect(seen).toEqual(['E0001:fr', '00000', 'E0001:fr', '00000'])
  })

  it('does not tell again a language the backend refused', async () => {
    const seen = recordRequests()
    server.use(http.post('*/adc/html/eto/E0001.do', () => HttpResponse.json({ respCode: '1003', respMsg: 'unsupported language' })))
    useSessionStore.setState({ language: 'th' })
    await typedRpc(RPC.globalConfig)
    await typedRpc(RPC.globalConfig)
    expect(seen).toEqual(['E0001:th', '00000', '00000'])
  })

  it('gives up a call whose wait for the language outlasts its timeout or its caller', async () => {
    holdLanguageCall()
    useSessionStore.setState({ language: 'ko' })
    expect(await rejection(rpc(RPC.globalConfig, {}, { timeout: 50 }))).toMatchObject({ kind: 'timeout' })
    const controller = new AbortController()
    const call = rpc(RPC.globalConfig, {}, { signal: controller.signal })
    controller.abort()
    expect(await rejection(call)).toMatchObject({ kind: 'canceled' })
  })
})
