import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '@/shared/paths'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { StakeRecordCard } from '../components/stake-record-card'
import { useStakeRecords } from '../hooks/use-staking'
import '../staking.css'

export default function StakingRecordPage() {
  const { t } = useTranslation()
  const records = useStakeRecords()
  return (
    <div className="page staking">
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
