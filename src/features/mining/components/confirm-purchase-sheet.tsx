import { useTranslation } from 'react-i18next'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { KeyValue } from '@/shared/ui/key-value'
import { formatMoney } from '@/shared/lib/format'
import type { Machine } from '../api/mining-api'
import { purchaseCost, quantityLabelKey } from '../model'

interface ConfirmPurchaseSheetProps {
  open: boolean
  machine: Machine
  /** A valid whole quantity (the form has checked it). */
  quantity: string
  /** The purchase is in flight: neither button works, and the sheet stays open. */
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** What the user is about to pay for a machine, and the button that pays. */
export function ConfirmPurchaseSheet({ open, machine, quantity, busy, onCancel, onConfirm }: ConfirmPurchaseSheetProps) {
  const { t } = useTranslation()
  const isRent = machine.type === 'rent'
  const { cost, fee, total } = purchaseCost(machine, quantity)
  return (
    <BottomSheet open={open} title={isRent ? t('mining.confirm.rentTitle') : t('mining.confirm.title')} onClose={() => !busy && onCancel()}>
      <dl className="mining-kv">
        <KeyValue label={t('mining.field.name')}>{machine.name}</KeyValue>
        <KeyValue label={t(quantityLabelKey(machine.type))}>{quantity}</KeyValue>
        <KeyValue label={isRent ? t('mining.field.rent') : t('mining.confirm.cost')}>
          {formatMoney(cost)} {machine.priceCoin}
        </KeyValue>
        <KeyValue label={t('mining.field.serviceFee')}>
          {formatMoney(fee)} {machine.priceCoin}
        </KeyValue>
        <KeyValue label={t('mining.confirm.total')} className="kv--total">
          {formatMoney(total)} {machine.priceCoin}
        </KeyValue>
      </dl>
      <ConfirmActions busy={busy} confirmLabel={t('mining.confirm.submit')} onConfirm={onConfirm} onCancel={onCancel} />
    </BottomSheet>
  )
}
