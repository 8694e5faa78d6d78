import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { addDays, formatLocalDateTime } from '@/shared/lib/date'
import { formatAmount } from '@/shared/lib/format'
import { KeyValue } from '@/shared/ui/key-value'
import { stakeEarnings, type StakingProduct } from '../api/staking-api'

/** Estimated earnings (exact), staking and expiry time, and what happens at expiry. */
export function StakeEstimate({ product, amount, offset }: { product: StakingProduct; amount: string | undefined; offset: number }) {
  const { t, i18n } = useTranslation()
  // The stake starts at the server's now: this device's time when shown, moved by the offset.
  const [shownAt] = useState(() => Date.now())
  const start = shownAt + offset
  const expiry = addDays(start, product.days)
  return (
    <>
      <dl className="staking-kv">
        <KeyValue label={t('staking.field.earnings')} valueClassName="staking-up">
          {amount === undefined ? '—' : `${formatAmount(stakeEarnings(amount, product.rate, product.days), product.coin)} ${product.coin}`}
        </KeyValue>
        <KeyValue label={t('staking.field.stakedAt')}>{formatLocalDateTime(start, i18n.language)}</KeyValue>
        <KeyValue label={t('staking.field.expiresAt')}>{formatLocalDateTime(expiry, i18n.language)}</KeyValue>
      </dl>
      <p className="muted staking-note">{t('staking.atExpiry', { coin: product.coin })}</p>
    </>
  )
}
