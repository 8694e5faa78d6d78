import { delay, http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { RESP_CODES } from '@/shared/api/contract/envelope'
import type { DataOf } from '@/shared/api/contract/types'
import type { RpcCode } from '@/shared/api/rpc-codes'

// One-off answers of the mock backend for page tests, keyed on RPC.x like the app and the mock,
// so a test says which call it bends instead of spelling the URL. Each helper returns an MSW
// handler for server.use(...); test/setup.ts resets them after every test. A handler returning
// undefined lets the call through to the next handler, and in the end to the real mock.

/** The URL pattern of one business call: POST /adc/html/eto/{code}.do on any host. */
export const rpcUrl = (code: RpcCode) => `*/adc/html/eto/${code}.do`

/**
 * How a call fails: a dropped connection, or an error envelope. respCode defaults to 9999, a code
 * with no meaning to the client, which just shows respMsg.
 */
export type Failure = 'network' | { respCode?: string; respMsg: string }

interface Timing {
  /** Every call waits this long first (not only the failing one), so a test sees the loading state or taps again while a call is in flight. */
  delay?: number
}

function failure(how: Failure) {
  if (how === 'network') return HttpResponse.error()
  return HttpResponse.json({ respCode: how.respCode ?? '9999', respMsg: how.respMsg })
}

/** The first call to `code` fails as told; later calls reach the mock (or the next handler): for error-then-retry tests. */
export function failOnce(code: RpcCode, how: Failure, { delay: ms }: Timing = {}) {
  let calls = 0
  return http.post(rpcUrl(code), async () => {
    calls += 1
    if (ms) await delay(ms)
    return calls === 1 ? failure(how) : undefined
  })
}

/** Every call to `code` fails as told. */
export function fail(code: RpcCode, how: Failure) {
  return http.post(rpcUrl(code), () => failure(how))
}

/**
 * Every call to `code` succeeds with `data` in the envelope, or with what `data` makes of the
 * call's form fields. Typed by the contract: a test's made-up answer must be one the app accepts.
 */
export function answer<C extends RpcCode>(code: C, data: DataOf<C> | ((fields: Record<string, string>) => DataOf<C>)) {
  return answerAnything(code, data)
}

/** Every call to `code` succeeds with whatever `data` is, malformed or not: for the tests of answers checked at the door. */
export function answerAnything(code: RpcCode, data: unknown) {
  return http.post(rpcUrl(code), async ({ request }) => {
    const body = typeof data === 'function' ? (data as (fields: Record<string, string>) => unknown)(Object.fromEntries(new URLSearchParams(await request.text()))) : data
    return HttpResponse.json({ respCode: RESP_CODES.success, respMsg: 'success', data: body })
  })
}

/**
 * The form fields of every call to `code` the backend receives from now on, in order (calls that
 * another handler answers included). It listens to the server's events rather than adding a
 * handler, so it sees every call whichever handlers the test adds before or after it.
 */
export function captureFields(code: RpcCode): Record<string, string>[] {
  const calls: Record<string, string>[] = []
  const record = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(`/${code}.do`)) calls.push(Object.fromEntries(new URLSearchParams(await request.clone().text())))
  }
  server.events.on('request:start', record)
  // Events outlive server.resetHandlers(): stop listening when the test ends.
  onTestFinished(() => server.events.removeListener('request:start', record))
  return calls
}
