import { setupWorker } from 'msw/browser'
import { advanceClock } from './clock'
import { attachDbStorage, persistDb, type DbStorage } from './db'
import { setLoginMode } from './handlers/core'
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

/** Start the service worker; resolve once it intercepts, so the start-up calls already reach it. */
export async function startMockWorker(): Promise<void> {
  attachDbStorage(localStore)
  applyLoginModeSwitch()
  await setupWorker(...handlers).start({
    // Vite's own module and asset requests go to the network untouched.
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  })
  startLiveClock()
}

function applyLoginModeSwitch(): void {
  const asked = new URLSearchParams(window.location.search).get(LOGIN_MODE_PARAM)
  if (asked === 'dapp' || asked === 'siwe') localStorage.setItem(LOGIN_MODE_KEY, asked)
  const mode = localStorage.getItem(LOGIN_MODE_KEY)
  if (mode !== 'dapp' && mode !== 'siwe') return
  setLoginMode(mode)
  persistDb()
}

/** In the dev demo the mock clock runs: market prices move, deposits confirm, days pass, as live. */
function startLiveClock(): void {
  if (localStorage.getItem(LIVE_CLOCK_KEY) === 'off') return
  setInterval(() => {
    advanceClock({ ms: LIVE_STEP_MS })
    persistDb()
  }, LIVE_STEP_MS)
}
