import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { withdrawAuthOf } from '@/shared/api/contract/withdraw-auth'
import { globalConfigQuery } from '@/shared/api/global-config'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { formatExact } from '@/shared/lib/format'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { KeyValue } from '@/shared/ui/key-value'
import type { SignProblem } from '@/shared/wallet/sign-withdrawal'
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
  /** Why the wallet did not sign the last try (withdrawAuth eip712); nothing was sent. */
  notSigned?: SignProblem
  /** Called when the user closes the sheet: not while an unsigned withdrawal is in flight. */
  onClose: () => void
  onConfirm: () => void
}

/** The withdrawal, checked, once more before it is sent (loaded on the Withdraw tap: withdraw-page.tsx). */
export default function WithdrawConfirmSheet({ chain, rule, address, amount, fee, account, busy, notSigned, onClose, onConfirm }: WithdrawConfirmSheetProps) {
  const { t } = useTranslation()
  const book = useAddressBook(account)
  // Loaded by the saved-address part of the form by now; until then, the rest of the sheet.
  const bookStrings = useAreaStrings('addressBook')
  const savedAs = bookStrings ? findSaved(book, chain.id, address)?.label : undefined
  // Never withdrawn to from this device: said before the money moves.
  const firstTime = bookStrings && !wasUsed(book, chain.id, address)
  // The wallet signs each withdrawal when the backend asks for it (withdrawAuth eip712).
  const signed = useQuery({ ...globalConfigQuery(), select: (config) => withdrawAuthOf(config) === 'eip712' }).data === true
  // Unsigned, a withdrawal in flight keeps the sheet; signed, the wallet may never answer, so it can be left (nothing is then sent).
  const close = () => (busy && !signed ? undefined : onClose())
  return (
    <BottomSheet open title={t('funds.withdraw.confirmTitle')} onClose={close}>
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
      {signed && <p className="muted">{t('funds.withdraw.signHint')}</p>}
      {signed && busy && (
        <p className="funds-sign" role="status">
          {t('funds.withdraw.signing')}
        </p>
      )}
      {notSigned && (
        <p className={notSigned === 'cancelled' ? 'funds-sign' : 'field__error'} role={notSigned === 'cancelled' ? 'status' : 'alert'}>
          {t(`funds.withdraw.sign.${notSigned}`)}
        </p>
      )}
      <ConfirmActions busy={busy} cancelable={signed} confirmLabel={t('funds.withdraw.confirm')} onCancel={close} onConfirm={onConfirm} />
    </BottomSheet>
  )
}
