import { useTranslation } from 'react-i18next'
import { useBalances } from '@/shared/api/balances'
import { errorMessage } from '@/shared/api/present-error'
import { isPositive } from '@/shared/lib/decimal'
import { formatDateTime } from '@/shared/lib/date'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { Skeleton } from '@/shared/ui/skeleton'
import { ErrorState, RefreshFailed } from '@/shared/ui/states'
import type { IncomeRecord } from '../api/mining-api'
import { formatCoin, formatMoney, formatPercent } from '../components/format'
import { useMiningIncome } from '../hooks/use-mining'
import '../mining.css'

export default function MiningIncomePage() {
  const { t } = useTranslation()
  const records = useMiningIncome()
  // The totals come with every page; those of the latest answer count.
  const totals = records.data?.pages.at(-1)?.totals ?? []
  const balances = useBalances()
  const held = balances.data?.filter((b) => isPositive(b.total)) ?? []

  return (
    <div className="page mining">
      <section className="card" aria-labelledby="income-summary">
        <h2 id="income-summary" className="card__title">
          {t('mining.income.summary')}
        </h2>
        <dl className="mining-kv">
          {totals.length === 0 ? (
            <div className="kv">
              <dt>{t('mining.income.total')}</dt>
              <dd>0</dd>
            </div>
          ) : (
            totals.map((c) => (
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
        <RefreshFailed query={balances} />
        {balances.isLoading ? (
          <Skeleton rows={1} />
        ) : balances.isError && !balances.data ? (
          <ErrorState inline message={errorMessage(balances.error)} onRetry={() => void balances.refetch()} />
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
        query={records}
        getKey={(r) => r.id}
        renderItem={(r) => <IncomeRow record={r} />}
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
