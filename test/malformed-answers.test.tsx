import { cleanup, screen, waitFor } from '@testing-library/react'
import { ROUTES } from '@/shared/route-manifest'
import { server } from '@/mocks/node'
import { RPC, RPC_CODES, RPC_WRITES } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { loginAs, renderApp } from '@test/render-app'
import { answerAnything } from '@test/rpc'

// Every answer is checked at the door (shared/api/rpc-client.ts): whatever shape a broken backend
// sends, every screen shows its own error state with Retry, never the route's "page could not be
// loaded", a crash, "undefined" or "NaN". Each route is opened by a signed-in user while every
// call but the login answers malformed data, and every code some screen reads is seen failing.

/** Routes that need a query to show something real. */
const SAMPLE_QUERY: Partial<Record<string, string>> = {
  [PATHS.miningRigDetails]: '?id=M101',
  [PATHS.withdrawalDetails]: '?id=W1',
  [PATHS.newsDetail]: '?id=N1001',
  [PATHS.marketChart]: '?symbol=BTCUSDT',
}

/** Routes whose screen asks for nothing on opening (they show the kept config or static text). */
const NO_READS: readonly string[] = [PATHS.contactUs]

const MALFORMED: readonly (readonly [string, unknown])[] = [
  ['a list that is not one', { list: 'x', serverTime: 'x' }],
  ['numbers where decimal strings belong', { list: [{ id: 1, price: 12.5, available: 3 }], total: 1, hasMore: false }],
]

const failedCodes = new Set<string>()

describe.each(MALFORMED)('every route, answered with %s', (_, data) => {
  it.each(ROUTES.map((r) => r.path))('%s shows its error state with Retry', async (path) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await loginAs()
    server.use(...RPC_CODES.filter((code) => code !== RPC.login).map((code) => answerAnything(code, data)))
    await renderApp(path + (SAMPLE_QUERY[path] ?? ''))

    if (NO_READS.includes(path)) {
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    } else {
      await waitFor(() => expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0), { timeout: 4_000 })
      expect(screen.getAllByRole('alert').length).toBeGreaterThan(0)
    }
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument()
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/)
    for (const [code] of warn.mock.calls.map(([message]) => String(message).match(/\[rpc\] (\w+):/)?.slice(1) ?? [])) failedCodes.add(code)
    cleanup()
  })
})

// A code asked for only once an earlier answer was good: the deposit address of the chain picked.
it('/recharge shows its error state with Retry when only the deposit address is malformed', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  await loginAs()
  server.use(answerAnything(RPC.depositAddress, { address: 42 }))
  await renderApp(PATHS.recharge)
  expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 4_000 })).toBeInTheDocument()
  expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/)
  if (warn.mock.calls.some(([message]) => String(message).startsWith(`[rpc] ${RPC.depositAddress}:`))) failedCodes.add(RPC.depositAddress)
})

it('saw every code a screen reads fail at the door somewhere', () => {
  // Writes are made by a button, not on opening a screen (and rpc-client.test.ts checks every answer's door).
  const read = RPC_CODES.filter((code) => !RPC_WRITES.has(code))
  expect(read.filter((code) => !failedCodes.has(code))).toEqual([])
})
