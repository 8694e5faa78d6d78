import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { formatLocalDateTime } from '@/shared/lib/date'
import { KeyValue } from '@/shared/ui/key-value'
import { formatCoin, formatMoney, formatPercent } from '@/shared/lib/format'
import type { MyMachine } from '../api/mining-api'
import { CycleProgress } from './cycle-progress'
import { isSharedType, machineDetailUrl, quantityLabelKey } from '../model'

export function MyMachineCard({ order }: { order: MyMachine }) {
  const { t, i18n } = useTranslation()
  const titleId = `order-${order.id}`
  const isShares = isSharedType(order.type)
  return (
    <article className="card mining-card" aria-labelledby={titleId}>
      <header className="mining-card__head">
        <h2 id={titleId} className="mining-card__title">
          <Link to={machineDetailUrl(order.machineId)}>{order.name}</Link>
        </h2>
        <span className={`badge badge--${order.status === 'running' ? 'up' : 'muted'}`}>{t(`mining.status.${order.status}`)}</span>
      </header>
      <dl className="mining-kv">
        <KeyValue label={t('mining.field.type')}>{t(`mining.type.${order.type}`)}</KeyValue>
        <KeyValue label={t(quantityLabelKey(order.type))}>
          {isShares ? t('mining.value.sharesOf', { units: order.quantity, percent: formatPercent(order.sharePercent) }) : order.quantity}
        </KeyValue>
        <KeyValue label={t('mining.mine.paid')}>{formatMoney(order.total)} {order.priceCoin}</KeyValue>
        <KeyValue label={t('mining.field.startTime')}>{formatLocalDateTime(order.startAt, i18n.language)}</KeyValue>
        <KeyValue label={t('mining.field.endTimeOfOrder')}>{formatLocalDateTime(order.endAt, i18n.language)}</KeyValue>
        <KeyValue label={t('mining.mine.today')}>{formatCoin(order.todayOutput)} {order.coin}</KeyValue>
        <KeyValue label={t('mining.mine.total')} valueClassName="mining-up">{formatCoin(order.totalOutput)} {order.coin}</KeyValue>
      </dl>
      <CycleProgress done={order.daysMined} total={order.cycleDays} />
    </article>
  )
}
