import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import { ExportCsvButton } from '@/shared/ui/export-csv-button'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { RefreshControl } from '@/shared/ui/updated-ago'
import { fetchWithdrawals } from '../api/funds-api'
import { WithdrawalCard } from '../components/withdrawal-card'
import { WITHDRAWAL_COLUMNS } from '../export-columns'
import { useWithdrawals } from '../hooks/use-funds'
import '../funds.css'

export default function WithdrawRecordPage() {
  const { t } = useTranslation()
  const withdrawals = useWithdrawals()
  return (
    <div className="page funds">
      <RefreshControl query={withdrawals} />
      <ExportCsvButton
        name="withdrawals"
        columns={WITHDRAWAL_COLUMNS}
        total={withdrawals.data?.pages[0]?.total}
        fetchPage={(page, size, signal) => fetchWithdrawals(page, size, signal)}
        getId={(w) => w.id}
        timeOf={(w) => w.createdAt}
        newestFirst
      />
      <LoadMoreList
        query={withdrawals}
        getKey={(w) => w.id}
        renderItem={(w) => <WithdrawalCard withdrawal={w} />}
        emptyMessage={t('funds.withdrawal.empty')}
        emptyAction={
          <Link to={PATHS.withdraw} className="btn btn--primary btn--block">
            {t('page.withdraw')}
          </Link>
        }
      />
    </div>
  )
}
