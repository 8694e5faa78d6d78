import { useTranslation } from 'react-i18next'
import { formatLocalDateTime } from '@/shared/lib/date'
import { formatAmount, formatCoin } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { KeyValue } from '@/shared/ui/key-value'
import { RecordListPage, type RecordExport } from '@/shared/ui/record-list-page'
import { fetchExchangeRecords, type ExchangeRecord } from '../api/exchange-api'
import { EXCHANGE_COLUMNS } from '../export-columns'
import { useExchangeRecords } from '../hooks/use-exchange'
import '../exchange.css'

const EXCHANGES: RecordExport<ExchangeRecord> = { name: 'exchanges', columns: EXCHANGE_COLUMNS, fetchPage: fetchExchangeRecords, timeOf: (r) => r.createdAt, newestFirst: true }

export default function FlashRecordPage() {
  const { t } = useTranslation()
  const empty = { message: t('exchange.records.empty'), link: { to: PATHS.flashExchange, label: t('exchange.records.goExchange') } }
  return <RecordListPage className="page exchange" query={useExchangeRecords()} exportCsv={EXCHANGES} renderItem={(r) => <ExchangeRecordCard record={r} />} empty={empty} />
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
