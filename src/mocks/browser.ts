import { setupWorker } from 'msw/browser'
import { setChainNode, setTronNode } from './chain-node'
import { advanceClock } from './clock'
import { attachDbStorage, exclusive, getDb, persistDb, reloadDbFromStorage, type DbStorage } from './db'
import { setLoginMode, setSiweHosts } from './handlers/core'
import { setWithdrawAuth } from './handlers/withdrawals'
import { handlers } from './http-handlers'

// The mock backend in the browser, for `npm run dev`. main.tsx imports this file dynamically in
// dev only, so none of it (nor ethers, which the login check uses) reaches the production bundle.

/** localStorage key of the saved mock db: a demo survives a reload; POST /__mock/reset clears it. */
export const MOCK_DB_STORAGE_KEY = 'mock-db'

const localStore: DbStorage = {
  load: () => localStorage.getItem(MOCK_DB_STORAGE_KEY),
  save: (json) => localStorage.setItem(MOCK_DB_STORAGE_KEY, json),
  clear: () => localStorage.removeItem(MOCK_DB_STORAGE_KEY),
}

/**
 * localStorage key: `off` keeps the mock clock still between explicit advances (the e2e suite sets
 * it: its tests move the clock themselves). Otherwise the dev demo's clock runs with real time.
 */
export const LIVE_CLOCK_KEY = 'mock-live-clock'
const LIVE_STEP_MS = 5_000

/**
 * localStorage key: `siwe` makes the demo's backend advertise and require the EIP-4361 login,
 * `dapp` the spec's `DAPP` login; applied at every start (a reset and reload keeps it). Opening any
 * page with `?mock-login=siwe` (or `dapp`) sets it.
 */
export const LOGIN_MODE_KEY = 'mock-login-mode'
const LOGIN_MODE_PARAM = 'mock-login'

/**
 * localStorage key: `eip712` makes the demo's backend advertise and require withdrawals signed by
 * the wallet (EIP-712), `off` the spec's; applied at every start. Opening any page with
 * `?mock-withdraw-auth=eip712` (or `off`) sets it.
 */
export const WITHDRAW_AUTH_KEY = 'mock-withdraw-auth'

/**
 * localStorage key: the URL of an EVM node (`npm run chain`: http://127.0.0.1:8545) whose fresh
 * contracts the demo's backend pays through and checks deposits on (POST /__mock/chain with the
 * defaults); applied at every start. Opening any page with `?mock-chain=http://127.0.0.1:8545` sets
 * it, `?mock-chain=off` removes it (and turns the node off).
 */
export const CHAIN_NODE_KEY = 'mock-chain'
const CHAIN_NODE_PARAM = 'mock-chain'

/** localStorage key: the URL of a TRON node (`npm run chain`'s façade: http://127.0.0.1:8090), as CHAIN_NODE_KEY for EVM; `?mock-tron=URL` sets it, `?mock-tron=off` removes it. */
export const TRON_NODE_KEY = 'mock-tron'

/** Start the service worker; resolve once it intercepts, so the start-up calls already reach it. */
export async function startMockWorker(): Promise<void> {
  shareDbAcrossTabs()
  // The demo's one site is the page that starts it: read here, once, as configuration. The
  // requests' own Origin says nothing a backend may trust (docs/api.md 10002).
  setSiweHosts([window.location.host])
  applyLoginModeSwitch()
  applyWithdrawAuthSwitch()
  applyChainSwitch()
  await applyTronSwitch()
  ignoreWorkerUpdateRace()
  await setupWorker(...handlers).start({
    // Vite's own module and asset requests go to the network untouched.
    onUnhandledRequest: 'bypass',
    // No console group per call: the network panel lists them already, and the console stays for
    // the app's own warnings (the browser suite reads it on every page).
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  startLiveClock()
}

/**
 * The db saved in localStorage, and taken again whenever another tab's mock saves it (after each of
 * its requests) or resets it: the dev mock answers in the page that asks, so without this each tab
 * had a backend of its own, and a login made in one tab was unknown to the other's. Taken between
 * two of this tab's requests, never in the middle of one. Returns how to stop following.
 */
export function shareDbAcrossTabs(): () => void {
  attachDbStorage(localStore)
  const onStorage = (event: StorageEvent) => {
    // A null key: the other tab cleared its whole storage.
    if (event.storageArea === localStorage && (event.key === MOCK_DB_STORAGE_KEY || event.key === null)) void exclusive(reloadDbFromStorage)
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

/**
 * MSW asks the browser to refresh its worker script at every start (`registration.update()`) and
 * never handles the answer. When the page is reloaded at that moment, Chromium rejects it ("Failed to
 * update a ServiceWorker ... mockServiceWorker.js): Not found") as an unhandled rejection. The
 * running worker is unaffected and the next start refreshes it, so only that rejection is silenced;
 * every other one still reaches the console (and the browser suite's error check).
 */
function ignoreWorkerUpdateRace(): void {
  window.addEventListener('unhandledrejection', (event) => {
    const message = String((event.reason as { message?: unknown } | null)?.message ?? '')
    if (message.startsWith('Failed to update a ServiceWorker') && message.includes('mockServiceWorker.js')) event.preventDefault()
  })
}

function applyLoginModeSwitch(): void {
  const asked = new URLSearchParams(window.location.search).get(LOGIN_MODE_PARAM)
  if (asked === 'dapp' || asked === 'siwe') localStorage.setItem(LOGIN_MODE_KEY, asked)
  const mode = localStorage.getItem(LOGIN_MODE_KEY)
  if (mode !== 'dapp' && mode !== 'siwe') return
  setLoginMode(mode)
  persistDb()
}

function applyWithdrawAuthSwitch(): void {
  const asked = new URLSearchParams(window.location.search).get(WITHDRAW_AUTH_KEY)
  if (asked === 'off' || asked === 'eip712') localStorage.setItem(WITHDRAW_AUTH_KEY, asked)
  const mode = localStorage.getItem(WITHDRAW_AUTH_KEY)
  if (mode !== 'off' && mode !== 'eip712') return
  setWithdrawAuth(mode)
  persistDb()
}

async function applyTronSwitch(): Promise<void> {
  const asked = new URLSearchParams(window.location.search).get(TRON_NODE_KEY)
  if (asked === 'off') {
    localStorage.removeItem(TRON_NODE_KEY)
    await setTronNode(null, getDb())
    persistDb()
  } else if (asked) {
    localStorage.setItem(TRON_NODE_KEY, asked)
  }
  const fullHost = localStorage.getItem(TRON_NODE_KEY)
  if (!fullHost) return
  try {
    // Keeps what POST /__mock/tron-chain set beyond the URL.
    const kept = getDb().tronNode
    await setTronNode(kept?.fullHost === fullHost.replace(/\/$/, '') ? kept : { fullHost }, getDb())
    persistDb()
  } catch (error) {
    console.warn(`[mock] ${TRON_NODE_KEY} ${fullHost} is not usable:`, error)
  }
}

function applyChainSwitch(): void {
  const asked = new URLSearchParams(window.location.search).get(CHAIN_NODE_PARAM)
  if (asked === 'off') {
    localStorage.removeItem(CHAIN_NODE_KEY)
    setChainNode(null, getDb())
    persistDb()
  } else if (asked) {
    localStorage.setItem(CHAIN_NODE_KEY, asked)
  }
  const rpcUrl = localStorage.getItem(CHAIN_NODE_KEY)
  if (!rpcUrl) return
  try {
    // Keeps what POST /__mock/chain set beyond the URL (another contract, more confirmations).
    const kept = getDb().chainNode
    setChainNode(kept?.rpcUrl === rpcUrl ? kept : { rpcUrl }, getDb())
    persistDb()
  } catch (error) {
    console.warn(`[mock] ${CHAIN_NODE_KEY} ${rpcUrl} is not usable:`, error)
  }
}

/** In the dev demo the mock clock runs: market prices move, deposits confirm, days pass, as live. */
function startLiveClock(): void {
  if (localStorage.getItem(LIVE_CLOCK_KEY) === 'off') return
  // Each tick in its turn between business calls (db.ts, exclusive), so a write failing after it
  // cannot roll the clock back.
  setInterval(() => {
    void exclusive(() => {
      advanceClock({ ms: LIVE_STEP_MS })
      persistDb()
    })
  }, LIVE_STEP_MS)
}
