import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { KeyValue } from '@/shared/ui/key-value'
import { formatCoin, formatPercent } from '@/shared/lib/format'
import type { Participation } from '../api/mining-api'
import { useParticipations } from '../hooks/use-mining'
import { PhaseBadge } from './phase-badge'
import { machineDetailUrl } from '../model'

/** The joint venture or share machines the user holds part of, with every holder's share. */
export function ParticipationsView({ type }: { type: 'jointVenture' | 'share' }) {
  const { t } = useTranslation()
  const list = useParticipations(type)
  return (
    <LoadMoreList
      query={list}
      getKey={(p) => p.machineId}
      renderItem={(p) => <ParticipationCard item={p} />}
      emptyMessage={type === 'jointVenture' ? t('mining.part.emptyJointVenture') : t('mining.part.emptyShare')}
      emptyAction={
        <Link to={`${PATHS.miningMall}?type=${type}`} className="btn btn--primary btn--block">
          {t('mining.mine.goShop')}
        </Link>
      }
    />
  )
}

function ParticipationCard({ item }: { item: Participation }) {
  const { t } = useTranslation()
  const titleId = `part-${item.machineId}`
  return (
    <article className="card mining-card" aria-labelledby={titleId}>
      <header className="mining-card__head">
        <h2 id={titleId} className="mining-card__title">
          <Link to={machineDetailUrl(item.machineId)}>{item.name}</Link>
        </h2>
        <PhaseBadge machine={{ joined: false, phase: item.phase, soldOut: item.sold >= item.stock }} />
      </header>
      <dl className="mining-kv">
        <KeyValue label={t('mining.part.myShare')} valueClassName="mining-up">
          {t('mining.value.sharesOf', { units: item.myUnits, percent: formatPercent(item.mySharePercent) })}
        </KeyValue>
        <KeyValue label={t('mining.part.sold')}>{t('mining.value.remaining', { remaining: item.sold, stock: item.shareUnits })}</KeyValue>
        <KeyValue label={t('mining.part.myDaily')}>{formatCoin(item.myDailyOutput)} {item.coin}</KeyValue>
        <KeyValue label={t('mining.mine.total')}>{formatCoin(item.myTotalOutput)} {item.coin}</KeyValue>
      </dl>
      <table className="mining-table">
        <caption>{t('mining.part.participants')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mining.part.address')}</th>
            <th scope="col">{t('mining.part.shares')}</th>
            <th scope="col">{t('mining.part.percent')}</th>
          </tr>
        </thead>
        <tbody>
          {item.participants.map((p) => (
            <tr key={p.address} className={p.me ? 'mining-table__me' : undefined}>
              <td>
                {p.me ? t('mining.part.me') : <bdi dir="ltr">{p.address}</bdi>}
              </td>
              <td>{p.units}</td>
              <td>{t('mining.value.percent', { value: formatPercent(p.sharePercent) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  )
}
