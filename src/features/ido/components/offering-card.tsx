import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { formatLocalDateTime } from '@/shared/lib/date'
import { formatCoin, formatPercent } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { KeyValue } from '@/shared/ui/key-value'
import { ProgressBar } from '@/shared/ui/progress-bar'
import type { IdoOffering } from '../api/ido-api'
import { BADGE_TONE, badgeOf } from '../model'
import { Countdown } from './countdown'

interface OfferingCardProps {
  offering: IdoOffering
  /** Server time minus this device's time, ms, for the countdown. */
  offset: number
  /** In progress only: opens the subscription. */
  onSubscribe?: () => void
  /** The countdown ran out on screen. */
  onPhaseOver: () => void
}

/** One offering: its token, price, supply and demand, winning rate, time left and phase. */
export function OfferingCard({ offering: o, offset, onSubscribe, onPhaseOver }: OfferingCardProps) {
  const { t, i18n } = useTranslation()
  const titleId = `ido-${o.id}`
  const badge = badgeOf(o)
  const tokens = (n: number) => `${formatCoin(n)} ${o.token}`
  return (
    <article className="card ido-card" aria-labelledby={titleId}>
      <header className="ido-card__head">
        <h2 id={titleId} className="ido-card__title">
          {o.name}
        </h2>
        <span className="ido-card__token">{o.token}</span>
        <span className={`badge badge--${BADGE_TONE[badge]}`}>{t(`ido.phase.${badge}`)}</span>
      </header>
      <p className="ido-card__price">
        <span className="muted">{t('ido.field.price')}</span>
        <strong>
          <bdi>
            {formatCoin(o.price)} {o.payCoin}
          </bdi>
        </strong>
      </p>
      <ProgressBar label={t('ido.field.subscription')} value={Math.min(o.subscribed, o.supply)} max={o.supply} valueText={t('ido.value.percent', { value: formatPercent(o.subscribedPercent) })} />
      <dl className="ido-kv">
        <KeyValue label={t('ido.field.supply')}>{tokens(o.supply)}</KeyValue>
        <KeyValue label={t('ido.field.subscribed')}>{tokens(o.subscribed)}</KeyValue>
        <KeyValue label={t('ido.field.winningRate')} valueClassName="ido-rate">
          {t('ido.value.percent', { value: formatPercent(o.winningRate) })}
        </KeyValue>
        {o.phase === 'comingSoon' ? (
          <KeyValue label={t('ido.field.startsIn')}>
            <Countdown to={o.startAt} offset={offset} doneText={t('ido.countdown.started')} onDone={onPhaseOver} />
          </KeyValue>
        ) : (
          <KeyValue label={t('ido.field.remaining')}>
            {o.phase === 'ended' ? t('ido.countdown.ended') : <Countdown to={o.endAt} offset={offset} doneText={t('ido.countdown.ended')} onDone={onPhaseOver} />}
          </KeyValue>
        )}
        <KeyValue label={t('ido.field.startAt')}>
          {formatLocalDateTime(o.startAt, i18n.language)}
        </KeyValue>
        <KeyValue label={t('ido.field.endAt')}>
          {formatLocalDateTime(o.endAt, i18n.language)}
        </KeyValue>
        <KeyValue label={t('ido.field.releaseParts')}>
          {t('ido.value.releaseParts', { count: o.releaseParts })} · {t('ido.value.releaseEvery', { count: o.releaseIntervalDays })}
        </KeyValue>
        {o.joined && <KeyValue label={t('ido.field.mySubscribed')}>{tokens(o.mySubscribed)}</KeyValue>}
      </dl>
      {o.phase === 'inProgress' && onSubscribe && (
        <button type="button" className="btn btn--primary btn--block" onClick={onSubscribe}>
          {t('ido.subscribe.button')}
        </button>
      )}
      {o.joined && o.phase === 'ended' && (
        <Link to={PATHS.idoPosition} className="btn btn--ghost btn--block">
          {t('ido.over.myResult')}
        </Link>
      )}
    </article>
  )
}
