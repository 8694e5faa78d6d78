import type { createBrowserRouter } from 'react-router-dom'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { useSessionStore, type GlobalConfig } from '@/shared/stores/session-store'
import { startAccountWatch } from './account-watch'

type AppRouter = ReturnType<typeof createBrowserRouter>

/** The spec's three start-up calls. None of them may block or break the app: failures are only logged. */
export async function runStartUp(router: AppRouter): Promise<void> {
  startAccountWatch(router)

  const { language, setGlobalConfig } = useSessionStore.getState()
  const productionHost = import.meta.env.VITE_PRODUCTION_HOST
  const calls: Promise<unknown>[] = [
    rpc<GlobalConfig>(RPC.globalConfig).then((config) => setGlobalConfig(config ?? {})),
    rpc(RPC.setLanguage, { lang: language }),
  ]
  if (productionHost && window.location.host === productionHost) calls.push(rpc(RPC.visitReport, { code: 1 }))
  const results = await Promise.allSettled(calls)
  for (const r of results) if (r.status === 'rejected') console.warn('Start-up call failed', r.reason)
}
