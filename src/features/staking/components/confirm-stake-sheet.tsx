import { useTranslation } from 'react-i18next'
import { formatExact, formatPercent } from '@/shared/lib/format'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { KeyValue } from '@/shared/ui/key-value'
import type { StakingProduct } from '../api/staking-api'
import { StakeEstimate } from './stake-estimate'

interface ConfirmStakeSheetProps {
  open: boolean
  product: StakingProduct
  amount: string
  /** Server time minus this device's time, ms: the stake starts at the server's now. */
  offset: number
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** What the user is about to lock, until when, and what comes back. */
export function ConfirmStakeSheet({ open, product, amount, offset, busy, onCancel, onConfirm }: ConfirmStakeSheetProps) {
  const { t } = useTranslation()
  return (
    <BottomSheet open={open} title={t('staking.confirm.title')} onClose={() => !busy && onCancel()}>
      <dl className="staking-kv">
        <KeyValue label={t('staking.field.amount')}>
          {formatExact(amount, product.coin)} {product.coin}
        </KeyValue>
        <KeyValue label={t('staking.field.term')}>{t('staking.value.days', { count: product.days })}</KeyValue>
        <KeyValue label={t('staking.field.rate')}>{t('staking.value.rate', { rate: formatPercent(product.rate) })}</KeyValue>
      </dl>
      <StakeEstimate product={product} amount={amount} offset={offset} />
      <ConfirmActions busy={busy} confirmLabel={t('staking.confirm.submit')} onConfirm={onConfirm} onCancel={onCancel} />
    </BottomSheet>
  )
}
