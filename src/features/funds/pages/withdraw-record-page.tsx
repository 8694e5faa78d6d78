import { useTranslation } from 'react-i18next'
import { PATHS } from '@/shared/paths'
import { RecordListPage, type RecordExport } from '@/shared/ui/record-list-page'
import { fetchWithdrawals, type Withdrawal } from '../api/funds-api'
import { WithdrawalCard } from '../components/withdrawal-card'
import { WITHDRAWAL_COLUMNS } from '../export-columns'
import { useWithdrawals } from '../hooks/use-funds'
import '../funds.css'

const WITHDRAWALS: RecordExport<Withdrawal> = { name: 'withdrawals', columns: WITHDRAWAL_COLUMNS, fetchPage: fetchWithdrawals, timeOf: (w) => w.createdAt, newestFirst: true }

export default function WithdrawRecordPage() {
  const { t } = useTranslation()
  const empty = { message: t('funds.withdrawal.empty'), link: { to: PATHS.withdraw, label: t('page.withdraw') } }
  return <RecordListPage className="page funds" query={useWithdrawals()} refresh exportCsv={WITHDRAWALS} renderItem={(w) => <WithdrawalCard withdrawal={w} />} empty={empty} />
}
