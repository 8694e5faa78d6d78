import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { queryClient } from '@/shared/api/query-client'
import { resetMockDb } from '@/mocks/db'
import { server } from '@/mocks/node'
import { forgetToldLanguage } from '@/shared/api/rpc-client'
import { defaultSession, useSessionStore } from '@/shared/stores/session-store'
import { useToastStore } from '@/shared/ui/toast/toast-store'
import { useReadAnnouncements } from '@/shared/stores/read-announcements'
import { DEFAULT_PERIODS, useIndicatorSettings } from '@/features/market/chart/indicator-settings'
import { usePriceAlerts } from '@/shared/stores/price-alerts'
import { rememberWalletChoice } from '@/shared/wallet/provider'

// Pages load lazily (and the wallet loads ethers on first use): give first renders time in a cold run.
configure({ asyncUtilTimeout: 5000 })

// Every test talks to the same mock backend the dev server uses (MSW in Node). A request no
// handler answers is a test bug, so it fails loudly instead of reaching the network.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' })
  freshSession()
})

/** The default session, in English as the fresh mock speaks it: the messages a test expects are the catalogue's own. */
function freshSession(): void {
  useSessionStore.setState({ ...defaultSession(), language: 'en' })
}

afterEach(() => {
  // Unmount first: a screen still mounted would re-render on the resets below and fill the cache
  // again from the reset mock.
  cleanup()
  vi.useRealTimers()
  // One test's overrides, data, session and storage never leak into the next.
  server.resetHandlers()
  resetMockDb()
  // The fresh mock speaks English again: the app tells it its language anew.
  forgetToldLanguage()
  freshSession()
  // The wallet a test injected and connected with is not the next test's.
  rememberWalletChoice(null)
  if (typeof window !== 'undefined') {
    delete window.ethereum
    delete window.trustwallet
  }
  // A toast still on screen would swallow the next test's identical one (toasts are de-duplicated).
  useToastStore.setState({ toasts: [] })
  useReadAnnouncements.setState({ ids: [] })
  useIndicatorSettings.setState({ on: ['volume'], periods: DEFAULT_PERIODS })
  usePriceAlerts.setState({ byAccount: {} })
  // Cached server data belongs to the test that fetched it.
  queryClient.clear()
  // Absent in tests that opt into the node environment.
  globalThis.localStorage?.clear()
  globalThis.sessionStorage?.clear()
})

afterAll(() => server.close())
