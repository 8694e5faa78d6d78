import { useTranslation } from 'react-i18next'
import { useBalances } from '@/shared/api/balances'
import { errorMessage } from '@/shared/api/present-error'
import { isPositive } from '@/shared/lib/decimal'
import { formatLocalDateTime } from '@/shared/lib/date'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { Skeleton } from '@/shared/ui/skeleton'
import { ErrorState, RefreshFailed } from '@/shared/ui/states'
import { KeyValue } from '@/shared/ui/key-value'
import { formatAmount, formatPercent } from '@/shared/lib/format'
import type { IncomeRecord } from '../api/mining-api'
import { useMiningIncome } from '../hooks/use-mining'
import '../mining.css'
import { isSharedType } from '../model'

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
            <KeyValue label={t('mining.income.total')}>0</KeyValue>
          ) : (
            totals.map((c) => (
              <KeyValue key={c.coin} label={t('mining.income.totalOf', { coin: c.coin })} valueClassName="mining-up">{formatAmount(c.amount, c.coin)} {c.coin}</KeyValue>
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
              <KeyValue key={b.coin} label={b.coin}>{formatAmount(b.available, b.coin)}</KeyValue>
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
  const { t, i18n } = useTranslation()
  return (
    <article className="card mining-record" aria-label={record.name}>
      <div className="mining-record__main">
        <p className="mining-record__name">{record.name}</p>
        <p className="muted">
          {t(`mining.type.${record.type}`)}
          {isSharedType(record.type) && (
            <>
              {' · '}
              <bdi>{t('mining.value.percent', { value: formatPercent(record.sharePercent) })}</bdi>
            </>
          )}
        </p>
        <p className="muted">
          <time dateTime={record.createdAt}>{formatLocalDateTime(record.createdAt, i18n.language)}</time>
        </p>
      </div>
      <p className="mining-record__amount mining-up" dir="ltr">
        +{formatAmount(record.amount, record.coin)} {record.coin}
      </p>
    </article>
  )
}
