import { useTranslation } from 'react-i18next'
import { formatExact, formatPercent } from '@/shared/lib/format'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { KeyValue } from '@/shared/ui/key-value'
import { PaymentProgress } from '@/shared/wallet/payment-progress'
import type { RunProgress } from '@/shared/wallet/use-wallet-payment'
import type { WalletSplit } from '@/shared/wallet/wallet-split'
import { WalletSplitHint, WalletSplitRows } from '@/shared/wallet/wallet-split-rows'
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
  /** The part of the stake paid from the wallet, when the balance is short (wallet strings loaded). */
  wallet?: WalletSplit
  /** Where a stake paid from the wallet is: its steps, shown while it runs. */
  progress?: RunProgress
}

/** What the user is about to lock, until when, and what comes back. */
export function ConfirmStakeSheet({ open, product, amount, offset, busy, onCancel, onConfirm, wallet, progress }: ConfirmStakeSheetProps) {
  const { t } = useTranslation()
  return (
    <BottomSheet open={open} title={t('staking.confirm.title')} onClose={() => !busy && onCancel()}>
      <dl className="staking-kv">
        <KeyValue label={t('staking.field.amount')}>
          {formatExact(amount, product.coin)} {product.coin}
        </KeyValue>
        <KeyValue label={t('staking.field.term')}>{t('staking.value.days', { count: product.days })}</KeyValue>
        <KeyValue label={t('staking.field.rate')}>{t('staking.value.rate', { rate: formatPercent(product.rate) })}</KeyValue>
        {wallet && <WalletSplitRows split={wallet} coin={product.coin} />}
      </dl>
      <StakeEstimate product={product} amount={amount} offset={offset} />
      {wallet && <WalletSplitHint split={wallet} coin={product.coin} />}
      {progress && <PaymentProgress progress={progress} />}
      <ConfirmActions busy={busy} confirmLabel={t('staking.confirm.submit')} onConfirm={onConfirm} onCancel={onCancel} />
    </BottomSheet>
  )
}
