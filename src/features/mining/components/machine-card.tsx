import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { compare, isPositive } from '@/shared/lib/decimal'
import { formatCoin, formatMoney, formatPercent } from '@/shared/lib/format'
import type { Machine } from '../api/mining-api'
import { estimateEarnings, machineDetailUrl, priceLabelKey } from '../model'
import { PhaseBadge } from './phase-badge'

export function MachineCard({ machine }: { machine: Machine }) {
  const { t } = useTranslation()
  const titleId = `machine-${machine.id}`
  // Over the machine's own cycle, from the same numbers as the detail page's estimate.
  const { cycleReturn } = estimateEarnings(machine, '1')
  return (
    <article className="card mining-card" aria-labelledby={titleId}>
      <header className="mining-card__head">
        <h2 id={titleId} className="mining-card__title">
          {/* The title link covers the whole card (see .mining-card__link::after). */}
          <Link to={machineDetailUrl(machine.id)} className="mining-card__link">
            {machine.name}
          </Link>
        </h2>
        <PhaseBadge machine={machine} />
      </header>
      <p className="mining-card__price">
        <span className="muted">{t(priceLabelKey(machine))}</span>
        <strong>
          <bdi>
            {formatMoney(machine.price)} {machine.priceCoin}
          </bdi>
        </strong>
      </p>
      <dl className="mining-card__grid">
        <div>
          <dt>{t('mining.field.coin')}</dt>
          <dd>{machine.coin}</dd>
        </div>
        <div>
          <dt>{t('mining.field.hashrate')}</dt>
          <dd>
            <bdi dir="ltr">
              {machine.hashrate} {machine.hashrateUnit}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{t('mining.field.power')}</dt>
          <dd>
            <bdi dir="ltr">{formatCoin(machine.power)} W</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('mining.field.cycle')}</dt>
          <dd>{t('mining.value.days', { count: machine.cycleDays })}</dd>
        </div>
        <div>
          <dt>{t('mining.field.dailyOutput')}</dt>
          <dd>
            <bdi dir="ltr">
              {formatCoin(machine.dailyOutput)} {machine.coin}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{t('mining.field.cycleReturn')}</dt>
          <dd className={isPositive(cycleReturn) ? 'mining-up' : undefined}>
            <bdi dir="ltr">{t('mining.value.percent', { value: formatPercent(cycleReturn) })}</bdi>
          </dd>
        </div>
      </dl>
      {/* A yield below zero says why: what the machine costs is more than its output is worth at today's price. */}
      {compare(cycleReturn, 0) < 0 && <p className="muted mining-card__why">{t('mining.card.negativeYield', { coin: machine.coin })}</p>}
    </article>
  )
}
