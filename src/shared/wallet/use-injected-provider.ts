import { useSyncExternalStore } from 'react'
import { injectedProvider, subscribeWalletChoice, type Eip1193Provider } from './provider'

/** The session's wallet for a screen, rendered again when it changes (the wallet picked among several, found again after a reload). */
export function useInjectedProvider(): Eip1193Provider | undefined {
  return useSyncExternalStore(subscribeWalletChoice, injectedProvider, () => undefined)
}
