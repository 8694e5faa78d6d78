import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { formatLocalDateTime } from '@/shared/lib/date'
import { formatAmount, formatCoin } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { ExportCsvButton } from '@/shared/ui/export-csv-button'
import { KeyValue } from '@/shared/ui/key-value'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { fetchExchangeRecords, type ExchangeRecord } from '../api/exchange-api'
import { EXCHANGE_COLUMNS } from '../export-columns'
import { useExchangeRecords } from '../hooks/use-exchange'
import '../exchange.css'

export default function FlashRecordPage() {
  const { t } = useTranslation()
  const records = useExchangeRecords()
  return (
    <div className="page exchange">
      <ExportCsvButton
        name="exchanges"
        columns={EXCHANGE_COLUMNS}
        total={records.data?.pages[0]?.total}
        fetchPage={(page, size, signal) => fetchExchangeRecords(page, size, signal)}
        getId={(r) => r.id}
        timeOf={(r) => r.createdAt}
        newestFirst
      />
      <LoadMoreList
        query={records}
        getKey={(r) => r.id}
        renderItem={(r) => <ExchangeRecordCard record={r} />}
        emptyMessage={t('exchange.records.empty')}
        emptyAction={
          <Link to={PATHS.flashExchange} className="btn btn--primary btn--block">
            {t('exchange.records.goExchange')}
          </Link>
        }
      />
    </div>
  )
}

/** One exchange: both amounts, the rate and fee it ran at, and when. */
function ExchangeRecordCard({ record: r }: { record: ExchangeRecord }) {
  const { t, i18n } = useTranslation()
  const titleId = `exchange-${r.id}`
  return (
    <article className="card exchange-record" aria-labelledby={titleId}>
      <h2 id={titleId} className="exchange-record__title">
        {r.from} → {r.to}
      </h2>
      <dl className="exchange-kv">
        <KeyValue label={t('exchange.records.paid')}>
          -{formatAmount(r.amount, r.from)} {r.from}
        </KeyValue>
        <KeyValue label={t('exchange.records.received')} valueClassName="exchange-receive">
          +{formatAmount(r.receive, r.to)} {r.to}
        </KeyValue>
        <KeyValue label={t('exchange.rate')}>
          {t('exchange.rateValue', { from: r.from, to: r.to, rate: formatCoin(r.rate) })}
        </KeyValue>
        <KeyValue label={t('exchange.records.fee')}>
          {formatAmount(r.fee, r.to)} {r.to}
        </KeyValue>
        <KeyValue label={t('exchange.records.time')}>
          {formatLocalDateTime(r.createdAt, i18n.language)}
        </KeyValue>
      </dl>
    </article>
  )
}
