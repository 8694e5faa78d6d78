import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createAppRouter } from './app/router'
import { ROUTES } from './app/route-table'
import { startFlexibleLayout } from './app/flexible-layout'
import { initI18n } from './shared/i18n/i18n'
import { useSessionStore } from './shared/stores/session-store'
import './index.css'

async function enableMocks(): Promise<void> {
  if (!import.meta.env.DEV || import.meta.env.VITE_USE_MOCKS === 'false') return
  const [{ startMockWorker }, { mountDevPanel }] = await Promise.all([import('./mocks/browser'), import('./mocks/dev-panel')])
  await startMockWorker()
  mountDevPanel()
}

async function start(): Promise<void> {
  startFlexibleLayout()
  // The first page's code downloads alongside the language, not after it; the router's own lazy()
  // then finds the module already loaded.
  void ROUTES.find((r) => r.path === window.location.pathname)?.load().catch(() => {})
  const language = useSessionStore.getState().language
  await Promise.all([initI18n(language), enableMocks()])
  const router = createAppRouter()
  const root = createRoot(document.getElementById('root')!)
  // A transition lets React render in small slices instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  )
  // Start-up calls, the wallet watch and the date locale load after the first paint.
  const [{ runStartUp }, { applyDateLocale }] = await Promise.all([import('./app/start-up'), import('./shared/lib/date-locale')])
  runStartUp(router)
  void applyDateLocale(language)
}

void start()
