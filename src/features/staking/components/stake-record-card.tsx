import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { add } from '@/shared/lib/decimal'
import { formatLocalDateTime } from '@/shared/lib/date'
import { formatAmount, formatPercent } from '@/shared/lib/format'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { KeyValue } from '@/shared/ui/key-value'
import { showToast } from '@/shared/ui/toast/toast-store'
import type { StakeRecord } from '../api/staking-api'
import { useRedeem } from '../hooks/use-staking'

/** One stake: staked until expiry, then redeemable; redeemed pays principal plus earnings. */
export function StakeRecordCard({ record: r }: { record: StakeRecord }) {
  const { t, i18n } = useTranslation()
  const titleId = `stake-${r.id}`
  // Nothing is redeemed on one tap: the button asks first, with what comes back.
  const [confirming, setConfirming] = useState(false)
  const confirmStrings = useAreaStrings('staking')
  const { submit, busy } = useRedeem((amount, coin) => {
    setConfirming(false)
    showToast(t('staking.redeemed', { amount: formatAmount(add(amount, r.earnings), coin), coin }), 'success')
  })
  const coin = (v: string) => `${formatAmount(v, r.coin)} ${r.coin}`
  const returned = add(r.amount, r.earnings)
  return (
    <article className="card staking-record" aria-labelledby={titleId}>
      <header className="staking-record__head">
        <h2 id={titleId} className="staking-record__title">
          <bdi>{coin(r.amount)}</bdi>
        </h2>
        <span className={`badge badge--${r.status === 'staked' ? 'up' : 'muted'}`}>{t(`staking.status.${r.status}`)}</span>
      </header>
      <dl className="staking-kv">
        <KeyValue label={t('staking.field.term')}>{t('staking.value.days', { count: r.days })}</KeyValue>
        <KeyValue label={t('staking.field.rate')}>{t('staking.value.rate', { rate: formatPercent(r.rate) })}</KeyValue>
        <KeyValue label={t('staking.field.earnings')} valueClassName="staking-up">
          {coin(r.earnings)}
        </KeyValue>
        <KeyValue label={t('staking.field.stakedAt')}>{formatLocalDateTime(r.stakedAt, i18n.language)}</KeyValue>
        <KeyValue label={t('staking.field.expiresAt')}>{formatLocalDateTime(r.expiresAt, i18n.language)}</KeyValue>
        {r.redeemedAt && <KeyValue label={t('staking.field.redeemedAt')}>{formatLocalDateTime(r.redeemedAt, i18n.language)}</KeyValue>}
      </dl>
      {r.redeemable ? (
        <>
          <button type="button" className="btn btn--primary btn--block" disabled={busy || !confirmStrings} onClick={() => setConfirming(true)}>
            {t('staking.redeem', { amount: formatAmount(returned, r.coin), coin: r.coin })}
          </button>
          {confirmStrings && (
            <ConfirmDialog
              open={confirming}
              title={t('staking.confirmRedeem.title')}
              confirmLabel={t('staking.redeem', { amount: formatAmount(returned, r.coin), coin: r.coin })}
              busy={busy}
              onConfirm={() => void submit(r.id)}
              onCancel={() => setConfirming(false)}
            >
              <dl className="staking-kv">
                <KeyValue label={t('staking.field.amount')}>
                  {coin(r.amount)}
                </KeyValue>
                <KeyValue label={t('staking.field.earnings')}>
                  {coin(r.earnings)}
                </KeyValue>
                <KeyValue label={t('staking.confirmRedeem.total')} className="kv--total">
                  {coin(returned)}
                </KeyValue>
              </dl>
            </ConfirmDialog>
          )}
        </>
      ) : (
        r.status === 'staked' && <p className="muted staking-note">{t('staking.redeemableFrom', { date: formatLocalDateTime(r.expiresAt, i18n.language) })}</p>
      )}
    </article>
  )
}
