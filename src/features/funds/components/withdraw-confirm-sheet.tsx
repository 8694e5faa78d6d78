import { useTranslation } from 'react-i18next'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { formatExact } from '@/shared/lib/format'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { KeyValue } from '@/shared/ui/key-value'
import type { Chain, WithdrawRule } from '../api/funds-api'
import { findSaved, useAddressBook, wasUsed } from '../address-book'
import { withdrawalTotal } from '../model'

interface WithdrawConfirmSheetProps {
  chain: Chain
  rule: WithdrawRule
  address: string
  amount: string
  fee: string
  /** Whose address book says whether the address is saved, and whether it was ever withdrawn to. */
  account: string
  busy: boolean
  onClose: () => void
  onConfirm: () => void
}

/** The withdrawal, checked, once more before it is sent (loaded on the Withdraw tap: withdraw-page.tsx). */
export default function WithdrawConfirmSheet({ chain, rule, address, amount, fee, account, busy, onClose, onConfirm }: WithdrawConfirmSheetProps) {
  const { t } = useTranslation()
  const book = useAddressBook(account)
  // Loaded by the saved-address part of the form by now; until then, the rest of the sheet.
  const bookStrings = useAreaStrings('addressBook')
  const savedAs = bookStrings ? findSaved(book, chain.id, address)?.label : undefined
  // Never withdrawn to from this device: said before the money moves.
  const firstTime = bookStrings && !wasUsed(book, chain.id, address)
  return (
    <BottomSheet open title={t('funds.withdraw.confirmTitle')} onClose={onClose}>
      <dl className="funds-kv">
        <KeyValue label={t('funds.coin')}>{rule.coin}</KeyValue>
        <KeyValue label={t('funds.chain')}>{chain.name}</KeyValue>
        <KeyValue label={t('funds.field.address')}>
          <span className="funds-address__text">{address}</span>
        </KeyValue>
        {savedAs && (
          <KeyValue label={t('addressBook.savedAs')}>
            <bdi>{savedAs}</bdi>
          </KeyValue>
        )}
        <KeyValue label={t('funds.withdraw.amount')}>
          {formatExact(amount, rule.coin)} {rule.coin}
        </KeyValue>
        <KeyValue label={t('funds.withdraw.fee')}>
          {formatExact(fee, rule.coin)} {rule.coin}
        </KeyValue>
        <KeyValue label={t('funds.withdraw.arrival')}>
          {formatExact(amount, rule.coin)} {rule.coin}
        </KeyValue>
        <KeyValue label={t('funds.withdraw.total')} className="kv--total">
          {formatExact(withdrawalTotal(amount, rule), rule.coin)} {rule.coin}
        </KeyValue>
      </dl>
      {firstTime && (
        <p className="card funds-warning" role="note">
          {t('addressBook.firstWithdrawal')}
        </p>
      )}
      <p className="muted">{t('funds.withdraw.confirmNote')}</p>
      <ConfirmActions busy={busy} confirmLabel={t('funds.withdraw.confirm')} onCancel={onClose} onConfirm={onConfirm} />
    </BottomSheet>
  )
}
