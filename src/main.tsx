import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from './shared/router'
import { createAppRouter } from './app/router'
import { startFlexibleLayout } from './app/flexible-layout'
import { initI18n } from './shared/i18n/i18n'
import { afterFirstPaint, afterNextPaint } from './shared/lib/first-paint'
import { untilQueriesSettle } from './shared/api/query-client'
import { untilLoaded } from './shared/lib/network'
import { useSessionStore } from './shared/stores/session-store'
import './index.css'

/** Start the dev mock backend; false when it cannot run here (the page then says how to run it). */
async function enableMocks(): Promise<boolean> {
  if (!import.meta.env.DEV || import.meta.env.VITE_USE_MOCKS === 'false') return true
  const [{ startMockWorker }, { mountDevPanel }] = await Promise.all([import('./mocks/browser'), import('./mocks/dev-panel')])
  try {
    if (!('serviceWorker' in navigator)) throw new Error('Service workers are not available in this context')
    await startMockWorker()
  } catch (error) {
    ;(await import('./mocks/no-worker-help')).showNoWorkerHelp(error)
    return false
  }
  mountDevPanel()
  return true
}

async function start(): Promise<void> {
  startFlexibleLayout()
  // The first page's code and strings are already on their way (router.tsx starts them).
  const language = useSessionStore.getState().language
  const [, mocksRunning] = await Promise.all([initI18n(language), enableMocks()])
  // Without its backend the app would only show failures: the page says how to run it instead.
  if (!mocksRunning) return
  const router = createAppRouter()
  // The first commit is the page itself: wait for the route's lazy code instead of committing the
  // loading fallback and then the page (two layouts before the first meaningful paint).
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) {
          unsubscribe()
          resolve()
        }
      })
    })
  }
  const container = document.getElementById('root')!
  const root = createRoot(container)
  // A transition lets React render in small slices instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  )
  // Start-up calls and the wallet watch load once the first screen is painted
  // and its own answers are in and drawn (3 s at most): on a slow network they would otherwise
  // share it with the screen's data, and hold back the paint the user is waiting for (Lighthouse's
  // simulated LCP of /marketPrices: 2.60 s with them on the way, 2.37 s without).
  await afterFirstPaint()
  if (await untilQueriesSettle(3000)) await afterNextPaint()
  // A manifest link makes the browser fetch the install icon (22 KB) at once: linked only now, it
  // no longer shares a slow network with the first screen's own files. Installing works the same.
  const manifest = Object.assign(document.createElement('link'), { rel: 'manifest', href: `${import.meta.env.BASE_URL}manifest.webmanifest` })
  document.head.append(manifest)
  // Offline just after the first paint, these chunks fail to load: they load when the network is back.
  const { runStartUp } = await untilLoaded(() => import('./app/start-up'))
  // Not awaited: the start-up calls retry and log their own failures.
  void runStartUp(router)
}

void start()
