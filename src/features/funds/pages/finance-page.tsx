import { useTranslation } from 'react-i18next'
import { LEDGER_TYPES, type LedgerType } from '../api/funds-api'
import { LedgerView } from '../components/ledger-view'
import '../funds.css'

/** No type named: the server sends every type, those it adds later included. */
const EVERY_TYPE: readonly LedgerType[] = []

/** Every movement of the user's money: the whole ledger. */
export default function FinancePage() {
  const { t } = useTranslation()
  return <LedgerView types={LEDGER_TYPES} allTypes={EVERY_TYPE} allTypesLabel={t('funds.filter.allTypes')} emptyMessage={t('funds.finance.empty')} exportName="finance" />
}
