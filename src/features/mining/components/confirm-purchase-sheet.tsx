import { useTranslation } from 'react-i18next'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { KeyValue } from '@/shared/ui/key-value'
import { formatMoney } from '@/shared/lib/format'
import { PaymentProgress } from '@/shared/wallet/payment-progress'
import type { RunProgress } from '@/shared/wallet/use-wallet-payment'
import type { WalletSplit } from '@/shared/wallet/wallet-split'
import { WalletSplitHint, WalletSplitRows } from '@/shared/wallet/wallet-split-rows'
import type { Machine } from '../api/mining-api'
import { purchaseCost, quantityLabelKey } from '../model'

interface ConfirmPurchaseSheetProps {
  machine: Machine
  /** A valid whole quantity (the form has checked it). */
  quantity: string
  /** The purchase is in flight: neither button works, and the sheet stays open. */
  busy: boolean
  onClose: () => void
  onConfirm: () => void
  /** The part of the total paid from the wallet, when the balance is short (wallet strings loaded). */
  wallet?: WalletSplit
  /** Where a purchase paid from the wallet is: its steps, shown while it runs. */
  progress?: RunProgress
}

/** What the user is about to pay for a machine, and the button that pays (loaded when first opened: buy-panel.tsx). */
export default function ConfirmPurchaseSheet({ machine, quantity, busy, onClose, onConfirm, wallet, progress }: ConfirmPurchaseSheetProps) {
  const { t } = useTranslation()
  const isRent = machine.type === 'rent'
  const { cost, fee, total } = purchaseCost(machine, quantity)
  return (
    <BottomSheet open title={isRent ? t('mining.confirm.rentTitle') : t('mining.confirm.title')} onClose={() => !busy && onClose()}>
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
        {wallet && <WalletSplitRows split={wallet} coin={machine.priceCoin} />}
      </dl>
      {wallet && <WalletSplitHint split={wallet} coin={machine.priceCoin} />}
      {progress && <PaymentProgress progress={progress} />}
      <ConfirmActions busy={busy} confirmLabel={t('mining.confirm.submit')} onConfirm={onConfirm} onCancel={onClose} />
    </BottomSheet>
  )
}
