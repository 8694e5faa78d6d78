import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '@/shared/paths'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { RefreshControl } from '@/shared/ui/updated-ago'
import { WithdrawalCard } from '../components/withdrawal-card'
import { useWithdrawals } from '../hooks/use-funds'
import '../funds.css'

export default function WithdrawRecordPage() {
  const { t } = useTranslation()
  const withdrawals = useWithdrawals()
  return (
    <div className="page funds">
      <RefreshControl query={withdrawals} />
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
