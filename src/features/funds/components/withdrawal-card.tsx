import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { formatLocalDateTime } from '@/shared/lib/date'
import { PATHS } from '@/shared/paths'
import { KeyValue } from '@/shared/ui/key-value'
import type { Withdrawal } from '../api/funds-api'
import { useChainName } from '../hooks/use-funds'
import { WithdrawalSummary } from './withdrawal-summary'

/** One withdrawal in the record: amount, chain, address, status and time; it opens the details. */
export function WithdrawalCard({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation()
  const titleId = `withdrawal-${w.id}`
  const chainName = useChainName(w.chain)
  return (
    <article className="card funds-record" aria-labelledby={titleId}>
      <WithdrawalSummary withdrawal={w} titleId={titleId} chainName={chainName}>
        <KeyValue label={t('funds.field.time')}>{formatLocalDateTime(w.createdAt, i18n.language)}</KeyValue>
      </WithdrawalSummary>
      <Link to={`${PATHS.withdrawalDetails}?id=${encodeURIComponent(w.id)}`} className="btn btn--ghost btn--block">
        {t('funds.withdrawal.viewDetails')}
      </Link>
    </article>
  )
}
