import { useTranslation } from 'react-i18next'
import { PATHS } from '@/shared/paths'
import { RecordListPage, type RecordExport } from '@/shared/ui/record-list-page'
import { fetchStakeRecords, type StakeRecord } from '../api/staking-api'
import { StakeRecordCard } from '../components/stake-record-card'
import { STAKE_COLUMNS } from '../export-columns'
import { useStakeRecords } from '../hooks/use-staking'
import '../staking.css'

const STAKES: RecordExport<StakeRecord> = { name: 'staking', columns: STAKE_COLUMNS, fetchPage: fetchStakeRecords, timeOf: (r) => r.stakedAt, newestFirst: true }

export default function StakingRecordPage() {
  const { t } = useTranslation()
  const empty = { message: t('staking.records.empty'), link: { to: PATHS.staking, label: t('staking.records.goStake') } }
  return <RecordListPage className="page staking" query={useStakeRecords()} exportCsv={STAKES} renderItem={(r) => <StakeRecordCard record={r} />} empty={empty} />
}
