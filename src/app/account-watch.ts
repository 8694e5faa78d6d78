import type { Router } from '@/shared/router'
import { i18next } from '@/shared/i18n/i18n'
import { endSession } from '@/shared/stores/session-lifecycle'
import { selectIsConnected, usernameOf, useSessionStore } from '@/shared/stores/session-store'
import { showToast } from '@/shared/ui/toast/toast-store'
import { currentAccount } from '@/shared/wallet/connect'
import { findWallets, WALLET_INIT_TIMEOUT_MS } from '@/shared/wallet/find-wallets'
import { injectedProvider, keptWalletChoice, subscribeWalletChoice, walletChoiceFound, type Eip1193Provider } from '@/shared/wallet/provider'

type AppRouter = Router

/** Spec section 4: the wallet account is re-checked this long after each navigation. */
export const ACCOUNT_CHECK_DELAY_MS = 500

/**
 * While connected, make sure the wallet still holds the logged-in account: 500 ms after each
 * navigation (navigation itself never waits), and at once when the wallet reports a change.
 * On a mismatch the session is cleared and the user lands on /home, keeping the invite code.
 */
export function startAccountWatch(router: AppRouter): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let lastKey = router.state.location.key

  let watched: Eip1193Provider | undefined
  const onChange = () => void check()
  const listenTo = (provider: Eip1193Provider | undefined) => {
    if (provider === watched) return
    watched?.removeListener?.('accountsChanged', onChange)
    watched?.removeListener?.('chainChanged', onChange)
    provider?.on?.('accountsChanged', onChange)
    provider?.on?.('chainChanged', onChange)
    watched = provider
  }

  const check = async (): Promise<void> => {
    const session = useSessionStore.getState()
    if (!selectIsConnected(session)) return
    // The wallet picked among several before a reload, given the time a late wallet may take; never
    // another wallet in its place (its account would end the session). Else the injected one, which
    // a wallet's in-app browser may inject late: the usual time again.
    await walletChoiceFound(WALLET_INIT_TIMEOUT_MS)
    const provider = injectedProvider() ?? (keptWalletChoice() ? undefined : (await findWallets())[0]?.provider)
    if (!provider) {
      showToast(i18next.t('wallet.error.accountFailed'), 'error')
      return
    }
    listenTo(provider)
    try {
      const account = await currentAccount(provider)
      // The session may have changed while the wallet answered.
      const username = usernameOf(useSessionStore.getState().user)
      if (username && account.toLowerCase() !== username.toLowerCase()) endSession('accountSwitched')
    } catch (error) {
      console.error('Failed to get the wallet account', error)
      showToast(`${i18next.t('wallet.error.accountFailed')}: ${error instanceof Error ? error.message : String(error)}`, 'error')
    }
  }

  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void check(), ACCOUNT_CHECK_DELAY_MS)
  }

  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return
    lastKey = state.location.key
    schedule()
  })
  schedule()
  // Listening to the wallet of the session: the one picked among several, once found again.
  listenTo(injectedProvider())
  const unsubscribeChoice = subscribeWalletChoice(() => listenTo(injectedProvider()))

  return () => {
    clearTimeout(timer)
    unsubscribe()
    unsubscribeChoice()
    listenTo(undefined)
  }
}
