import { useTranslation } from 'react-i18next'
import { useAvailableBalance } from '@/shared/api/balances'
import { formatLocalDate, formatLocalDateTime } from '@/shared/lib/date'
import { formatCoin, formatMoney, formatPercent } from '@/shared/lib/format'
import { KeyValue } from '@/shared/ui/key-value'
import { ProgressBar } from '@/shared/ui/progress-bar'
import type { IdoPosition, IdoPositionStatus } from '../api/ido-api'
import { AllocationMaths } from './allocation-maths'

const STATUS_TONE: Record<IdoPositionStatus, string> = { awaitingDraw: 'info', releasing: 'accent', completed: 'muted' }

/** The user's subscription to one offering: before the draw what to expect, after it the result and its release. */
export function PositionCard({ position: p }: { position: IdoPosition }) {
  const { t, i18n } = useTranslation()
  const titleId = `ido-position-${p.offeringId}`
  const tokenBalance = useAvailableBalance(p.token)
  const drawn = p.status !== 'awaitingDraw'
  const tokens = (n: number | string) => `${formatCoin(n)} ${p.token}`
  const money = (v: string) => `${formatMoney(v)} ${p.payCoin}`
  return (
    <article className="card ido-card" aria-labelledby={titleId}>
      <header className="ido-card__head">
        <h2 id={titleId} className="ido-card__title">
          {p.name}
        </h2>
        <span className="ido-card__token">{p.token}</span>
        <span className={`badge badge--${STATUS_TONE[p.status]}`}>{t(`ido.status.${p.status}`)}</span>
      </header>
      <dl className="ido-kv">
        <KeyValue label={drawn ? t('ido.position.winningRate') : t('ido.position.currentRate')} valueClassName="ido-rate">
          {t('ido.value.percent', { value: formatPercent(p.winningRate) })}
        </KeyValue>
        <KeyValue label={t('ido.position.subscribed')}>
          {tokens(p.subscribed)} · {money(p.subscribedAmount)}
        </KeyValue>
        {drawn ? (
          <>
            <KeyValue label={t('ido.position.won')}>{tokens(p.won)}</KeyValue>
            <KeyValue label={t('ido.position.consumed')}>{money(p.consumed)}</KeyValue>
            <KeyValue label={t('ido.position.returned')}>{money(p.returned)}</KeyValue>
            <KeyValue label={t('ido.position.frozen')}>{tokens(p.frozen)}</KeyValue>
            <KeyValue label={t('ido.position.released')}>{tokens(p.released)}</KeyValue>
            {p.nextReleaseAt && (
              <KeyValue label={t('ido.position.nextRelease')}>
                {formatLocalDate(p.nextReleaseAt, i18n.language)}
              </KeyValue>
            )}
            <KeyValue label={t('ido.position.available', { token: p.token })}>{tokenBalance.data === undefined ? '—' : tokens(tokenBalance.data)}</KeyValue>
          </>
        ) : (
          <KeyValue label={t('ido.position.drawAt')}>
            {formatLocalDateTime(p.drawAt, i18n.language)}
          </KeyValue>
        )}
      </dl>
      {drawn && <ProgressBar label={t('ido.position.progress')} value={p.released} max={p.won} valueText={t('ido.position.progressValue', { released: formatCoin(p.released), won: formatCoin(p.won) })} />}
      <AllocationMaths position={p} />
    </article>
  )
}
