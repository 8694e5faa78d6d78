import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { maskMiddle } from '@/shared/lib/mask'
import { PATHS } from '@/shared/paths'
import { usernameOf, useSessionStore } from '@/shared/stores/session-store'
import { useConnectWallet } from '@/shared/wallet/use-connect-wallet'
import { WalletIcon } from './icons'
import { sheetOnDemand } from './sheet-on-demand'

// The sheets of a connect (pick one of several wallets, none found) load when they open.
const { Sheet: NoWalletSheet, preload: preloadNoWalletSheet } = sheetOnDemand(() => import('./no-wallet-sheet'))
const { Sheet: WalletChoiceSheet, preload: preloadWalletChoiceSheet } = sheetOnDemand(() => import('./wallet-choice-sheet'))

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
          // Fetched while the wallets are looked for, so that the sheet is there when one opens.
          preloadNoWalletSheet()
          preloadWalletChoiceSheet()
          void connect()
        }}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('wallet.connecting') : t('wallet.connect')}
      </button>
      {step === 'choosing' && <WalletChoiceSheet choices={choices} onChoose={(c) => void choose(c)} onClose={cancel} />}
      {step === 'noWallet' && <NoWalletSheet onClose={cancel} />}
    </>
  )
}
