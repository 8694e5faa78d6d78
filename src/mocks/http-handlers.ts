import { http, HttpResponse } from 'msw'
import { setChainNode, setTronNode } from './chain-node'
import { advanceClock, now } from './clock'
import { loginModeOf } from '@/shared/api/contract/login'
import { withdrawAuthOf } from '@/shared/api/contract/withdraw-auth'
import { exclusive, getDb, persistDb, resetMockDb, type MockChainNode, type MockTronNode } from './db'
import { getSiweHosts, setLoginMode } from './handlers/core'
import { setWithdrawAuth } from './handlers/withdrawals'
import { registry } from './registry'
import { runRpc } from './rpc'

// The request handlers shared by all three hosts: the browser worker (browser.ts), vitest
// (node.ts) and the standalone HTTP server (server.ts).

function state() {
  const db = getDb()
  return { now: new Date(now()).toISOString(), nowMs: now(), users: db.users.length, visits: db.visits, loginMode: loginModeOf(db.config), siweHosts: getSiweHosts(), withdrawAuth: withdrawAuthOf(db.config), chain: db.chainNode, tronChain: db.tronNode ?? null }
}

export const handlers = [
  // Every business call: POST /adc/html/eto/{code}.do with a form body.
  http.post('*/adc/html/eto/:code.do', async ({ request, params }) => {
    const fields = Object.fromEntries(new URLSearchParams(await request.text()))
    // No host from the request (Origin, Host, the URL): the EIP-4361 login judges a message's site
    // against the hosts the mock was configured with (setSiweHosts), as a real backend must.
    // Saved in the request's own turn (rpc.ts), never half-way through the next one.
    return HttpResponse.json(await runRpc(registry, String(params.code), fields))
  }),

  // Mock-only controls, so the browser dev panel, tests and e2e can drive the backend. Each changes
  // the db in its turn, between business calls (db.ts, exclusive): a write failing after it cannot
  // roll its change back, nor a reset be undone by a write that started before it.
  http.post('*/__mock/reset', () =>
    exclusive(() => {
      resetMockDb()
      return HttpResponse.json(state())
    }),
  ),

  http.post('*/__mock/clock', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { days?: unknown; ms?: unknown } | null
    const days = Number(body?.days ?? 0)
    const ms = Number(body?.ms ?? 0)
    return exclusive(() => {
      try {
        advanceClock({ days, ms })
      } catch (error) {
        return HttpResponse.json({ error: String(error) }, { status: 400 })
      }
      persistDb()
      return HttpResponse.json(state())
    })
  }),

  // The login the config (00000) advertises: 'dapp' (the spec's, the seed's) or 'siwe' (EIP-4361).
  http.post('*/__mock/login-mode', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { mode?: unknown } | null
    if (body?.mode !== 'dapp' && body?.mode !== 'siwe') {
      return HttpResponse.json({ error: 'mode must be "dapp" or "siwe"' }, { status: 400 })
    }
    const mode = body.mode
    return exclusive(() => {
      setLoginMode(mode)
      persistDb()
      return HttpResponse.json(state())
    })
  }),

  // How withdrawals are authorised: 'off' (the spec's, the seed's) or 'eip712' (the wallet signs each one).
  http.post('*/__mock/withdraw-auth', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { mode?: unknown } | null
    if (body?.mode !== 'off' && body?.mode !== 'eip712') {
      return HttpResponse.json({ error: 'mode must be "off" or "eip712"' }, { status: 400 })
    }
    const mode = body.mode
    return exclusive(() => {
      setWithdrawAuth(mode)
      persistDb()
      return HttpResponse.json(state())
    })
  }),

  // The EVM node deposits are checked on (chain-node.ts): { rpcUrl, chainId?, tokenAddress?,
  // serviceContract?, requiredConfirmations?, explorerUrl? } turns it on, { rpcUrl: null } off.
  http.post('*/__mock/chain', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as ({ rpcUrl?: unknown } & Record<string, unknown>) | null
    if (!body || typeof body !== 'object' || !('rpcUrl' in body)) return HttpResponse.json({ error: 'rpcUrl is required (null turns the chain off)' }, { status: 400 })
    return exclusive(() => {
      try {
        setChainNode(body.rpcUrl === null ? null : (body as { rpcUrl: string } & Partial<MockChainNode>), getDb())
      } catch (error) {
        return HttpResponse.json({ error: String(error) }, { status: 400 })
      }
      persistDb()
      return HttpResponse.json(state())
    })
  }),

  // The TRON node TRC-20 payments are checked on (chain-node.ts, setTronNode): { fullHost,
  // tokenAddress?, serviceContract?, requiredConfirmations?, explorerUrl?, feeLimit? } turns it on,
  // { fullHost: null } off.
  http.post('*/__mock/tron-chain', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as ({ fullHost?: unknown } & Record<string, unknown>) | null
    if (!body || typeof body !== 'object' || !('fullHost' in body)) return HttpResponse.json({ error: 'fullHost is required (null turns the TRON chain off)' }, { status: 400 })
    return exclusive(async () => {
      try {
        await setTronNode(body.fullHost === null ? null : (body as { fullHost: string } & Partial<MockTronNode>), getDb())
      } catch (error) {
        return HttpResponse.json({ error: String(error) }, { status: 400 })
      }
      persistDb()
      return HttpResponse.json(state())
    })
  }),

  http.get('*/__mock/state', () => HttpResponse.json(state())),
]
