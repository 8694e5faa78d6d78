import { rpc } from '@/shared/api/rpc-client'
import { RPC, RPC_CODES, type RpcCode } from '@/shared/api/rpc-codes'
import { advanceClock, CLOCK_START, DAY_MS, now, onDayPassed } from './clock'
import { attachDbStorage, getDb, resetMockDb } from './db'
import { registry } from './registry'
import { MockRpcError, runRpc, type RpcHandler } from './rpc'
import { memoryDbStore } from '@test/memory-storage'

// The framework around the area handlers: dispatch, rollback, clock, control endpoints, storage.

const control = (path: string, init?: RequestInit) => fetch(`http://localhost${path}`, init).then((r) => r.json())

describe('dispatch', () => {
  it('answers a code no area has built yet at once with 9404', async () => {
    // An empty registry stands for "not built yet", which stays true however many areas land.
    await expect(runRpc(new Map(), RPC.candles, {})).resolves.toEqual({
      respCode: '9404',
      respMsg: 'Not implemented in the mock backend: 10062',
    })
  })

  it('knows every registered code from the shared table', () => {
    for (const code of registry.keys()) expect(RPC_CODES).toContain(code)
  })

  it('answers a code outside the table with 9404 too', async () => {
    const answer = await control('/adc/html/eto/99999.do', { method: 'POST' })
    expect(answer).toEqual({ respCode: '9404', respMsg: 'Not implemented in the mock backend: 99999' })
  })

  it('rolls a failing write back, whatever it changed first', async () => {
    const registryWith = (code: RpcCode, handler: RpcHandler) => new Map([[code, handler]])
    const failing = registryWith(RPC.stake, ({ db }) => {
      db.visits = 99
      throw new MockRpcError('2001', 'Insufficient {coin} balance', { coin: 'USDT' })
    })
    await expect(runRpc(failing, RPC.stake, {})).resolves.toEqual({ respCode: '2001', respMsg: 'Insufficient USDT balance' })
    expect(getDb().visits).toBe(0)

    vi.spyOn(console, 'error').mockImplementation(() => {})
    const buggy = registryWith(RPC.stake, () => {
      throw new TypeError('boom')
    })
    await expect(runRpc(buggy, RPC.stake, {})).resolves.toMatchObject({ respCode: '9500' })
  })
})

describe('clock', () => {
  it('starts at its fixed date and runs daily jobs once per UTC midnight passed', () => {
    expect(new Date(now()).toISOString()).toBe('2026-11-01T00:00:00.000Z')
    const days: string[] = []
    const stop = onDayPassed('test', (_db, midnight) => days.push(new Date(midnight).toISOString()))

    advanceClock({ ms: DAY_MS / 2 })
    expect(days).toEqual([])
    advanceClock({ days: 2 })
    expect(days).toEqual(['2026-11-02T00:00:00.000Z', '2026-11-03T00:00:00.000Z'])
    expect(now()).toBe(CLOCK_START + 2.5 * DAY_MS)

    stop()
    advanceClock({ days: 1 })
    expect(days).toHaveLength(2)
    expect(() => advanceClock({ days: -1 })).toThrow(RangeError)
  })

  it('is driven over HTTP: advance, read, reset', async () => {
    await expect(control('/__mock/clock', { method: 'POST', body: JSON.stringify({ days: 3, ms: 1000 }) })).resolves.toMatchObject({
      now: '2026-11-04T00:00:01.000Z',
    })
    await expect(control('/__mock/state')).resolves.toMatchObject({ nowMs: CLOCK_START + 3 * DAY_MS + 1000 })
    const refused = await fetch('http://localhost/__mock/clock', { method: 'POST', body: JSON.stringify({ days: -1 }) })
    expect(refused.status).toBe(400)

    await rpc(RPC.visitReport, { code: 1 })
    await expect(control('/__mock/reset', { method: 'POST' })).resolves.toMatchObject({ now: '2026-11-01T00:00:00.000Z', visits: 0 })
  })
})

describe('db storage', () => {

  afterEach(() => attachDbStorage(null))

  it('saves after each request and comes back from the saved copy', async () => {
    const store = memoryDbStore()
    attachDbStorage(store)
    await rpc(RPC.visitReport, { code: 1 })
    expect(JSON.parse(store.value!)).toMatchObject({ visits: 1 })

    // The reset's fresh db is saved, under an epoch of its own (another tab's old db never replaces it).
    resetMockDb()
    expect(JSON.parse(store.value!)).toMatchObject({ visits: 0, epoch: getDb().epoch })
    expect(getDb().visits).toBe(0)

    attachDbStorage(memoryDbStore(JSON.stringify({ ...getDb(), visits: 7 })))
    expect(getDb().visits).toBe(7)
  })

  it('reseeds from a saved copy of another version, or garbage', () => {
    attachDbStorage(memoryDbStore(JSON.stringify({ ...getDb(), version: 0, visits: 7 })))
    expect(getDb().visits).toBe(0)
    attachDbStorage(memoryDbStore('{not json'))
    expect(getDb().users).toHaveLength(1)
  })
})
