import { useTranslation } from 'react-i18next'
import type { WalletChoice } from '@/shared/wallet/provider'
import { BottomSheet } from './bottom-sheet'
import './wallet-choice-sheet.css'

/** Several wallets are there (EIP-6963 / TIP-6963 announcements, or an EVM and a TRON one): the user picks one, each named with its network. Loaded when it opens (connect-wallet-button.tsx). */
export default function WalletChoiceSheet({ choices, onChoose, onClose }: { choices: WalletChoice[]; onChoose: (choice: WalletChoice) => void; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <BottomSheet open title={t('wallet.choose')} onClose={onClose}>
      <ul className="menu">
        {choices.map((c) => (
          <li key={`${'tron' in c ? 'tron' : 'evm'}:${c.id}`} className="menu__item">
            <button type="button" className="menu__link" onClick={() => onChoose(c)}>
              <span className="wallet-choice__name">
                <span>{c.name}</span>
                <small className="wallet-choice__network">{t('tron' in c ? 'wallet.network.tron' : 'wallet.network.evm')}</small>
              </span>
              {c.icon && <img src={c.icon} alt="" width={28} height={28} />}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  )
}
