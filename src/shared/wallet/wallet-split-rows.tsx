import { useTranslation } from 'react-i18next'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { formatExact, formatFee } from '@/shared/lib/format'
import { KeyValue } from '@/shared/ui/key-value'
import { PaidToRows } from './paid-to-rows'
import type { WalletSplit } from './wallet-split'

// The confirm step's part of a spend paid partly from the wallet: apart from the offer
// (wallet-split.tsx), so a page that shows only the offer does not load the confirm step's rows.

/** The split's rows, for the confirm step's list (inside its <dl>). */
export function WalletSplitRows({ split, coin }: { split: WalletSplit; coin: string }) {
  const { t } = useTranslation()
  if (!useAreaStrings('wallet')) return null
  return (
    <>
      <KeyValue label={t('mining.wallet.fromBalance')}>
        {formatExact(split.fromBalance, coin)} {coin}
      </KeyValue>
      <KeyValue label={t('mining.wallet.fromWallet')}>
        {formatExact(split.fromWallet, coin)} {coin}
      </KeyValue>
      <KeyValue label={t('funds.pay.fee')}>
        ≈ {formatFee(split.fee)} {split.symbol}
      </KeyValue>
      <PaidToRows service={split.spender} token={split.token} />
      {/* The approval of exactly the shortfall comes first. */}
      <KeyValue label={t('funds.pay.approval')}>
        <bdi dir="ltr">
          {formatExact(split.fromWallet, coin)} {coin}
        </bdi>
      </KeyValue>
    </>
  )
}

/** What the wallet will ask, under the confirm step's list. */
export function WalletSplitHint({ split, coin }: { split: WalletSplit; coin: string }) {
  const { t } = useTranslation()
  if (!useAreaStrings('wallet')) return null
  return <p className="muted">{t('funds.pay.approvalHint', { amount: formatExact(split.fromWallet, coin), coin })}</p>
}

