import type { Router } from '@/shared/router'
import { isRpcError } from '@/shared/api/errors'
import { globalConfigQuery } from '@/shared/api/global-config'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { whenOnline } from '@/shared/lib/network'
import { useSessionStore } from '@/shared/stores/session-store'
import { startAccountWatch } from './account-watch'
import { queryClient } from '@/shared/api/query-client'

type AppRouter = Router

/**
 * The spec's three start-up calls. None of them may block or break the app: a failure is logged,
 * and a call lost to a dropped network runs again when the network returns.
 */
export async function runStartUp(router: AppRouter): Promise<void> {
  startAccountWatch(router)
  // The production worker (keeps the build's /static/ scripts and styles, never answers a page; update
  // prompt); never in dev, where the mock's worker runs.
  if (import.meta.env.PROD) void import('./service-worker').then((m) => m.startServiceWorker()).catch((error: unknown) => console.warn('Service worker not registered', error))

  const { language, setGlobalConfig } = useSessionStore.getState()
  const productionHost = import.meta.env.VITE_PRODUCTION_HOST
  // The language first: every other call waits for it, so the config's chain names come in the
  // app's language (sent once: if the first screen's calls told it already, rpc-client.ts).
  const calls: (() => Promise<unknown>)[] = [
    () => rpc(RPC.setLanguage, { lang: language }),
    async () => setGlobalConfig(await queryClient.fetchQuery(globalConfigQuery())),
  ]
  if (productionHost && window.location.host === productionHost) calls.push(() => rpc(RPC.visitReport, { code: 1 }))
  await Promise.all(calls.map(callOnceOnline))
}

async function callOnceOnline(call: () => Promise<unknown>): Promise<void> {
  for (;;) {
    try {
      await call()
      return
    } catch (error) {
      console.warn('Start-up call failed', error)
      if (!isRpcError(error) || error.kind !== 'offline') return
      await whenOnline()
    }
  }
}
