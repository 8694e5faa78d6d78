import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useCopy } from '@/shared/hooks/use-copy'
import { maskMiddle } from '@/shared/lib/mask'
import { PATHS } from '@/shared/paths'
import { usernameOf, useSessionStore } from '@/shared/stores/session-store'
import { metaMaskDeepLink, trustWalletDeepLink } from '@/shared/wallet/deep-links'
import { isMobile } from '@/shared/wallet/provider'
import { useConnectWallet } from '@/shared/wallet/use-connect-wallet'
import { BottomSheet } from './bottom-sheet'
import { WalletIcon } from './icons'

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
        onClick={() => void connect()}
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
      <NoWalletSheet open={step === 'noWallet'} onClose={cancel} />
    </>
  )
}

/** No provider appeared in time: say so, and on a phone offer the wallets' in-app browsers. */
function NoWalletSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const pageUrl = window.location.href
  const copyUrl = useCopy()
  const copy = () => copyUrl(pageUrl)
  return (
    <BottomSheet open={open} title={t('wallet.noWallet.title')} onClose={onClose}>
      <p role="alert" className="no-wallet__message">
        {t('wallet.error.noWallet')}
      </p>
      <div className="no-wallet__actions">
        {isMobile() && (
          <>
            <a className="btn btn--primary btn--block" href={metaMaskDeepLink(pageUrl)} rel="noopener noreferrer">
              {t('wallet.openIn', { wallet: 'MetaMask' })}
            </a>
            <a className="btn btn--primary btn--block" href={trustWalletDeepLink(pageUrl)} rel="noopener noreferrer">
              {t('wallet.openIn', { wallet: 'Trust Wallet' })}
            </a>
          </>
        )}
        <button type="button" className="btn btn--ghost btn--block" onClick={() => void copy()}>
          {t('wallet.copyLink')}
        </button>
      </div>
    </BottomSheet>
  )
}
