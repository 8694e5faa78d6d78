// @vitest-environment node
import { Wallet } from 'ethers'
import { LOGIN_MESSAGE, RESP_CODES, type Envelope } from '@/shared/api/contract/envelope'
import { RPC, type RpcCode } from '@/shared/api/rpc-codes'
import { CLOCK_START, now } from './clock'
import { attachDbStorage, exclusive, getDb } from './db'
import { FUNDS_CODES } from './ledger'
import { sayIn } from './messages'
import { memoryDbStore } from '@test/memory-storage'

// The language told at start-up survives the start-up's other calls (issue: "the demo forgets the
// language it was told"). A write is rolled back when it fails, from a copy of the db taken when it
// started; a write that was still in flight when E0001 was answered (here: a withdrawal whose
// address check is slow) put that copy back over the language, so the next refusal read in
// English. The mock must not depend on the client's order: a write may be in flight whenever E0001
// comes (a withdrawal sent just before a switch; on the standalone mock server, one a page sent
// just before its reload). Business calls by fetch, as the app makes them, to the in-process mock.

/**
 * Hold the next withdrawal in its address check: 10051 awaits the TRON checksum, a SHA-256 of
 * crypto.subtle. `reached` resolves once a check waits; `release` lets it go on.
 */
function holdAddressCheck(): { reached: Promise<void>; release: () => void } {
  const digest = crypto.subtle.digest.bind(crypto.subtle)
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  let arrived = () => {}
  const reached = new Promise<void>((resolve) => (arrived = resolve))
  const spy = vi.spyOn(crypto.subtle, 'digest').mockImplementationOnce(async (algorithm: AlgorithmIdentifier, data: BufferSource) => {
    arrived()
    await gate
    return digest(algorithm, data)
  })
  return {
    reached,
    release: () => {
      spy.mockRestore()
      release()
    },
  }
}

const alice = new Wallet('0x' + '74'.repeat(32))
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
let token = ''

async function call(code: RpcCode, fields: Record<string, string | number> = {}): Promise<Envelope> {
  const body = new URLSearchParams(Object.entries({ ...fields, ...(token ? { token } : {}) }).map(([k, v]) => [k, String(v)]))
  const response = await fetch(`http://localhost/adc/html/eto/${code}.do`, { method: 'POST', body })
  return (await response.json()) as Envelope
}

const control = (path: string, body: unknown) => fetch(`http://localhost${path}`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json())

async function connect(): Promise<void> {
  const answer = await call(RPC.login, { address: alice.address, signature: await alice.signMessage(LOGIN_MESSAGE) })
  token = (answer.data as { token: string }).token
}

/** 10051 of `amount` USDT on TRC20 (its rule: 10 to 50,000; alice has 10,000). */
const withdraw = (amount: string) => call(RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: TRON, amount })

/** Whichever comes first: `promise`, or `ms` (a request the mock holds back never settles before its turn). */
const settledOrAfter = (promise: Promise<unknown>, ms: number) => Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))])


beforeEach(() => {
  token = ''
})
afterEach(() => attachDbStorage(null))

describe('the language told at start-up', () => {
  it('survives a reload in another language with a failing write in flight: the next refusal reads in it', async () => {
    // Connected in English, saved as the browser demo saves it.
    const store = memoryDbStore()
    attachDbStorage(store)
    await connect()
    expect((await call(RPC.setLanguage, { lang: 'en' })).respCode).toBe('00000')

    // Reload: the saved db comes back; the app starts in Japanese.
    attachDbStorage(store)
    expect(getDb().language).toBe('en')
    const check = holdAddressCheck()
    const failing = withdraw('40000')
    await check.reached
    const startUp = [call(RPC.setLanguage, { lang: 'ja' }), call(RPC.globalConfig), call(RPC.withdrawConfig), call(RPC.balances)]
    // Before the fix the start-up calls were answered while the withdrawal waited; now they wait
    // for their turn. Either way, the withdrawal goes on and fails after them.
    await settledOrAfter(Promise.all(startUp), 200)
    check.release()
    expect(await failing).toMatchObject({ respCode: FUNDS_CODES.insufficientBalance })
    for (const answer of await Promise.all(startUp)) expect(answer.respCode).toBe('00000')

    expect(await withdraw('5')).toEqual({ respCode: RESP_CODES.outOfRange, respMsg: sayIn('ja', 'Withdrawal amount must be between {min} and {max}', { min: '10', max: '50000' }) })
    expect(await withdraw('40000')).toEqual({ respCode: FUNDS_CODES.insufficientBalance, respMsg: sayIn('ja', 'Insufficient {coin} balance', { coin: 'USDT' }) })
    expect(sayIn('ja', 'Insufficient {coin} balance', { coin: 'USDT' })).not.toBe('Insufficient USDT balance')
    expect(getDb().language).toBe('ja')

    // And the saved copy says Japanese too: the next reload keeps it.
    attachDbStorage(store)
    expect(getDb().language).toBe('ja')
  })

  it("a failing write undoes only its own changes, never what another request did meanwhile", async () => {
    await connect()
    const check = holdAddressCheck()
    const failing = withdraw('40000')
    await check.reached
    const meanwhile = [call(RPC.setLanguage, { lang: 'fr' }), call(RPC.visitReport, { code: 1 }), control('/__mock/clock', { ms: 1000 })]
    await settledOrAfter(Promise.all(meanwhile), 200)
    check.release()
    expect(await failing).toEqual({ respCode: FUNDS_CODES.insufficientBalance, respMsg: 'Insufficient USDT balance' })
    await Promise.all(meanwhile)

    expect(getDb()).toMatchObject({ language: 'fr', visits: 1 })
    expect(now()).toBe(CLOCK_START + 1000)
    expect(await withdraw('5')).toMatchObject({ respMsg: sayIn('fr', 'Withdrawal amount must be between {min} and {max}', { min: '10', max: '50000' }) })
  })
})

it('a request that never ends holds the others for 10 s at most, not for good', async () => {
  vi.useFakeTimers()
  void exclusive(() => new Promise(() => undefined))
  let next = false
  const after = exclusive(() => {
    next = true
  })
  await vi.advanceTimersByTimeAsync(9_999)
  expect(next).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  await after
  expect(next).toBe(true)
})
