import { useTranslation } from 'react-i18next'
import { useCopy } from '@/shared/hooks/use-copy'
import { isMobile } from '@/shared/wallet/find-wallets'
import { isInstalledApp, metaMaskDeepLink, tronLinkDeepLink, trustWalletDeepLink } from '@/shared/wallet/deep-links'
import { BottomSheet } from './bottom-sheet'
import './no-wallet-sheet.css'

/**
 * No provider appeared: say so (the spec's words, then what to do), and on a phone or in the installed app (opened from the
 * home screen, where no wallet injects itself) offer the wallets' in-app browsers. Loaded only when
 * a connect finds no wallet (connect-wallet-button.tsx), so none of it is in the first load.
 */
export default function NoWalletSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const pageUrl = window.location.href
  const copyUrl = useCopy()
  const copy = () => copyUrl(pageUrl)
  return (
    <BottomSheet open title={t('wallet.noWallet.title')} onClose={onClose}>
      <div role="alert" className="no-wallet__message">
        <p>{t('wallet.noWallet.timedOut')}</p>
        <p>{t('wallet.error.noWallet')}</p>
      </div>
      <div className="no-wallet__actions">
        {(isMobile() || isInstalledApp()) && (
          <>
            <a className="btn btn--primary btn--block" href={metaMaskDeepLink(pageUrl)} rel="noopener noreferrer">
              {t('wallet.openIn', { wallet: 'MetaMask' })}
            </a>
            <a className="btn btn--primary btn--block" href={trustWalletDeepLink(pageUrl)} rel="noopener noreferrer">
              {t('wallet.openIn', { wallet: 'Trust Wallet' })}
            </a>
            <a className="btn btn--primary btn--block" href={tronLinkDeepLink(pageUrl)} rel="noopener noreferrer">
              {t('wallet.openIn', { wallet: 'TronLink' })}
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
