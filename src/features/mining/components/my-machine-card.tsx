import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { formatDateTime } from '@/shared/lib/date'
import type { MyMachine } from '../api/mining-api'
import { CycleProgress } from './cycle-progress'
import { formatCoin, formatMoney, formatPercent } from './format'
import { machineDetailUrl } from './machine-card'

export function MyMachineCard({ order }: { order: MyMachine }) {
  const { t } = useTranslation()
  const titleId = `order-${order.id}`
  const isShares = order.type === 'jointVenture' || order.type === 'share'
  return (
    <article className="card mining-card" aria-labelledby={titleId}>
      <header className="mining-card__head">
        <h2 id={titleId} className="mining-card__title">
          <Link to={machineDetailUrl(order.machineId)}>{order.name}</Link>
        </h2>
        <span className={`mining-badge mining-badge--${order.status === 'running' ? 'inProgress' : 'ended'}`}>{t(`mining.status.${order.status}`)}</span>
      </header>
      <dl className="mining-kv">
        <div className="kv">
          <dt>{t('mining.field.type')}</dt>
          <dd>{t(`mining.type.${order.type}`)}</dd>
        </div>
        <div className="kv">
          <dt>{isShares ? t('mining.buy.shares') : t('mining.buy.quantity')}</dt>
          <dd>{isShares ? t('mining.value.sharesOf', { count: order.quantity, percent: formatPercent(order.sharePercent) }) : order.quantity}</dd>
        </div>
        <div className="kv">
          <dt>{t('mining.mine.paid')}</dt>
          <dd>
            {formatMoney(order.total)} {order.priceCoin}
          </dd>
        </div>
        <div className="kv">
          <dt>{t('mining.field.startTime')}</dt>
          <dd>{formatDateTime(order.startAt)}</dd>
        </div>
        <div className="kv">
          <dt>{t('mining.mine.today')}</dt>
          <dd>
            {formatCoin(order.todayOutput)} {order.coin}
          </dd>
        </div>
        <div className="kv">
          <dt>{t('mining.mine.total')}</dt>
          <dd className="mining-up">
            {formatCoin(order.totalOutput)} {order.coin}
          </dd>
        </div>
      </dl>
      <CycleProgress done={order.daysMined} total={order.cycleDays} />
    </article>
  )
}
