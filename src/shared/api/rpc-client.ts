import { useSessionStore } from '@/shared/stores/session-store'
import { RESP_CODES, type Envelope } from './contract/envelope'
import type { DataOf, FieldsOf } from './contract/types'
import { RpcError } from './errors'
import { isWrite, RPC, type RpcCode } from './rpc-codes'
import { endSession } from '@/shared/stores/session-lifecycle'
import { checkAnswer } from './contract/schemas'

// The one HTTP client of the app. Every business call goes through `rpc()` below; feature api/
// modules wrap it in functions and are the only places that spell codes and fields. Field and
// answer types come from the contract map (contract/schemas/index.ts), and every answer's `data` is
// checked against its schema here, at the door: a malformed answer is one clear error
// ("service request failed"), never a half-shown screen.

export const RPC_TIMEOUT_MS = 15_000
const SUCCESS_CODES: ReadonlySet<string> = new Set([RESP_CODES.success, RESP_CODES.successAlt])

/** Form fields. Amounts travel as decimal strings (never floats); numbers are for ids, pages and counts. */
type RpcFields = Readonly<Record<string, string | number | boolean | null | undefined>>

/** Code C's fields, optional when it takes none, then the options. */
type RpcArgs<C extends RpcCode> = object extends FieldsOf<C>
  ? [fields?: FieldsOf<C>, options?: RpcOptions]
  : [fields: FieldsOf<C>, options?: RpcOptions]

export interface RpcOptions {
  /** Milliseconds before giving up; default 15 s. */
  timeout?: number
  /** Aborts the call (rejects with kind 'canceled'). A call with a signal is never shared. */
  signal?: AbortSignal
}

const baseURL = String(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')

// The browser's fetch, not axios: a form POST with a timeout is all the app asks of its HTTP
// client, and axios cost 21 KB gzip and its evaluation on the way to every screen's first answer.
const REQUEST_HEADERS = {
  'X-Requested-With': 'XMLHttpRequest',
  'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
}

/** The parsed JSON body of a POST to business code `code`, or undefined when the body is not JSON. */
async function post(code: string, body: string, signal: AbortSignal): Promise<unknown> {
  // Resolved against the page, so a relative base works in the browser and in the test DOM alike.
  const url = new URL(`${baseURL}/adc/html/eto/${code}.do`, globalThis.location?.href)
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers: REQUEST_HEADERS,
    // Cookies too: the real backend may keep its own session next to the token field.
    credentials: 'include',
    signal,
  })
  // The envelope, not the HTTP status, says whether a call worked: an HTML error page with any
  // status ends as "service request failed" in unwrap().
  const text = await response.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

// Identical reads in flight share one request: two components asking for the same list on one
// screen cost one round trip. Keyed on code + the exact form body (token included). A read sent
// before a write may answer what the write changed, so a write that settles ends the sharing: a
// read asked after it (the balances fetched again after a purchase) sends its own request.
const inFlight = new Map<string, Promise<unknown>>()

/**
 * Call business code `code` with form `fields`; resolves the response's `data`.
 * Rejects with an RpcError (see errors.ts). Never retries: a repeated write could buy twice, and a
 * failed read is the user's to retry from the screen.
 */
export function rpc<C extends RpcCode>(code: C, ...[fields, options = {}]: RpcArgs<C>): Promise<DataOf<C>> {
  const token = useSessionStore.getState().token
  // The contract's field types are plain records of strings and numbers.
  const body = formBody({ ...(fields as RpcFields | undefined), ...(token ? { token } : {}) })
  if (code === RPC.setLanguage) return tellLanguage(String((fields as RpcFields | undefined)?.lang), body, options).request as Promise<DataOf<C>>

  if (isWrite(code)) return send<C>(code, body, options).finally(() => inFlight.clear())
  if (options.signal) return send<C>(code, body, options)

  // The body is sorted, so it is also the sharing key: the same fields in any order, one request;
  // with the language, since the answer's texts are in it.
  const key = `${code}?${body}@${useSessionStore.getState().language}`
  const pending = inFlight.get(key)
  if (pending) return pending as Promise<DataOf<C>>
  const request = send<C>(code, body, options).finally(() => {
    if (inFlight.get(key) === request) inFlight.delete(key)
  })
  inFlight.set(key, request)
  return request
}

/**
 * The request body: form-encoded, fields sorted, null and undefined left out. The fields are flat
 * (strings, numbers, booleans), so the browser's URLSearchParams encodes them as qs did, without
 * qs' 15 KB gzip on the way to every screen's first answer (a space travels as '+', which every
 * form decoder reads as a space).
 */
export function formBody(form: RpcFields): string {
  const body = new URLSearchParams()
  // Code-unit order, not localeCompare: the first localeCompare sets up a collator, a long task
  // on a phone in the middle of the first call, and field names are plain ASCII.
  for (const [name, value] of Object.entries(form).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value !== null && value !== undefined) body.append(name, String(value))
  }
  return body.toString()
}

// The backend writes every text for people (names, announcements, refusals) in the language last
// set with E0001, one language per client (docs/api.md). So a call waits until the backend has
// been told the app's language: start-up and a language switch tell it, and the first call after
// a switch (or after an E0001 lost on the way) tells it first itself. A failure does not hold the
// call back: its answer comes in the backend's fallback language.
let told: { lang: string; request: Promise<unknown>; settled: Promise<unknown>; answered: Promise<unknown> } | undefined

/** Tell the backend `lang` (E0001), unless it was told that already. */
function tellLanguage(lang: string, body: string, options: RpcOptions): NonNullable<typeof told> {
  if (told?.lang === lang) return told
  // One at a time and after the reads in flight, so a backend cannot take two out of order and a
  // read asked in one language is not answered in the next.
  const before = Promise.allSettled([told?.settled, ...inFlight.values()])
  let markAnswered = () => {}
  const answered = new Promise<void>((resolve) => (markAnswered = resolve))
  const request = before.then(() => send(RPC.setLanguage, body, options, markAnswered)).finally(() => inFlight.clear())
  const settled = request.catch((error: unknown) => {
    // A lost call is told again by the next one; a refusal (a language it does not know) stands.
    if (told?.settled === settled && !(error instanceof RpcError && error.kind === 'server')) told = undefined
  })
  void settled.then(markAnswered)
  told = { lang, request, settled, answered }
  return told
}

/**
 * Once the backend has answered the language call (or it failed): the backend has taken the
 * language then, so the calls after it go at once.
 */
function untilLanguageTold(): Promise<unknown> {
  const { language, token } = useSessionStore.getState()
  return tellLanguage(language, formBody({ lang: language, ...(token ? { token } : {}) }), {}).answered
}

/**
 * Tell the backend the app's language now, ahead of the first call: a deep link's page asks for
 * its data right after its first paint, and would otherwise wait a round trip for this first.
 */
export function tellLanguageNow(): void {
  void untilLanguageTold()
}

/** `promise`, unless `signal` aborts first. */
function unlessAborted(promise: Promise<unknown>, signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', reject)
    void promise.then(resolve)
  })
}

/**
 * The key of data that holds text the backend writes for people (machine, instrument and chain
 * names, announcements), in the app's language: the backend answers in the language it was told
 * (above), so after a switch the screens on view ask again, showing their skeleton rather
 * than the old language, and switching back finds the first language's answers still cached. The
 * language goes last, so a key prefix still invalidates every language.
 */
export function inLanguage<const K extends readonly unknown[]>(key: K): readonly [...K, string] {
  return [...key, useSessionStore.getState().language]
}

/** Forget which language the backend was told: for tests, whose mock backend starts afresh each time. */
export function forgetToldLanguage(): void {
  told = undefined
}

/** `answered` hears when the backend's answer (or the transport's failure) is in, before it is checked. */
async function send<C extends RpcCode>(code: C, body: string, options: RpcOptions, answered?: () => void): Promise<DataOf<C>> {
  // One timer for the whole call: it tells a timeout from the caller's abort, and it also covers
  // the call's wait for E0001.
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, options.timeout ?? RPC_TIMEOUT_MS)
  const forwardAbort = () => controller.abort()
  options.signal?.addEventListener('abort', forwardAbort)
  if (options.signal?.aborted) controller.abort()

  let payload: unknown
  try {
    // Telling the language goes at once; every other call after it.
    if (code !== RPC.setLanguage) await unlessAborted(untilLanguageTold(), controller.signal)
    const posted = post(code, body, controller.signal)
    if (answered) void posted.then(answered, answered)
    payload = await posted
  } catch {
    throw transportError(timedOut, controller.signal.aborted)
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', forwardAbort)
  }
  const data = unwrap(payload, new URLSearchParams(body).get('token') ?? '')
  const checked = checkAnswer(code, data)
  if (checked.ok) return checked.data as DataOf<C>
  // A warning, not an error: the screen shows its own error state; this says which field broke.
  console.warn(`[rpc] ${code}: the answer does not fit its schema`, checked.problems)
  throw RpcError.client('bad-response')
}

/** The envelope's `data`, or the error it reports; `sentWith` is the token the request carried ('' for none). */
function unwrap(payload: unknown, sentWith: string): unknown {
  if (!isEnvelope(payload)) throw RpcError.client('bad-response')
  const respCode = String(payload.respCode)
  if (SUCCESS_CODES.has(respCode)) return payload.data
  // A 500 says the token it was sent with is over, not whichever is current now: a request sent
  // before a new login (here or in another tab) must not end the session that login made.
  if (respCode === RESP_CODES.sessionExpired && useSessionStore.getState().token === sentWith) endSession('expired')
  throw RpcError.server(respCode, typeof payload.respMsg === 'string' ? payload.respMsg : undefined)
}

function isEnvelope(payload: unknown): payload is Envelope {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false
  const code = (payload as { respCode?: unknown }).respCode
  // Some backends send the code as a number; '500' and 500 mean the same.
  return typeof code === 'string' || typeof code === 'number'
}

function transportError(timedOut: boolean, canceled: boolean): RpcError {
  if (timedOut) return RpcError.client('timeout')
  if (canceled) return RpcError.client('canceled')
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return RpcError.client('offline')
  return RpcError.client('network')
}
