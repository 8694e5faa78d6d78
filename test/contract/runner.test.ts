// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bypass } from 'msw'
import { decodeBase58, toBeHex } from 'ethers'
import * as v from 'valibot'
import { createMockHttpServer } from '@/mocks/server'
import { CONTRACT } from '@/shared/api/contract/schemas'
import { formBody as clientFormBody } from '@/shared/api/rpc-client'
import { RPC, RPC_CODES, RPC_WRITES } from '@/shared/api/rpc-codes'
import { checkAddress } from '@/shared/wallet/address'
import { freePort } from '../free-port'
import { formBody, main, MONEY_WRITES, optionalFieldsIn, optionalFieldsLeftOut, optionalFieldsOf, problemsOf, SAFE_WRITES, tronAddressOf, unclassifiedWrites, type ContractReport } from './runner'

// The conformance runner against the mock backend over a real socket: the mock answers every code
// as the app accepts it, and a server that breaks the contract is caught, each break with its path.
// The runner's requests pass the in-process MSW server (test/setup.ts) with `bypass`, so they
// really reach the socket, and the broken server's answers are not replaced by the mock's.

const fetchPast: typeof fetch = (input, init) => fetch(bypass(input instanceof Request ? input : String(input), init))

let dir = ''
const closers: (() => Promise<void>)[] = []

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'contract-check-'))
})

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()))
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function listen(server: Server): Promise<string> {
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${port}`
}

/** Runs the CLI's main in process: its exit code, what it printed and the report it wrote. */
async function check(args: string[]): Promise<{ exit: number; lines: string[]; report: ContractReport }> {
  const lines: string[] = []
  const file = path.join(dir, `report-${Math.random().toString(36).slice(2)}.json`)
  const exit = await main([...args, '--report', file], { fetch: fetchPast, log: (line) => lines.push(line), env: {} })
  return { exit, lines, report: JSON.parse(readFileSync(file, 'utf8')) as ContractReport }
}

const lineOf = (lines: string[], code: string) => lines.find((line) => line.startsWith(`${code} `)) ?? ''
const statusOf = (report: ContractReport) => Object.fromEntries(report.codes.map((c) => [c.code, c.status]))

describe('the mock backend passes the conformance runner', () => {
  it('answers every code as the app accepts it: the safe run, then every write with EIP-4361 and signed withdrawals', async () => {
    const base = await listen(createMockHttpServer())

    const safe = await check(['--base-url', base])
    expect(safe.exit).toBe(0)
    expect(safe.report.ok).toBe(true)
    expect(safe.report.loginMode).toBe('dapp')
    // Without --money the writes that spend are left out, and the nonces of modes not advertised.
    const leftOut = [...Object.keys(MONEY_WRITES), RPC.loginNonce, RPC.withdrawNonce].sort()
    expect(safe.report.codes.filter((c) => c.status === 'skipped').map((c) => c.code).sort()).toEqual(leftOut)
    expect(safe.report.codes.filter((c) => c.status !== 'skipped').every((c) => c.status === 'ok')).toBe(true)
    expect(lineOf(safe.lines, RPC.buyMachine)).toContain('skipped: moves money: only with --money')
    // The seed's config has no withdrawal mode: information, not a miss.
    expect(safe.report.configLeftOut).toContain('withdrawAuth')
    expect(safe.lines.join('\n')).toMatch(/00000 leaves out optional fields .*withdrawAuth/)

    // The modes the backend can advertise, switched through the mock's controls.
    for (const [control, mode] of [
      ['login-mode', 'siwe'],
      ['withdraw-auth', 'eip712'],
    ]) {
      const res = await fetchPast(`${base}/__mock/${control}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode }) })
      expect(res.status).toBe(200)
    }
    const full = await check(['--base-url', base, '--money'])
    expect(full.report).toMatchObject({ ok: true, loginMode: 'siwe', withdrawAuth: 'eip712', money: true })
    expect(full.report.summary).toMatchObject({ codes: RPC_CODES.length, ok: RPC_CODES.length, missed: 0, skipped: 0 })
    for (const code of RPC_CODES) expect(lineOf(full.lines, code), code).toMatch(/^\S+\s+\w+\s+ok\b/)
    expect(full.exit).toBe(0)
    // The EIP-4361 login went through (its nonce asked twice: the forged login's and the real one's).
    expect(full.report.codes.find((c) => c.code === RPC.login)?.calls.map((c) => c.detail)).toEqual([expect.stringContaining('refused with 1002'), 'ok'])
    // No session token and no signature in the report: a DAPP signature is a password.
    expect(JSON.stringify(full.report)).not.toMatch(/"(token|signature)":/)
  }, 60_000)
})

// ---------------------------------------------------------------------------------------------

/** What the broken server does to each code's answer (the envelope, parsed). */
const BREAKS: Partial<Record<string, (envelope: { data?: unknown }) => unknown>> = {
  // An optional field in a shape the app cannot read: not a miss (the app does without), but reported.
  [RPC.globalConfig]: (envelope) => {
    ;(envelope.data as Record<string, unknown>).contact = 5
    return envelope
  },
  // A missing field.
  [RPC.balances]: (envelope) => {
    delete (envelope.data as { list: Record<string, unknown>[] }).list[0].price
    return envelope
  },
  // A number where a decimal string belongs.
  [RPC.machineList]: (envelope) => {
    for (const machine of (envelope.data as { list: Record<string, unknown>[] }).list) machine.price = Number(machine.price)
    return envelope
  },
  // A status the client does not know.
  [RPC.financeRecords]: (envelope) => {
    ;(envelope.data as { list: Record<string, unknown>[] }).list[0].status = 'frozen'
    return envelope
  },
  // An error code, and an answer that is no envelope at all.
  [RPC.invitation]: () => ({ respCode: '9999', respMsg: 'Service unavailable' }),
  [RPC.announcements]: () => '<html>502 Bad Gateway</html>',
}

/** A server that answers like `upstream` (the mock) but breaks the answers of BREAKS. */
function brokenServer(upstream: string): Server {
  return createServer((req, res) => {
    void (async () => {
      const body = await readBody(req)
      const answer = await fetchPast(`${upstream}${req.url ?? '/'}`, {
        method: req.method,
        headers: { 'Content-Type': String(req.headers['content-type'] ?? ''), 'X-Requested-With': 'XMLHttpRequest' },
        body: req.method === 'POST' ? body : undefined,
      })
      const code = /\/([0-9A-Za-z]+)\.do$/.exec(req.url ?? '')?.[1] ?? ''
      const breakIt = BREAKS[code]
      const out = breakIt ? breakIt((await answer.json()) as { data?: unknown }) : await answer.text()
      res.writeHead(typeof out === 'string' && breakIt ? 502 : 200, { 'Content-Type': 'application/json' })
      res.end(typeof out === 'string' ? out : JSON.stringify(out))
    })()
  })
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

describe('a backend that breaks the contract', () => {
  it('is reported code by code, each break with its path, and the run exits non-zero', async () => {
    const mock = await listen(createMockHttpServer())
    const broken = await listen(brokenServer(mock))

    const { exit, lines, report } = await check(['--base-url', broken])
    expect(exit).toBe(1)
    expect(report.ok).toBe(false)

    const missed = report.codes.filter((c) => c.status === 'miss').map((c) => c.code)
    expect(missed.sort()).toEqual([RPC.balances, RPC.financeRecords, RPC.machineList, RPC.invitation, RPC.announcements].sort())
    // Everything else still answered as the app accepts it (ids are taken from the broken lists too).
    expect(statusOf(report)[RPC.machineDetail]).toBe('ok')
    expect(report.summary.missed).toBe(5)

    expect(lineOf(lines, RPC.balances)).toMatch(/MISS data\.list\[0\]\.price: missing$/)
    expect(lineOf(lines, RPC.machineList)).toMatch(/MISS data\.list\[0\]\.price: expected string, got \d+/)
    expect(lineOf(lines, RPC.financeRecords)).toMatch(/MISS data\.list\[0\]\.status: expected .*"successful".*, got "frozen"/)
    expect(lineOf(lines, RPC.invitation)).toContain('MISS answered 9999 Service unavailable')
    expect(lineOf(lines, RPC.announcements)).toContain('MISS not JSON (HTTP 502)')
    // Every call that broke is in the report with its path: all four machine types.
    const machineCalls = report.codes.find((c) => c.code === RPC.machineList)?.calls ?? []
    expect(machineCalls.map((c) => c.problems?.[0]?.path)).toEqual(['data.list[0].price', 'data.list[0].price', 'data.list[0].price', 'data.list[0].price'])
    expect(lines.at(-1)).toMatch(/^MISSED/)
    // The unreadable optional field: information, the code still ok.
    expect(statusOf(report)[RPC.globalConfig]).toBe('ok')
    expect(report.codes.find((c) => c.code === RPC.globalConfig)?.unreadable).toEqual(['contact'])
    expect(lines).toContain('00000 sends optional fields the app cannot read (information, not a miss: it uses its defaults instead): contact')
  }, 60_000)
})

describe('the runner itself', () => {
  it('sorts every write of the RPC table into safe to repeat or moving money', () => {
    expect(unclassifiedWrites()).toEqual([])
    const safe = Object.keys(SAFE_WRITES)
    expect(Object.keys(MONEY_WRITES).filter((code) => safe.includes(code))).toEqual([])
    expect([...safe, ...Object.keys(MONEY_WRITES)].every((code) => RPC_WRITES.has(code as never))).toBe(true)
  })

  it('encodes a body exactly as the app does', () => {
    const fields = { token: 'T1', b: 'a b&c', a: 1, z: '', n: null, u: undefined, ok: true, 中: '文' }
    expect(formBody(fields)).toBe(clientFormBody(fields))
  })

  it('says what broke in the branch of a union answer that came closest (10069: a page, or one announcement)', () => {
    const page = { list: [{ id: 'N1', title: 't', excerpt: 'e' }], page: 1, size: 10, total: 1, hasMore: false }
    expect(problemsOf(CONTRACT[RPC.announcements].data, page)).toEqual([{ path: 'data.list[0].publishedAt', message: 'missing' }])
    expect(problemsOf(CONTRACT[RPC.announcements].data, { id: 'N1', title: 't', excerpt: 'e', publishedAt: 'soon', html: '' })).toEqual([
      { path: 'data.publishedAt', message: 'expected an ISO 8601 time, got "soon"' },
    ])
  })

  it("lists the optional fields an answer leaves out, nested objects too, from the schema's own optional marks", () => {
    const schema = v.object({ a: v.string(), b: v.optional(v.object({ c: v.optional(v.string()), d: v.string() })), e: v.optional(v.string()), f: v.array(v.object({ g: v.optional(v.string()) })) })
    expect(optionalFieldsLeftOut(schema, { a: 'x', b: { d: 'y' }, f: [{}] })).toEqual(['b.c', 'e', 'f[].g'])
    expect(optionalFieldsLeftOut(schema, { a: 'x', f: [] })).toEqual(['b', 'e'])
    // A list item's field one item has is one the backend sends.
    expect(optionalFieldsLeftOut(schema, { a: 'x', e: '', f: [{}, { g: 'z' }] })).toEqual(['b'])
    expect(optionalFieldsOf(schema)).toEqual(['b', 'b.c', 'e', 'f[].g'])
  })

  it('names the optional fields of the answers, through fallbacks, list items, nested records and union branches', () => {
    expect(optionalFieldsOf(CONTRACT[RPC.globalConfig].data)).toEqual(['chains', 'coins', 'pairs', 'contact', 'promo', 'login', 'login.mode', 'withdrawAuth', 'withdrawAuth.mode'])
    expect(optionalFieldsOf(CONTRACT[RPC.financeRecords].data)).toEqual(['list[].deposit'])
    expect(optionalFieldsOf(CONTRACT[RPC.submitDeposit].data)).toEqual(['record.deposit'])
    expect(optionalFieldsOf(CONTRACT[RPC.announcements].data)).toEqual(['list[].excerpt', 'excerpt'])
    expect(optionalFieldsOf(CONTRACT[RPC.balances].data)).toEqual([])
  })

  it('tells an optional field sent in a shape the app cannot read (its fallback stands in) from one left out', () => {
    const config = { serviceContract: '0x0', chains: 'TRC20', coins: [], contact: 5, promo: { maxApr: '400' }, login: { mode: 'otp' } }
    expect(optionalFieldsIn(CONTRACT[RPC.globalConfig].data, config)).toEqual({ leftOut: ['pairs', 'withdrawAuth'], unreadable: ['chains', 'contact', 'login.mode'] })
    const page = { list: [{ id: 'N1', title: 't', publishedAt: '2026-01-01T00:00:00Z', excerpt: 7 }, { id: 'N2', title: 't', publishedAt: '2026-01-01T00:00:00Z' }], page: 1, size: 10, total: 2, hasMore: false }
    expect(optionalFieldsIn(CONTRACT[RPC.announcements].data, page)).toEqual({ leftOut: [], unreadable: ['list[].excerpt'] })
    expect(optionalFieldsIn(CONTRACT[RPC.announcements].data, { id: 'N1', title: 't', publishedAt: '2026-01-01T00:00:00Z', html: '' })).toEqual({ leftOut: ['excerpt'], unreadable: [] })
  })

  it('passes a config of only serviceContract (the field the spec shows) and lists every other field as left out', () => {
    const config = { serviceContract: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' }
    expect(problemsOf(CONTRACT[RPC.globalConfig].data, config)).toEqual([])
    expect(optionalFieldsLeftOut(CONTRACT[RPC.globalConfig].data, config)).toEqual(['chains', 'coins', 'pairs', 'contact', 'promo', 'login', 'withdrawAuth'])
    expect(problemsOf(CONTRACT[RPC.globalConfig].data, {})).toEqual([{ path: 'data.serviceContract', message: 'missing' }])
  })

  it("withdraws on TRON to the wallet's own key: an address the app's own check accepts, holding the same 20 bytes", async () => {
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const tron = tronAddressOf(evm)
    expect(await checkAddress('tron', tron)).toBe('ok')
    expect(toBeHex(decodeBase58(tron), 25).slice(2, 44)).toBe(`41${evm.slice(2).toLowerCase()}`)
  })

  it('refuses to run without a base URL', async () => {
    const lines: string[] = []
    expect(await main([], { log: (line) => lines.push(line), env: {} })).toBe(2)
    expect(lines[0]).toContain('--base-url is required')
  })
})
