import type { Router } from '@/shared/router'
import { i18next } from '@/shared/i18n/i18n'
import { endSession } from '@/shared/stores/session-lifecycle'
import { selectIsConnected, usernameOf, useSessionStore } from '@/shared/stores/session-store'
import { showToast } from '@/shared/ui/toast/toast-store'
import { currentAccount } from '@/shared/wallet/connect'
import { findWallets, WALLET_INIT_TIMEOUT_MS } from '@/shared/wallet/find-wallets'
import { chosenTronWallet, injectedProvider, keptWalletChoice, rememberWalletChoice, subscribeWalletChoice, walletChoiceFound, type Eip1193Provider } from '@/shared/wallet/provider'
import { accountWithin, isTronWallet, type TronWallet } from '@/shared/wallet/tron-wallet'

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

  // The wallet listened to, EVM or TRON, and the way to stop listening to it.
  let watched: Eip1193Provider | TronWallet | undefined
  let stopWatching = () => {}
  const onChange = () => void check()
  const listenTo = (wallet: Eip1193Provider | TronWallet | undefined) => {
    if (wallet === watched) return
    stopWatching()
    watched = wallet
    stopWatching = !wallet ? () => {} : isTronWallet(wallet) ? wallet.watch(onChange) : watchEvm(wallet, onChange)
  }

  const check = async (): Promise<void> => {
    const session = useSessionStore.getState()
    if (!selectIsConnected(session)) return
    const wallet = session.walletType === 'tron' ? await tronWallet() : await evmWallet()
    if (!wallet) {
      showToast(i18next.t('wallet.error.accountFailed'), 'error')
      return
    }
    listenTo(wallet)
    try {
      // A TRON wallet fills its tronWeb's account in a moment after the page loads: given the usual time.
      const account = isTronWallet(wallet) ? wallet.account() || (await accountWithin(wallet.account, WALLET_INIT_TIMEOUT_MS)) : await currentAccount(wallet)
      // The session may have changed while the wallet answered.
      const username = usernameOf(useSessionStore.getState().user)
      if (username && !sameAccount(account, username)) endSession('accountSwitched')
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
  const sessionWallet = () => injectedProvider() ?? chosenTronWallet()
  listenTo(sessionWallet())
  const unsubscribeChoice = subscribeWalletChoice(() => listenTo(sessionWallet()))

  return () => {
    clearTimeout(timer)
    unsubscribe()
    unsubscribeChoice()
    listenTo(undefined)
  }
}

/**
 * The EVM wallet of the session: the one picked among several before a reload, given the time a
 * late wallet may take; never another wallet in its place (its account would end the session).
 * Else the injected one, which a wallet's in-app browser may inject late: the usual time again.
 */
async function evmWallet(): Promise<Eip1193Provider | undefined> {
  await walletChoiceFound(WALLET_INIT_TIMEOUT_MS)
  const injected = injectedProvider()
  if (injected || keptWalletChoice()) return injected
  const found = (await findWallets()).find((choice) => 'provider' in choice)
  return found && 'provider' in found ? found.provider : undefined
}

/**
 * The TRON wallet of the session: the one connected with in this page, else the one injected now
 * (after a reload), which becomes the session's wallet here again: the payments sign with it
 * (chosenTronWallet). Its account is compared right after; another account ends the session.
 */
async function tronWallet(): Promise<TronWallet | undefined> {
  const chosen = chosenTronWallet()
  if (chosen) return chosen
  const found = (await findWallets()).find((choice) => 'tron' in choice)
  if (!found || !('tron' in found)) return undefined
  rememberWalletChoice(found)
  return found.tron
}

function watchEvm(provider: Eip1193Provider, onChange: () => void): () => void {
  provider.on?.('accountsChanged', onChange)
  provider.on?.('chainChanged', onChange)
  return () => {
    provider.removeListener?.('accountsChanged', onChange)
    provider.removeListener?.('chainChanged', onChange)
  }
}

/**
 * Spec section 4 compares case-insensitively: an EVM address's case is only its EIP-55 checksum.
 * A TRON address is base58, where case is part of the address: compared exactly.
 */
function sameAccount(account: string, username: string): boolean {
  return username.startsWith('T') ? account === username : account.toLowerCase() === username.toLowerCase()
}
