import { useCallback, useState } from 'react'
import { create } from 'zustand'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { showNotDownloaded, showToast } from '@/shared/ui/toast/toast-store'
import type { WalletChoice } from './provider'
import { inviteCodeForLogin } from '@/shared/lib/invite-code'
import { isNotDownloaded } from '@/shared/lib/network'

export type ConnectStep = 'idle' | 'finding' | 'choosing' | 'signing' | 'noWallet'

/**
 * Whether a connection is under way anywhere on the page: one connect at a time across every
 * button (a second tap, or another button, is ignored while one is pending), and every button can
 * show it.
 */
const useConnectPending = create<{ pending: boolean }>()(() => ({ pending: false }))
const setPending = (pending: boolean) => useConnectPending.setState({ pending })

/** The wallet code did not download (offline, a new deploy): say so; another tap retries. */
function notLoaded(error: unknown, t: TFunction): void {
  console.error(error)
  showNotDownloaded(t)
}

/** The one connect action: find the wallet(s), let the user pick when several, sign and log in. */
export function useConnectWallet() {
  const { t } = useTranslation()
  const pending = useConnectPending((s) => s.pending)
  const [step, setStep] = useState<ConnectStep>('idle')
  const [choices, setChoices] = useState<WalletChoice[]>([])

  const login = useCallback(
    async (choice: WalletChoice) => {
      setStep('signing')
      try {
        let modules
        try {
          modules = await Promise.all([import('./login'), import('@/shared/api/present-error'), import('./wallet-error')])
        } catch (error) {
          notLoaded(error, t)
          return
        }
        const [{ loginWithWallet }, { presentError }, { WalletError }] = modules
        try {
          await loginWithWallet(choice, inviteCodeForLogin(window.location.search))
          showToast(t('wallet.connected'), 'success')
        } catch (error) {
          // The login loads ethers on its way: a download that fails there is "offline" or
          // "network" too, not "something went wrong".
          if (isNotDownloaded(error)) notLoaded(error, t)
          else if (error instanceof WalletError) showToast(t(error.messageKey), 'error')
          else presentError(error)
        }
      } finally {
        setPending(false)
        setStep('idle')
      }
    },
    [t],
  )

  const cancel = useCallback(() => {
    setPending(false)
    setStep('idle')
  }, [])

  const connect = useCallback(async () => {
    if (useConnectPending.getState().pending) return
    setPending(true)
    setStep('finding')
    let wallets: WalletChoice[]
    try {
      wallets = await import('./find-wallets').then((m) => m.findWallets())
    } catch (error) {
      notLoaded(error, t)
      cancel()
      return
    }
    if (wallets.length === 0) {
      setPending(false)
      setStep('noWallet')
    } else if (wallets.length > 1) {
      setChoices(wallets)
      setStep('choosing')
    } else {
      await login(wallets[0])
    }
  }, [login, cancel, t])

  return { step, choices, connect, choose: login, cancel, pending }
}
