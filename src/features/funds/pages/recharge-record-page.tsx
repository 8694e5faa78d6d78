import { useTranslation } from 'react-i18next'
import { PATHS } from '@/shared/paths'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { ConnectWalletButton } from '@/shared/ui/connect-wallet-button'
import { RecordListPage, type RecordExport } from '@/shared/ui/record-list-page'
import { fetchFinanceRecords, type FinanceRecord } from '../api/funds-api'
import { FinanceRecordCard } from '../components/finance-record-card'
import { DEPOSIT_COLUMNS } from '../export-columns'
import { useFinanceRecords } from '../hooks/use-funds'
import '../funds.css'

const DEPOSITS = ['deposit'] as const

const DEPOSIT_EXPORT: RecordExport<FinanceRecord> = {
  name: 'deposits',
  columns: DEPOSIT_COLUMNS,
  fetchPage: (page, size, signal) => fetchFinanceRecords(DEPOSITS, '', page, size, signal),
  timeOf: (r) => r.createdAt,
  newestFirst: true,
}

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
  const empty = { message: t('funds.deposit.empty'), link: { to: PATHS.recharge, label: t('page.recharge') } }
  return <RecordListPage className="page funds" query={records} refresh exportCsv={DEPOSIT_EXPORT} renderItem={(r) => <FinanceRecordCard record={r} />} empty={empty} />
}
