import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { ConnectWalletButton } from '@/shared/ui/connect-wallet-button'
import { ExportCsvButton } from '@/shared/ui/export-csv-button'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { RefreshControl } from '@/shared/ui/updated-ago'
import { fetchFinanceRecords } from '../api/funds-api'
import { FinanceRecordCard } from '../components/finance-record-card'
import { DEPOSIT_COLUMNS } from '../export-columns'
import { useFinanceRecords } from '../hooks/use-funds'
import '../funds.css'

const DEPOSITS = ['deposit'] as const

/** Every reported deposit: confirming (with its confirmations so far), then credited. */
export default function RechargeRecordPage() {
  const { t } = useTranslation()
  const connected = useSessionStore(selectIsConnected)
  const records = useFinanceRecords(DEPOSITS, '')
  if (!connected) {
    return (
      <div className="page funds">
        <section className="card funds-address">
          <p>{t('funds.deposit.connectForRecord')}</p>
          <ConnectWalletButton block />
        </section>
      </div>
    )
  }
  return (
    <div className="page funds">
      <RefreshControl query={records} />
      <ExportCsvButton
        name="deposits"
        columns={DEPOSIT_COLUMNS}
        total={records.data?.pages[0]?.total}
        fetchPage={(page, size, signal) => fetchFinanceRecords(DEPOSITS, '', page, size, signal)}
        getId={(r) => r.id}
        timeOf={(r) => r.createdAt}
        newestFirst
      />
      <LoadMoreList
        query={records}
        getKey={(r) => r.id}
        renderItem={(r) => <FinanceRecordCard record={r} />}
        emptyMessage={t('funds.deposit.empty')}
        emptyAction={
          <Link to={PATHS.recharge} className="btn btn--primary btn--block">
            {t('page.recharge')}
          </Link>
        }
      />
    </div>
  )
}
