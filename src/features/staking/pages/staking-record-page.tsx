import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import { ExportCsvButton } from '@/shared/ui/export-csv-button'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { fetchStakeRecords } from '../api/staking-api'
import { StakeRecordCard } from '../components/stake-record-card'
import { STAKE_COLUMNS } from '../export-columns'
import { useStakeRecords } from '../hooks/use-staking'
import '../staking.css'

export default function StakingRecordPage() {
  const { t } = useTranslation()
  const records = useStakeRecords()
  return (
    <div className="page staking">
      <ExportCsvButton
        name="staking"
        columns={STAKE_COLUMNS}
        total={records.data?.pages[0]?.total}
        fetchPage={(page, size, signal) => fetchStakeRecords(page, size, signal)}
        getId={(r) => r.id}
        timeOf={(r) => r.stakedAt}
        newestFirst
      />
      <LoadMoreList
        query={records}
        getKey={(r) => r.id}
        renderItem={(r) => <StakeRecordCard record={r} />}
        emptyMessage={t('staking.records.empty')}
        emptyAction={
          <Link to={PATHS.staking} className="btn btn--primary btn--block">
            {t('staking.records.goStake')}
          </Link>
        }
      />
    </div>
  )
}
