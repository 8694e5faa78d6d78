import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { maskMiddle } from '@/shared/lib/mask'
import { PATHS } from '@/shared/paths'
import { usernameOf, useSessionStore } from '@/shared/stores/session-store'
import { useConnectWallet } from '@/shared/wallet/use-connect-wallet'
import { BottomSheet } from './bottom-sheet'
import { WalletIcon } from './icons'
import { showToast } from './toast/toast-store'

// The "no wallet found" sheet loads only when a connect finds none (not in the first load). When
// its code cannot load (offline), a toast says so instead, and the next connect tries again.
type SheetModule = { default: ComponentType<{ onClose: () => void }> }
const loadNoWalletSheet = (): Promise<SheetModule> =>
  import('./no-wallet-sheet').catch((error: unknown) => {
    console.error(error)
    NoWalletSheet = lazy(loadNoWalletSheet)
    return { default: NoWalletSheetUnavailable }
  })
let NoWalletSheet = lazy(loadNoWalletSheet)

function NoWalletSheetUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  useEffect(() => {
    showToast(t(navigator.onLine === false ? 'common.error.offline' : 'common.error.network'), 'error')
    onClose()
  }, [t, onClose])
  return null
}

export function ConnectWalletButton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation()
  const username = useSessionStore((s) => usernameOf(s.user))
  const { step, choices, connect, choose, cancel, pending } = useConnectWallet()
  // Busy while this button, or any other, is connecting (not while the user picks a wallet here).
  const busy = pending && step !== 'choosing'

  if (username) {
    return (
      <Link to={PATHS.my} className="btn btn--ghost btn--small wallet-chip" aria-label={t('wallet.account', { address: username })}>
        <WalletIcon aria-hidden="true" />
        <span dir="ltr">{maskMiddle(username)}</span>
      </Link>
    )
  }

  return (
    <>
      <button
        type="button"
        className={`btn btn--primary ${block ? 'btn--block' : 'btn--small'}`}
        onClick={() => {
          // Fetched while the wallet is looked for, so that the sheet is there if none is found.
          void loadNoWalletSheet()
          void connect()
        }}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('wallet.connecting') : t('wallet.connect')}
      </button>
      <BottomSheet open={step === 'choosing'} title={t('wallet.choose')} onClose={cancel}>
        <ul className="menu">
          {choices.map((c) => (
            <li key={c.id} className="menu__item">
              <button type="button" className="menu__link" onClick={() => void choose(c)}>
                <span>{c.name}</span>
                {c.icon && <img src={c.icon} alt="" width={28} height={28} />}
              </button>
            </li>
          ))}
        </ul>
      </BottomSheet>
      {step === 'noWallet' && (
        <Suspense fallback={null}>
          <NoWalletSheet onClose={cancel} />
        </Suspense>
      )}
    </>
  )
}
