import { useSyncExternalStore } from 'react'
import { useSessionStore } from '@/shared/stores/session-store'
import { injectedProvider, subscribeWalletChoice, type Eip1193Provider } from './provider'

/** Hear both things the session's EVM wallet depends on: the wallet chosen, and the session (a TRON one has none). */
function subscribe(listener: () => void): () => void {
  const stopChoice = subscribeWalletChoice(listener)
  const stopSession = useSessionStore.subscribe(listener)
  return () => {
    stopChoice()
    stopSession()
  }
}

/** The session's wallet for a screen, rendered again when it changes (the wallet picked among several, found again after a reload, a TRON session). */
export function useInjectedProvider(): Eip1193Provider | undefined {
  return useSyncExternalStore(subscribe, injectedProvider, () => undefined)
}
