import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createAppRouter } from './app/router'
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
  await Promise.all([initI18n(useSessionStore.getState().language), enableMocks()])
  const router = createAppRouter()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  // Start-up calls and the wallet watch load after the first paint.
  const { runStartUp } = await import('./app/start-up')
  runStartUp(router)
}

void start()
