import { useTranslation } from 'react-i18next'
import { EARNING_TYPES } from '../api/funds-api'
import { LedgerView } from '../components/ledger-view'
import '../funds.css'

/** What the user earned: machine output, referral earnings, IDO releases and staking earnings. */
export default function EarningsRecordPage() {
  const { t } = useTranslation()
  return <LedgerView types={EARNING_TYPES} allTypes={EARNING_TYPES} allTypesLabel={t('funds.filter.allEarnings')} emptyMessage={t('funds.earnings.empty')} exportName="earnings" />
}
