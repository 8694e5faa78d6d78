import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { concat, encodeBase58, getBytes, sha256, Wallet, type BaseWallet } from 'ethers'
import * as v from 'valibot'
import { LOGIN_MESSAGE, RESP_CODES } from '../../src/shared/api/contract/envelope'
import { TX_HASH_PATTERN, withdrawalFee } from '../../src/shared/api/contract/funds'
import { IDO_PHASES } from '../../src/shared/api/contract/ido'
import { loginModeOf, SIWE_STATEMENT, type LoginMode } from '../../src/shared/api/contract/login'
import { MARKET_LIST_CATEGORIES } from '../../src/shared/api/contract/market'
import { MACHINE_TYPES } from '../../src/shared/api/contract/mining'
import { CONTRACT } from '../../src/shared/api/contract/schemas'
import { decimal, decimalOrEmpty, isoTime } from '../../src/shared/api/contract/schemas/wire'
import { formatSiweMessage } from '../../src/shared/api/contract/siwe'
import type { GlobalConfig } from '../../src/shared/api/contract/config'
import type { FieldsOf } from '../../src/shared/api/contract/types'
import { withdrawAuthOf, type WithdrawAuthMode } from '../../src/shared/api/contract/withdraw-auth'
import { WITHDRAWAL_DOMAIN, WITHDRAWAL_TYPES } from '../../src/shared/api/contract/withdrawal-typed-data'
import { RPC, RPC_CODES, RPC_WRITES, type RpcCode, type RpcName } from '../../src/shared/api/rpc-codes'
import { add, compare, multiply } from '../../src/shared/lib/decimal'

// The conformance runner (`npm run contract:check -- --base-url URL`, docs/backend.md): a scripted
// session against a live backend, each answer checked against the schema the app checks it with
// (src/shared/api/contract/schemas), so "passes the runner" means "the app accepts these answers".
// It posts as the app does (rpc-client.ts) and follows the app's order: the start-up calls, a
// wallet login in the mode the config advertises, every read, the writes safe to repeat, and with
// --money the writes that spend. Lives under test/: the app never imports it.

/** Writes every run sends: harmless to repeat on a test account. */
export const SAFE_WRITES = {
  [RPC.setLanguage]: 'sets the language of server texts (start-up)',
  [RPC.visitReport]: 'counts one visit (start-up)',
  [RPC.loginNonce]: 'issues a single-use login nonce (login mode siwe only)',
  [RPC.login]: "opens a session for the run's wallet (a new user with a generated wallet)",
  [RPC.withdrawNonce]: 'issues a single-use withdrawal nonce (withdrawAuth eip712 only)',
} as const satisfies Partial<Record<RpcCode, string>>

/** Writes that move money or book a claim on it: only with --money, and best on a funded test account. */
export const MONEY_WRITES = {
  [RPC.submitDeposit]: 'reports a deposit of 1 with a made-up transaction hash (on a chain with `payment`: expects 3010)',
  [RPC.buyMachine]: 'buys one unit of the cheapest machine on sale',
  [RPC.idoSubscribe]: 'subscribes one token of the cheapest offering in progress',
  [RPC.stake]: "stakes a product's minimum",
  [RPC.redeemStake]: 'redeems a redeemable stake; with none, expects 3006 for the stake just made',
  [RPC.submitExchange]: "exchanges a pair's minimum",
  [RPC.placeOrder]: 'opens a market buy of the cheapest instrument at its minimum volume',
  [RPC.modifyOrder]: "clears that position's stops",
  [RPC.closeOrder]: 'closes that position',
  [RPC.submitWithdrawal]: "withdraws a rule's minimum to the wallet itself (signed when withdrawAuth is eip712)",
} as const satisfies Partial<Record<RpcCode, string>>

const SUCCESS_CODES: ReadonlySet<string> = new Set([RESP_CODES.success, RESP_CODES.successAlt])
const NAMES = Object.fromEntries(Object.entries(RPC).map(([name, code]) => [code, name])) as Record<RpcCode, RpcName>
/** The client gives up after 15 s (rpc-client.ts RPC_TIMEOUT_MS); a backend slower than that fails in the app too. */
const DEFAULT_TIMEOUT_MS = 15_000
const PAGE = { page: 1, size: 10 }
/** An id no backend issues, for the documented "not found" refusals. */
const UNKNOWN_ID = 'CONTRACTCHECK0'

export interface RunOptions {
  /** The site the app is served on, for the EIP-4361 domain and URI: `host[:port]` or an origin. Default: the base URL's. */
  site?: string
  /** Also send the writes that move money (MONEY_WRITES). */
  money?: boolean
  /** The language told with E0001 (the app sends the user's; the backend answers its texts in it). */
  language?: string
  /** The EIP-155 chain id a SIWE message and a signed withdrawal name. Default: the first payment chain of 00000, else 1. */
  chainId?: number
  /** Log in with this key (a funded test account) instead of a generated wallet. */
  privateKey?: string
  timeoutMs?: number
  /** Tests pass one that gets past their in-process MSW server. */
  fetch?: typeof fetch
}

/** Where an answer broke its schema: `data.list[0].price`, and how. */
export interface Problem {
  path: string
  message: string
}

export interface CallReport {
  /** What set this call apart from the code's other calls (`type=rent`, `without a session`). */
  label: string
  /** The form fields sent, `token` and `signature` left out. */
  fields: Record<string, string>
  ok: boolean
  /** One line: `ok`, the first problem, or the code answered. */
  detail: string
  respCode?: string
  respMsg?: string
  /** The documented refusal this call was sent to provoke. */
  expected?: string
  problems?: Problem[]
  /** Of an answer that fit: its optional fields left out, and those sent in a shape the app cannot read (optionalFieldsIn). */
  optional?: OptionalUse
  ms: number
}

export interface CodeReport {
  code: RpcCode
  name: RpcName
  status: 'ok' | 'miss' | 'skipped'
  /** Why the code was not called (status skipped), or why one of its calls was not (a refusal was checked, the answer's shape not). */
  skipped?: string
  calls: CallReport[]
  /** Optional fields every answer that fit left out, and those any sent unreadable: information, never a miss. */
  leftOut: string[]
  unreadable: string[]
}

export interface ContractReport {
  baseUrl: string
  site: string
  startedAt: string
  durationMs: number
  /** The run's wallet (generated unless a key was given). */
  wallet: string
  language: string
  money: boolean
  /** As 00000 advertised them (the app's reading of the answer). */
  loginMode: LoginMode
  withdrawAuth: WithdrawAuthMode
  chainId: number
  /** Optional fields of 00000's schema the answer left out (also in its code's `leftOut`): information, never a miss. Null when 00000 gave no object. */
  configLeftOut: string[] | null
  summary: { codes: number; ok: number; missed: number; skipped: number; calls: number }
  ok: boolean
  /** Every code of the RPC table, in its order. */
  codes: CodeReport[]
}

// ---------------------------------------------------------------------------------------------
// How answers are judged

// The wire's named formats, so a miss says "a decimal string" rather than a regular expression.
const NAMED_REQUIREMENTS = new Map<unknown, string>([
  [decimal.pipe[1].requirement, 'a decimal string'],
  [decimalOrEmpty.pipe[1].requirement, "a decimal string or ''"],
  [isoTime.pipe[1].requirement, 'an ISO 8601 time'],
])

function problemOf(issue: v.BaseIssue<unknown>): Problem {
  const path = `data${(issue.path ?? []).map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`)).join('')}`
  // valibot reports a missing key as an object issue that expected the key's name.
  if (issue.type === 'object' && issue.received === 'undefined' && issue.expected?.startsWith('"')) return { path, message: 'missing' }
  const named = NAMED_REQUIREMENTS.get(issue.requirement)
  if (named) return { path, message: `expected ${named}, got ${issue.received}` }
  if (issue.expected) return { path, message: `expected ${issue.expected}, got ${issue.received}` }
  return { path, message: issue.message }
}

/** What in `data` does not fit `schema`, or [] when it fits. */
export function problemsOf(schema: v.GenericSchema, data: unknown): Problem[] {
  const result = v.safeParse(schema, data)
  if (result.success) return []
  // A union answer (10069: a page, or one announcement) fails as one issue holding every branch's:
  // the branch that came closest says what is wrong.
  if (schema.type === 'union' && 'options' in schema && Array.isArray(schema.options)) {
    const branches = (schema.options as v.GenericSchema[]).map((option) => v.safeParse(option, data).issues ?? [])
    const closest = branches.reduce((best, issues) => (issues.length < best.length ? issues : best))
    if (closest.length > 0) return closest.map(problemOf)
  }
  return result.issues.map(problemOf)
}

/**
 * Unwraps what makes a schema optional, and says whether it was: v.optional and its kin, and
 * v.fallback (valibot puts the fallback in for an absent key, so the screen does without it).
 * Nullable is unwrapped too, to reach the fields inside, but a nullable field must still be sent.
 */
function unwrapOptional(schema: v.GenericSchema): { optional: boolean; inner: v.GenericSchema } {
  let inner = schema
  let optional = 'fallback' in inner
  while (['optional', 'exact_optional', 'nullish', 'undefinedable', 'nullable'].includes(inner.type) && 'wrapped' in inner) {
    if (inner.type !== 'nullable') optional = true
    inner = inner.wrapped as v.GenericSchema
    if ('fallback' in inner) optional = true
  }
  return { optional, inner }
}

const entriesOf = (schema: v.GenericSchema) => ('entries' in schema ? (schema.entries as Record<string, v.GenericSchema>) : undefined)
const itemOf = (schema: v.GenericSchema) => (schema.type === 'array' && 'item' in schema ? (schema.item as v.GenericSchema) : undefined)
const optionsOf = (schema: v.GenericSchema) => (schema.type === 'union' && 'options' in schema ? (schema.options as v.GenericSchema[]) : undefined)

/**
 * The optional fields of an answer schema, as paths (`contact`, `list[].deposit`, `record.deposit`):
 * objects, list items and every branch of a union, read from the schema itself, so a field made
 * optional there shows up here. docs/api.md names exactly these per code (api-doc.test.ts).
 */
export function optionalFieldsOf(schema: v.GenericSchema, prefix = ''): string[] {
  const options = optionsOf(schema)
  if (options) return [...new Set(options.flatMap((option) => optionalFieldsOf(option, prefix)))]
  const item = itemOf(schema)
  if (item) return optionalFieldsOf(unwrapOptional(item).inner, `${prefix}[].`)
  return Object.entries(entriesOf(schema) ?? {}).flatMap(([key, entry]) => {
    const { optional, inner } = unwrapOptional(entry)
    const at = `${prefix}${key}`
    return [...(optional ? [at] : []), ...optionalFieldsOf(inner, itemOf(inner) ? at : `${at}.`)]
  })
}

/** Whether a v.fallback schema would put its fallback in for `value`: sent, but not in a shape the app can read. */
function replacedByFallback(schema: v.GenericSchema, value: unknown): boolean {
  if (!('fallback' in schema)) return false
  let used = false
  // valibot calls the schema's `fallback` only when what it wraps refused the value.
  const probe = { ...schema, fallback: () => ((used = true), undefined) }
  probe['~run']({ value }, {})
  return used
}

/** What an answer did with its optional fields: those it left out, and those sent in a shape the app cannot read (their default stands in). */
export interface OptionalUse {
  leftOut: string[]
  unreadable: string[]
}

/**
 * The optional fields `value` leaves out, and those it sends unreadable, as optionalFieldsOf
 * names them. A list item's field counts as left out when no item has it (an empty list tells
 * nothing), and as unreadable when one item's is; a union answer is read by the branch it fits.
 */
export function optionalFieldsIn(schema: v.GenericSchema, value: unknown, prefix = ''): OptionalUse {
  const options = optionsOf(schema)
  if (options) return optionalFieldsIn(options.find((option) => v.is(option, value)) ?? options[0], value, prefix)
  const item = itemOf(schema)
  if (item) {
    const items = Array.isArray(value) ? value.filter((entry) => typeof entry === 'object' && entry !== null) : []
    if (items.length === 0) return { leftOut: [], unreadable: [] }
    const each = items.map((entry) => optionalFieldsIn(unwrapOptional(item).inner, entry, `${prefix}[].`))
    return {
      leftOut: each[0].leftOut.filter((path) => each.every((use) => use.leftOut.includes(path))),
      unreadable: [...new Set(each.flatMap((use) => use.unreadable))],
    }
  }
  const entries = entriesOf(schema)
  const use: OptionalUse = { leftOut: [], unreadable: [] }
  if (!entries || typeof value !== 'object' || value === null || Array.isArray(value)) return use
  const record = value as Record<string, unknown>
  for (const [key, entry] of Object.entries(entries)) {
    const { optional, inner } = unwrapOptional(entry)
    const at = `${prefix}${key}`
    if (record[key] === undefined) {
      if (optional) use.leftOut.push(at)
      continue
    }
    if (replacedByFallback(entry, record[key])) {
      use.unreadable.push(at)
      continue
    }
    const nested = optionalFieldsIn(inner, record[key], itemOf(inner) ? at : `${at}.`)
    use.leftOut.push(...nested.leftOut)
    use.unreadable.push(...nested.unreadable)
  }
  return use
}

/** The optional fields of an object schema that `value` leaves out, as paths (optionalFieldsIn). */
export function optionalFieldsLeftOut(schema: v.GenericSchema, value: unknown): string[] {
  return optionalFieldsIn(schema, value).leftOut
}

// ---------------------------------------------------------------------------------------------
// The session: posts as the app does and keeps every call's verdict

type Fields = Record<string, string | number | boolean | null | undefined>

/** rpc-client.ts `formBody`, which this must match byte for byte (a test compares them): sorted, null and undefined left out. */
export function formBody(form: Fields): string {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(form).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value !== null && value !== undefined) body.append(name, String(value))
  }
  return body.toString()
}

interface CallHow {
  label?: string
  /** A documented refusal: the call is ok when the backend answers exactly this code. */
  expect?: string
}

/** An answer: `data` as the schema lets it through (absent when it did not fit), `raw` as sent. */
interface Answer {
  ok: boolean
  data?: unknown
  raw: unknown
}

class Session {
  token = ''
  private readonly cookies = new Map<string, string>()
  private readonly calls = new Map<RpcCode, CallReport[]>()
  private readonly skips = new Map<RpcCode, string>()

  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch,
    private readonly timeoutMs: number,
  ) {}

  /** Typed by the contract map: the runner sends only the fields the app's call takes. */
  call<C extends RpcCode>(code: C, fields: FieldsOf<C>, how: CallHow = {}): Promise<Answer> {
    return this.send(code, fields as unknown as Fields, how)
  }

  /** A call the run could not make for want of something the backend owed it: a miss, though nothing was sent. */
  notSent(code: RpcCode, detail: string): void {
    const calls = this.calls.get(code) ?? []
    calls.push({ label: 'not sent', fields: {}, ok: false, detail: `not sent: ${detail}`, ms: 0 })
    this.calls.set(code, calls)
  }

  called(code: RpcCode): boolean {
    return this.calls.has(code)
  }

  skip(code: RpcCode, reason: string): void {
    if (!this.skips.has(code)) this.skips.set(code, reason)
  }

  private async send(code: RpcCode, fields: Fields, { label, expect }: CallHow): Promise<Answer> {
    const started = performance.now()
    const sent = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined).map(([k, value]) => [k, String(value)]))
    const shown = Object.fromEntries(Object.entries(sent).filter(([name]) => name !== 'signature'))
    const record = (verdict: Omit<CallReport, 'label' | 'fields' | 'ms'>, answer: Answer): Answer => {
      const calls = this.calls.get(code) ?? []
      calls.push({ label: label ?? labelOf(shown), fields: shown, ...verdict, ...(expect ? { expected: expect } : {}), ms: Math.round(performance.now() - started) })
      this.calls.set(code, calls)
      return answer
    }

    let status = 0
    let text: string
    try {
      // As rpc-client.ts posts: form-encoded, the token as a field, the XHR header. Cookies are
      // kept as the browser would (credentials: 'include'): a backend may keep its own session.
      const response = await this.fetchImpl(`${this.baseUrl}/adc/html/eto/${code}.do`, {
        method: 'POST',
        body: formBody({ ...fields, ...(this.token ? { token: this.token } : {}) }),
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
          ...(this.cookies.size ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      status = response.status
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';')
        const at = pair.indexOf('=')
        if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
      }
      text = await response.text()
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      return record({ ok: false, detail: timedOut ? `no answer within ${this.timeoutMs / 1000} s` : `no answer: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}` }, { ok: false, raw: undefined })
    }

    let payload: unknown
    try {
      payload = JSON.parse(text)
    } catch {
      return record({ ok: false, detail: `not JSON (HTTP ${status}): ${JSON.stringify(text.slice(0, 60))}` }, { ok: false, raw: undefined })
    }
    // The client's isEnvelope: an object whose respCode is a string or a number.
    const envelope = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null
    if (!envelope || (typeof envelope.respCode !== 'string' && typeof envelope.respCode !== 'number')) {
      return record({ ok: false, detail: `not an envelope { respCode, respMsg, data } (HTTP ${status})` }, { ok: false, raw: undefined })
    }
    const respCode = String(envelope.respCode)
    const respMsg = typeof envelope.respMsg === 'string' ? envelope.respMsg : ''
    const codes = { respCode, ...(respMsg ? { respMsg } : {}) }
    const said = `${respCode}${respMsg ? ` ${respMsg}` : ''}`

    if (expect) {
      if (respCode === expect) return record({ ok: true, detail: `refused with ${said}, as documented`, ...codes }, { ok: false, raw: envelope.data })
      const instead = SUCCESS_CODES.has(respCode) ? 'success' : said
      return record({ ok: false, detail: `answered ${instead} where ${expect} was expected`, ...codes }, { ok: false, raw: envelope.data })
    }
    if (!SUCCESS_CODES.has(respCode)) return record({ ok: false, detail: `answered ${said}`, ...codes }, { ok: false, raw: envelope.data })

    // The same schema the client checks the answer with (schemas/index.ts, checkAnswer).
    const schema = CONTRACT[code].data
    const problems = problemsOf(schema, envelope.data)
    if (problems.length > 0) {
      const more = problems.length > 1 ? ` (+${problems.length - 1} more)` : ''
      return record({ ok: false, detail: `${problems[0].path}: ${problems[0].message}${more}`, problems, ...codes }, { ok: false, raw: envelope.data })
    }
    return record({ ok: true, detail: 'ok', ...codes, optional: optionalFieldsIn(schema, envelope.data) }, { ok: true, data: v.parse(schema, envelope.data), raw: envelope.data })
  }

  codes(): CodeReport[] {
    return RPC_CODES.map((code) => {
      const calls = this.calls.get(code) ?? []
      const read = calls.flatMap((c) => (c.optional ? [c.optional] : []))
      // Left out by every answer read (a field one call's answer had is one the backend sends), unreadable in any.
      const leftOut = read.length ? read[0].leftOut.filter((path) => read.every((use) => use.leftOut.includes(path))) : []
      const base = { code, name: NAMES[code], calls, leftOut, unreadable: [...new Set(read.flatMap((use) => use.unreadable))] }
      const why = this.skips.get(code)
      if (calls.length === 0) return { ...base, status: 'skipped', skipped: why ?? 'not called' }
      return { ...base, status: calls.every((c) => c.ok) ? 'ok' : 'miss', ...(why ? { skipped: why } : {}) }
    })
  }
}

function labelOf(fields: Record<string, string>): string {
  return Object.entries(fields)
    .filter(([name]) => name !== 'message')
    .map(([name, value]) => `${name}=${value.length > 24 ? `${value.slice(0, 10)}…` : value}`)
    .join(' ')
}

// ---------------------------------------------------------------------------------------------
// Reading ids and figures out of earlier answers. The raw answer, so a code whose answer missed
// its schema still lends its ids to the codes after it.

type Row = Record<string, unknown>

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Row)[key] : undefined
}

function rows(value: unknown, key = 'list'): Row[] {
  const list = field(value, key)
  return Array.isArray(list) ? list.filter((item): item is Row => typeof item === 'object' && item !== null) : []
}

function text(value: unknown, key: string): string {
  const found = field(value, key)
  return typeof found === 'string' || typeof found === 'number' ? String(found) : ''
}

/** A decimal string, or undefined: what the figures are compared with. */
function amount(value: unknown, key: string): string | undefined {
  const found = text(value, key)
  return /^-?\d+(\.\d+)?$/.test(found) ? found : undefined
}

function cheapest<T>(items: T[], cost: (item: T) => string | undefined): T | undefined {
  let best: { item: T; cost: string } | undefined
  for (const item of items) {
    const figure = cost(item)
    if (figure !== undefined && (!best || compare(figure, best.cost) < 0)) best = { item, cost: figure }
  }
  return best?.item
}

/** The TRON address (base58check of 0x41 and the 20 bytes) of an EVM address: the same key on both chains. */
export function tronAddressOf(evmAddress: string): string {
  const payload = concat(['0x41', evmAddress])
  const checksum = getBytes(sha256(sha256(payload))).slice(0, 4)
  return encodeBase58(concat([payload, checksum]))
}

function firstCoin(chain: unknown): string {
  const coins = field(chain, 'coins')
  return Array.isArray(coins) && typeof coins[0] === 'string' ? coins[0] : ''
}

function randomTxHash(kind: string): string {
  const hex = randomBytes(32).toString('hex')
  return kind === 'evm' ? `0x${hex}` : hex
}

// ---------------------------------------------------------------------------------------------
// The scripted session

/** Runs the session against `baseUrl` (the app's VITE_API_BASE_URL) and reports every code. */
export async function runContractCheck(baseUrl: string, options: RunOptions = {}): Promise<ContractReport> {
  const startedAt = new Date()
  const base = baseUrl.replace(/\/+$/, '')
  const baseOrigin = new URL(base)
  const site = siteOf(options.site, baseOrigin)
  const language = options.language ?? 'en'
  const money = options.money ?? false
  const s = new Session(base, options.fetch ?? fetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  const wallet = options.privateKey ? new Wallet(options.privateKey) : Wallet.createRandom()

  // 1. Start-up, in the app's order (src/app/start-up.ts): the language first, then the config,
  // then the visit report (the app sends it on the production host only).
  await s.call(RPC.setLanguage, { lang: language })
  const config = await s.call(RPC.globalConfig, {})
  await s.call(RPC.visitReport, { code: 1 })

  // The modes as the app reads them: from the answer it accepted, else (a config that missed its
  // schema) from the raw answer, so the rest of the run still tries the right login.
  const accepted = config.data as GlobalConfig | undefined
  const loginMode: LoginMode = accepted ? loginModeOf(accepted) : field(field(config.raw, 'login'), 'mode') === 'siwe' ? 'siwe' : 'dapp'
  // The schema's reading of a raw mode: absent or `off` is off, anything else signed.
  const rawAuth = field(field(config.raw, 'withdrawAuth'), 'mode')
  const withdrawAuth: WithdrawAuthMode = accepted ? withdrawAuthOf(accepted) : rawAuth === undefined || rawAuth === 'off' ? 'off' : 'eip712'
  const chains = rows(config.raw, 'chains')
  const paymentChainId = chains.map((c) => field(field(c, 'payment'), 'chainId')).find((id): id is number => typeof id === 'number')
  const chainId = options.chainId ?? paymentChainId ?? 1
  const configLeftOut = typeof config.raw === 'object' && config.raw !== null ? optionalFieldsLeftOut(CONTRACT[RPC.globalConfig].data, config.raw) : null

  // 2. The login. First two refusals the client relies on: a session call without a session is
  // 500 (the client ends the session on it), and a signature by another wallet is 1002.
  await s.call(RPC.userInfo, {}, { label: 'without a session', expect: RESP_CODES.sessionExpired })
  const stranger = Wallet.createRandom()
  const signedText = async (signer: BaseWallet): Promise<{ signature: string; message?: string } | null> => {
    if (loginMode === 'dapp') return { signature: await signer.signMessage(LOGIN_MESSAGE) }
    const nonce = await s.call(RPC.loginNonce, { address: wallet.address })
    if (!nonce.ok) return null
    let message: string
    try {
      // The message the app's wallet signs (shared/wallet/login.ts), for the site given.
      message = formatSiweMessage({
        domain: site.host,
        address: wallet.address,
        statement: SIWE_STATEMENT,
        uri: site.origin,
        version: '1',
        chainId,
        nonce: text(nonce.data, 'nonce'),
        issuedAt: text(nonce.data, 'issuedAt'),
        expirationTime: text(nonce.data, 'expiresAt'),
      })
    } catch (error) {
      s.notSent(RPC.login, `no EIP-4361 message can be written for site ${site.host} (${(error as Error).message})`)
      return null
    }
    return { signature: await signer.signMessage(message), message }
  }
  const forged = await signedText(stranger)
  if (forged) await s.call(RPC.login, { address: wallet.address, ...forged }, { label: 'signed by another wallet', expect: RESP_CODES.signatureFailed })
  const signed = forged ? await signedText(wallet) : null
  if (signed) {
    const login = await s.call(RPC.login, { address: wallet.address, ...signed })
    s.token = text(login.data ?? login.raw, 'token')
  } else if (loginMode === 'siwe' && forged) s.notSent(RPC.login, 'the second 10004 answer gave no usable nonce')
  if (loginMode === 'dapp') s.skip(RPC.loginNonce, "00000 advertises the DAPP login: the nonce is the EIP-4361 login's")

  const session = s.token !== ''
  if (session) await signedIn(s, { wallet, money, chains, chainId, withdrawAuth, config: config.raw })
  else for (const code of RPC_CODES.filter((c) => !s.called(c))) s.skip(code, 'no session: the login failed')

  const codes = s.codes()
  const count = (status: CodeReport['status']) => codes.filter((c) => c.status === status).length
  const summary = { codes: codes.length, ok: count('ok'), missed: count('miss'), skipped: count('skipped'), calls: codes.reduce((n, c) => n + c.calls.length, 0) }
  return {
    baseUrl: base,
    site: site.origin,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    wallet: wallet.address,
    language,
    money,
    loginMode,
    withdrawAuth,
    chainId,
    configLeftOut,
    summary,
    ok: summary.missed === 0,
    codes,
  }
}

function siteOf(site: string | undefined, base: URL): { host: string; origin: string } {
  if (!site) return { host: base.host, origin: base.origin }
  if (site.includes('://')) {
    const url = new URL(site)
    return { host: url.host, origin: url.origin }
  }
  return { host: site, origin: `${base.protocol}//${site}` }
}

interface SignedIn {
  wallet: BaseWallet
  money: boolean
  chains: Row[]
  chainId: number
  withdrawAuth: WithdrawAuthMode
  config: unknown
}

async function signedIn(s: Session, { wallet, money, chains, chainId, withdrawAuth, config }: SignedIn): Promise<void> {
  // 3. The reads a screen makes, with the session (public reads then carry the user's marks too).
  await s.call(RPC.userInfo, {})
  const balances = await s.call(RPC.balances, {})
  const rules = await s.call(RPC.withdrawConfig, {})
  for (const chain of chains) {
    const coin = firstCoin(chain)
    if (text(chain, 'id') && coin) await s.call(RPC.depositAddress, { chain: text(chain, 'id'), coin })
  }
  if (chains.length === 0) s.skip(RPC.depositAddress, '00000 lists no chain')

  const machines: Row[] = []
  for (const type of MACHINE_TYPES) machines.push(...rows((await s.call(RPC.machineList, { type })).raw))
  const machine = machines.find((m) => text(m, 'id'))
  if (machine) await s.call(RPC.machineDetail, { id: text(machine, 'id') })
  else s.skip(RPC.machineDetail, '10020 lists no machine')
  await s.call(RPC.machineDetail, { id: UNKNOWN_ID }, { label: 'unknown id', expect: RESP_CODES.notFound })

  const offerings: Row[] = []
  for (const phase of IDO_PHASES) offerings.push(...rows((await s.call(RPC.idoList, { phase })).raw))
  const products = rows((await s.call(RPC.stakingProducts, {})).raw)

  const pairs = rows(config, 'pairs')
  const coins = field(config, 'coins')
  const pair = pairs[0] ? { from: text(pairs[0], 'quote'), to: text(pairs[0], 'base') } : Array.isArray(coins) && coins.length > 1 ? { from: String(coins[0]), to: String(coins[1]) } : undefined
  const rate = pair ? await s.call(RPC.exchangeQuote, { ...pair, amount: '' }, { label: `${pair.from}→${pair.to}, rate only` }) : undefined
  if (!pair) s.skip(RPC.exchangeQuote, '00000 names no pair and fewer than two coins')

  const instruments: Row[] = []
  for (const category of [...MARKET_LIST_CATEGORIES, 'all'] as const) {
    const list = rows((await s.call(RPC.marketList, { category })).raw)
    if (category === 'all') instruments.push(...list)
  }
  const symbol = text(instruments[0], 'symbol')
  if (symbol) await s.call(RPC.candles, { symbol, interval: '1h', limit: 100 })
  else s.skip(RPC.candles, '10060 lists no instrument')

  await s.call(RPC.invitation, PAGE)
  const news = rows((await s.call(RPC.announcements, PAGE)).raw)
  if (news[0] && text(news[0], 'id')) await s.call(RPC.announcements, { id: text(news[0], 'id') }, { label: 'one by id' })
  else s.skip(RPC.announcements, 'no announcement listed: one by id not checked')

  // A nonce is only issued, never spent: safe to ask on every run.
  if (withdrawAuth === 'eip712') await s.call(RPC.withdrawNonce, {})
  else s.skip(RPC.withdrawNonce, '00000 does not advertise withdrawAuth eip712')

  // 4. The writes that spend, opt-in.
  if (money) {
    await spend(s, { wallet, chains, chainId, withdrawAuth, balances: rows(balances.raw), rules: rows(rules.raw), machines, offerings, products, pair, rate: rate?.raw, instruments })
  } else {
    for (const code of Object.keys(MONEY_WRITES) as RpcCode[]) s.skip(code, 'moves money: only with --money')
  }

  // 5. The user's own lists, last: after --money they hold the records just made.
  await s.call(RPC.financeRecords, { type: '', coin: '', ...PAGE })
  await s.call(RPC.myMachines, { status: '', ...PAGE })
  await s.call(RPC.miningIncome, PAGE)
  for (const type of ['jointVenture', 'share'] as const) await s.call(RPC.participations, { type, ...PAGE })
  await s.call(RPC.idoPositions, PAGE)
  await s.call(RPC.stakingRecords, PAGE)
  const withdrawals = rows((await s.call(RPC.withdrawalRecords, PAGE)).raw)
  if (withdrawals[0] && text(withdrawals[0], 'id')) await s.call(RPC.withdrawalDetail, { id: text(withdrawals[0], 'id') })
  else s.skip(RPC.withdrawalDetail, 'the account has no withdrawal to read: run with --money')
  await s.call(RPC.withdrawalDetail, { id: UNKNOWN_ID }, { label: 'unknown id', expect: RESP_CODES.notFound })
  await s.call(RPC.exchangeRecords, PAGE)
  for (const scope of ['current', 'history'] as const) await s.call(RPC.orders, { scope, ...PAGE })
}

interface Spend {
  wallet: BaseWallet
  chains: Row[]
  chainId: number
  withdrawAuth: WithdrawAuthMode
  balances: Row[]
  rules: Row[]
  machines: Row[]
  offerings: Row[]
  products: Row[]
  pair: { from: string; to: string } | undefined
  rate: unknown
  instruments: Row[]
}

async function spend(s: Session, { wallet, chains, chainId, withdrawAuth, balances, rules, machines, offerings, products, pair, rate, instruments }: Spend): Promise<void> {
  const available = (coin: string) => amount(balances.find((b) => text(b, 'coin') === coin), 'available') ?? '0'
  const affords = (coin: string, cost: string | undefined) => cost !== undefined && compare(available(coin), cost) >= 0

  // A deposit report: on a chain the backend checks on-chain (`payment`), a made-up hash must be
  // refused (3010); elsewhere it is recorded as submitted, and a backend that watches the chain
  // never confirms it (the mock does, on its clock).
  const depositChain = chains.find((c) => field(c, 'payment') === undefined) ?? chains[0]
  const depositCoin = firstCoin(depositChain)
  if (depositChain && depositCoin) {
    const onChain = field(depositChain, 'payment') !== undefined
    const kind = text(depositChain, 'kind') in TX_HASH_PATTERN ? text(depositChain, 'kind') : 'evm'
    await s.call(
      RPC.submitDeposit,
      { chain: text(depositChain, 'id'), coin: depositCoin, amount: '1', txHash: randomTxHash(kind) },
      onChain ? { label: 'made-up hash on a payment chain', expect: RESP_CODES.paymentNotFound } : {},
    )
  } else s.skip(RPC.submitDeposit, '00000 lists no chain with a coin')

  const buyable = machines.filter((m) => text(m, 'phase') === 'inProgress' && field(m, 'soldOut') !== true && Number(field(m, 'remaining')) >= 1)
  const machine = cheapest(buyable, (m) => {
    const price = amount(m, 'price')
    const fee = amount(m, 'serviceFee')
    return price && fee ? add(price, fee) : undefined
  })
  if (machine) await s.call(RPC.buyMachine, { id: text(machine, 'id'), quantity: '1' })
  else s.skip(RPC.buyMachine, '10020 lists no machine on sale')

  const offering = cheapest(
    offerings.filter((o) => text(o, 'phase') === 'inProgress'),
    (o) => amount(o, 'price'),
  )
  if (offering) await s.call(RPC.idoSubscribe, { id: text(offering, 'id'), quantity: '1' })
  else s.skip(RPC.idoSubscribe, '10030 lists no offering in progress')

  const product = products.find((p) => text(p, 'coin') === 'USDT' && affords('USDT', amount(p, 'min'))) ?? products.find((p) => affords(text(p, 'coin'), amount(p, 'min'))) ?? products[0]
  const stake = product ? await s.call(RPC.stake, { productId: text(product, 'id'), amount: text(product, 'min') }) : undefined
  if (!product) s.skip(RPC.stake, '10035 lists no product')
  // Redeeming needs an expired stake: one the account already has, else the new one must be refused as not yet redeemable.
  const redeemable = rows((await s.call(RPC.stakingRecords, PAGE)).raw).find((r) => field(r, 'redeemable') === true)
  const newStake = text(field(stake?.raw, 'record'), 'id')
  if (redeemable) await s.call(RPC.redeemStake, { id: text(redeemable, 'id') })
  else if (newStake) await s.call(RPC.redeemStake, { id: newStake }, { label: 'the new stake, not expired', expect: RESP_CODES.notRedeemable })
  else s.skip(RPC.redeemStake, 'no stake to redeem')

  const minimum = amount(rate, 'min')
  if (pair && minimum) {
    const quote = await s.call(RPC.exchangeQuote, { ...pair, amount: minimum }, { label: `${pair.from}→${pair.to} ${minimum}` })
    const quoteId = text(field(quote.raw, 'quote'), 'id')
    if (quoteId) await s.call(RPC.submitExchange, { quoteId })
    else s.skip(RPC.submitExchange, '10055 gave no quote')
  } else s.skip(RPC.submitExchange, 'no pair with limits to exchange')

  const instrument = cheapest(instruments, (i) => {
    const volume = amount(i, 'minVolume')
    const ask = amount(i, 'ask')
    return volume && ask ? multiply(volume, ask, 8) : undefined
  })
  const order = instrument
    ? await s.call(RPC.placeOrder, { symbol: text(instrument, 'symbol'), side: 'buy', kind: 'market', volume: text(instrument, 'minVolume'), stopLoss: '', takeProfit: '' })
    : undefined
  const orderId = text(field(order?.raw, 'order'), 'id')
  if (orderId) {
    await s.call(RPC.modifyOrder, { id: orderId, stopLoss: '', takeProfit: '' })
    await s.call(RPC.closeOrder, { id: orderId })
  } else {
    if (!instrument) s.skip(RPC.placeOrder, '10060 lists no instrument with volume rules')
    s.skip(RPC.modifyOrder, 'no position was opened')
    s.skip(RPC.closeOrder, 'no position was opened')
  }

  await withdraw(s, { wallet, chains, chainId, withdrawAuth, rules, available })
}

async function withdraw(
  s: Session,
  { wallet, chains, chainId, withdrawAuth, rules, available }: Pick<Spend, 'wallet' | 'chains' | 'chainId' | 'withdrawAuth' | 'rules'> & { available: (coin: string) => string },
): Promise<void> {
  // To the wallet itself, on a chain the run can name an address of: EVM, or TRON (the same key).
  const routes = rules.flatMap((rule) => {
    const kind = text(
      chains.find((c) => text(c, 'id') === text(rule, 'chain')),
      'kind',
    )
    const min = amount(rule, 'min')
    if (!min || (kind !== 'evm' && kind !== 'tron')) return []
    const figures = { feeRate: text(rule, 'feeRate'), minFee: text(rule, 'minFee'), decimals: Number(field(rule, 'decimals')) }
    const fee = amount(figures, 'feeRate') && amount(figures, 'minFee') && Number.isInteger(figures.decimals) ? withdrawalFee(min, figures) : undefined
    if (!fee) return []
    return [{ coin: text(rule, 'coin'), chain: text(rule, 'chain'), address: kind === 'evm' ? wallet.address : tronAddressOf(wallet.address), amount: min, fee, kind }]
  })
  const covered = routes.filter((r) => compare(available(r.coin), add(r.amount, r.fee)) >= 0)
  const route = covered.find((r) => r.kind === 'evm') ?? covered[0] ?? routes[0]
  if (!route) {
    s.skip(RPC.submitWithdrawal, '10050 has no rule on a chain of 00000')
    return
  }
  const fields = { coin: route.coin, chain: route.chain, address: route.address, amount: route.amount }
  if (withdrawAuth !== 'eip712') {
    await s.call(RPC.submitWithdrawal, fields)
    return
  }
  // Signed as the app's wallet signs it (use-funds-submit.ts): the nonce's expiry is the deadline.
  const issued = await s.call(RPC.withdrawNonce, {}, { label: 'for the withdrawal' })
  const nonce = text(issued.raw, 'nonce')
  const deadline = Math.floor(Date.parse(text(issued.raw, 'expiresAt')) / 1000)
  if (!nonce || !Number.isFinite(deadline)) {
    s.skip(RPC.submitWithdrawal, 'no usable nonce from 10054')
    return
  }
  const message = { account: wallet.address, ...fields, fee: route.fee, nonce, deadline }
  const signature = await wallet.signTypedData({ ...WITHDRAWAL_DOMAIN, chainId }, { Withdrawal: [...WITHDRAWAL_TYPES.Withdrawal] }, message)
  await s.call(RPC.submitWithdrawal, { ...fields, nonce, deadline: String(deadline), chainId: String(chainId), signature })
}

// ---------------------------------------------------------------------------------------------
// Output

/** The lines the CLI prints: one per code, the optional config fields left out, the summary. */
export function formatReport(report: ContractReport, reportFile?: string): string[] {
  const lines = [
    `Contract check of ${report.baseUrl} (site ${report.site}; login ${report.loginMode}; withdrawals ${report.withdrawAuth === 'eip712' ? 'signed (eip712)' : 'by session'}; money writes ${report.money ? 'on' : 'off'}; wallet ${report.wallet})`,
    '',
  ]
  for (const code of report.codes) {
    const head = `${code.code.padEnd(7)}${code.name.padEnd(19)}`
    if (code.status === 'skipped') {
      lines.push(`${head}skipped: ${code.skipped}`)
      continue
    }
    if (code.status === 'ok') {
      const notes = [
        ...(code.calls.length > 1 ? [`${code.calls.length} calls`] : []),
        // A refusal proves the error code, not the answer's shape: say so rather than a bare ok.
        ...(code.calls.every((c) => c.expected) ? ['documented refusal only'] : []),
        ...(code.skipped ? [code.skipped] : []),
      ]
      lines.push(`${head}ok${notes.length ? ` (${notes.join('; ')})` : ''}`)
      continue
    }
    const missed = code.calls.filter((c) => !c.ok)
    const [first, ...others] = missed
    const where = code.calls.length > 1 && first.label ? ` [${first.label}]` : ''
    lines.push(`${head}MISS ${first.detail}${where}`)
    for (const other of others) lines.push(`${' '.repeat(26)}${other.detail}${other.label ? ` [${other.label}]` : ''}`)
  }
  lines.push('')
  if (report.configLeftOut === null) lines.push('00000 gave no configuration object: its optional fields are unknown.')
  else if (report.configLeftOut.length === 0) lines.push('00000 answers every optional field.')
  // Optional fields (docs/api.md "Optional answer fields"): information, not a miss; the app shows that part without them.
  for (const code of report.codes) {
    if (code.leftOut.length) lines.push(`${code.code} leaves out optional fields (information, not a miss: the app uses its defaults): ${code.leftOut.join(', ')}`)
    if (code.unreadable.length) lines.push(`${code.code} sends optional fields the app cannot read (information, not a miss: it uses its defaults instead): ${code.unreadable.join(', ')}`)
  }
  const { codes, ok, missed, skipped, calls } = report.summary
  lines.push(`${codes} codes: ${ok} ok, ${missed} missed, ${skipped} skipped; ${calls} calls in ${(report.durationMs / 1000).toFixed(1)} s.${reportFile ? ` Report: ${reportFile}` : ''}`)
  lines.push(report.ok ? 'The app accepts every answer it got.' : 'MISSED: the app refuses the answers marked MISS (or the backend refused the call).')
  return lines
}

const USAGE = `Usage: npm run contract:check -- --base-url URL [options]

  --base-url URL    the backend, as the app's VITE_API_BASE_URL (required)
  --site SITE       the site the app is served on, host[:port] or an origin, for the EIP-4361
                    message's domain and URI (default: the base URL's)
  --money           also send the writes that move money (buy, subscribe, stake, exchange,
                    order, withdraw, deposit report): use a funded test account
  --report FILE     the JSON report (default: contract-report.json)
  --lang CODE       the language told with E0001 (default: en)
  --chain-id N      the chain id a SIWE message and a signed withdrawal name
                    (default: the first payment chain of 00000, else 1)
  --timeout MS      per call (default: 15000, the app's)

  CONTRACT_WALLET_KEY (env): a test account's private key to log in with instead of a new wallet.`

export interface MainIo {
  fetch?: typeof fetch
  log?: (line: string) => void
  cwd?: string
  env?: Readonly<Record<string, string | undefined>>
}

/** The CLI: parses `argv`, runs, prints, writes the report; resolves the exit code (0: every code ok, 1: a miss, 2: bad usage or the run could not start). */
export async function main(argv: readonly string[], io: MainIo = {}): Promise<number> {
  const log = io.log ?? ((line: string) => console.log(line))
  let values: ReturnType<typeof parse>
  try {
    values = parse(argv)
  } catch (error) {
    log(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (values.help) {
    log(USAGE)
    return 0
  }
  const baseUrl = values['base-url']
  const chainId = values['chain-id'] === undefined ? undefined : Number(values['chain-id'])
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout)
  const invalid = !baseUrl ? '--base-url is required' : !URL.canParse(baseUrl) ? `--base-url ${baseUrl} is not a URL` : chainId !== undefined && !(Number.isSafeInteger(chainId) && chainId > 0) ? '--chain-id must be a whole number from 1' : timeoutMs !== undefined && !(timeoutMs > 0) ? '--timeout must be a positive number of milliseconds' : null
  if (invalid || !baseUrl) {
    log(`${invalid}\n\n${USAGE}`)
    return 2
  }
  const env = io.env ?? process.env
  let report: ContractReport
  try {
    report = await runContractCheck(baseUrl, {
      money: values.money,
      ...(values.site ? { site: values.site } : {}),
      ...(values.lang ? { language: values.lang } : {}),
      ...(chainId !== undefined ? { chainId } : {}),
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      ...(env.CONTRACT_WALLET_KEY ? { privateKey: env.CONTRACT_WALLET_KEY } : {}),
      ...(io.fetch ? { fetch: io.fetch } : {}),
    })
  } catch (error) {
    // The runner's own failure (a key that is no key, a site that is no URL): not the backend's miss.
    log(`The contract check could not run: ${(error as Error).message}`)
    return 2
  }
  // npm runs scripts in the package's folder; INIT_CWD is where the command was typed.
  const file = path.resolve(io.cwd ?? env.INIT_CWD ?? process.cwd(), values.report ?? 'contract-report.json')
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
  for (const line of formatReport(report, file)) log(line)
  return report.ok ? 0 : 1
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      'base-url': { type: 'string' },
      site: { type: 'string' },
      money: { type: 'boolean', default: false },
      report: { type: 'string' },
      lang: { type: 'string' },
      'chain-id': { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values
}

/** Every write of the RPC table is one of the two kinds above (a test holds the table to it). */
export function unclassifiedWrites(): RpcCode[] {
  const classified = new Set<string>([...Object.keys(SAFE_WRITES), ...Object.keys(MONEY_WRITES)])
  return [...RPC_WRITES].filter((code) => !classified.has(code))
}
