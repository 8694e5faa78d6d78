import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { isPositive } from '@/shared/lib/decimal'
import { formatDateTime } from '@/shared/lib/date'
import { useQuery, usePagedQuery } from '@/shared/hooks/use-query'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { fetchBalances, fetchMiningIncome, type CoinAmount, type IncomeRecord } from '../api/mining-api'
import { formatCoin, formatMoney, formatPercent } from '../components/format'
import '../mining.css'

export default function MiningIncomePage() {
  const { t } = useTranslation()
  // The totals come with every page; keep those of the latest answer.
  const totals = useRef<CoinAmount[]>([])
  const records = usePagedQuery(async (page) => {
    const answer = await fetchMiningIncome(page)
    totals.current = answer.totals
    return { list: answer.list, hasMore: answer.hasMore }
  }, [])
  const balances = useQuery(fetchBalances, [])
  const held = balances.data?.filter((b) => isPositive(b.total)) ?? []

  return (
    <div className="page mining">
      <section className="card" aria-labelledby="income-summary">
        <h2 id="income-summary" className="card__title">
          {t('mining.income.summary')}
        </h2>
        <dl className="mining-kv">
          {totals.current.length === 0 ? (
            <div className="kv">
              <dt>{t('mining.income.total')}</dt>
              <dd>0</dd>
            </div>
          ) : (
            totals.current.map((c) => (
              <div key={c.coin} className="kv">
                <dt>{t('mining.income.totalOf', { coin: c.coin })}</dt>
                <dd className="mining-up">
                  {formatCoin(c.amount)} {c.coin}
                </dd>
              </div>
            ))
          )}
        </dl>
      </section>
      <section className="card" aria-labelledby="income-balances">
        <h2 id="income-balances" className="card__title">
          {t('mining.income.balances')}
        </h2>
        {balances.status === 'error' ? (
          <p className="field__error">{balances.error}</p>
        ) : (
          <dl className="mining-kv">
            {held.map((b) => (
              <div key={b.coin} className="kv">
                <dt>{b.coin}</dt>
                <dd>{b.coin === 'USDT' ? formatMoney(b.available) : formatCoin(b.available)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <h2 className="section-title">{t('mining.income.records')}</h2>
      <LoadMoreList
        items={records.items}
        getKey={(r) => r.id}
        renderItem={(r) => <IncomeRow record={r} />}
        status={records.status}
        error={records.error}
        onRetry={records.reload}
        hasMore={records.hasMore}
        loadingMore={records.loadingMore}
        loadMoreError={records.loadMoreError}
        onLoadMore={records.loadMore}
        emptyMessage={t('mining.income.empty')}
      />
    </div>
  )
}

function IncomeRow({ record }: { record: IncomeRecord }) {
  const { t } = useTranslation()
  const isShares = record.type === 'jointVenture' || record.type === 'share'
  return (
    <article className="card mining-record" aria-label={record.name}>
      <div className="mining-record__main">
        <p className="mining-record__name">{record.name}</p>
        <p className="muted">
          {t(`mining.type.${record.type}`)}
          {isShares && ` · ${t('mining.value.percent', { value: formatPercent(record.sharePercent) })}`}
        </p>
        <p className="muted">
          <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
        </p>
      </div>
      <p className="mining-record__amount mining-up" dir="ltr">
        +{formatCoin(record.amount)} {record.coin}
      </p>
    </article>
  )
}
