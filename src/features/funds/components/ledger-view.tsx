import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RecordListPage } from '@/shared/ui/record-list-page'
import { SelectField } from '@/shared/ui/select-field'
import { fetchFinanceRecords, type LedgerType } from '../api/funds-api'
import { LEDGER_COLUMNS } from '../export-columns'
import { useCoins, useFinanceRecords } from '../hooks/use-funds'
import { FinanceRecordCard } from './finance-record-card'

interface LedgerViewProps {
  /** The types the filter offers, one at a time. */
  types: readonly LedgerType[]
  /** What "all" asks the server for: every type (none named), or a group such as the earnings. */
  allTypes: readonly LedgerType[]
  allTypesLabel: string
  emptyMessage: string
  /** The CSV file's name: "finance" saves finance-2026-11-25.csv. */
  exportName: string
}

/**
 * The ledger page, newest first, filtered by type and by coin, loading more as the user scrolls;
 * the export takes every record the same filters select.
 */
export function LedgerView({ types, allTypes, allTypesLabel, emptyMessage, exportName }: LedgerViewProps) {
  const { t } = useTranslation()
  const coins = useCoins()
  const [type, setType] = useState<LedgerType | ''>('')
  const [coin, setCoin] = useState('')
  const selected = type ? [type] : allTypes
  const records = useFinanceRecords(selected, coin)
  return (
    <RecordListPage
      className="page funds"
      query={records}
      refresh
      filterKey={`${selected.join(',')}|${coin}`}
      exportCsv={{ name: exportName, columns: LEDGER_COLUMNS, fetchPage: (page, size, signal) => fetchFinanceRecords(selected, coin, page, size, signal), timeOf: (r) => r.createdAt, newestFirst: true }}
      renderItem={(r) => <FinanceRecordCard record={r} />}
      empty={{ message: emptyMessage }}
    >
      <div className="funds-pickers">
        <SelectField
          label={t('funds.filter.type')}
          value={type}
          options={[{ value: '', label: allTypesLabel }, ...types.map((ty) => ({ value: ty, label: t(`funds.type.${ty}`) }))]}
          onChange={(value) => setType(value as LedgerType | '')}
        />
        <SelectField
          label={t('funds.filter.coin')}
          value={coin}
          options={[{ value: '', label: t('funds.filter.allCoins') }, ...(coins.data ?? []).map((c) => ({ value: c, label: c }))]}
          onChange={setCoin}
        />
      </div>
    </RecordListPage>
  )
}
