import { useTranslation } from 'react-i18next'
import type { WalletChoice } from '@/shared/wallet/provider'
import { BottomSheet } from './bottom-sheet'

/** Several wallets announced themselves (EIP-6963): the user picks one. Loaded when it opens (connect-wallet-button.tsx). */
export default function WalletChoiceSheet({ choices, onChoose, onClose }: { choices: WalletChoice[]; onChoose: (choice: WalletChoice) => void; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <BottomSheet open title={t('wallet.choose')} onClose={onClose}>
      <ul className="menu">
        {choices.map((c) => (
          <li key={c.id} className="menu__item">
            <button type="button" className="menu__link" onClick={() => onChoose(c)}>
              <span>{c.name}</span>
              {c.icon && <img src={c.icon} alt="" width={28} height={28} />}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  )
}
