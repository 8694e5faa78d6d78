import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { formatLocalDateTime } from '@/shared/lib/date'
import { formatAmount } from '@/shared/lib/format'
import { maskMiddle } from '@/shared/lib/mask'
import { PATHS } from '@/shared/paths'
import { KeyValue } from '@/shared/ui/key-value'
import type { Withdrawal } from '../api/funds-api'
import { useChainName } from '../hooks/use-funds'
import { StatusBadge } from './status-badge'

/** One withdrawal in the record: amount, chain, address, status and time; it opens the details. */
export function WithdrawalCard({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation()
  const titleId = `withdrawal-${w.id}`
  const chainName = useChainName(w.chain)
  return (
    <article className="card funds-record" aria-labelledby={titleId}>
      <header className="funds-record__head">
        <h2 id={titleId} className="funds-record__title">
          <bdi dir="ltr">
            {formatAmount(w.amount, w.coin)} {w.coin}
          </bdi>
        </h2>
        <StatusBadge status={w.status} />
      </header>
      <dl className="funds-kv">
        <KeyValue label={t('funds.chain')}>{chainName}</KeyValue>
        <KeyValue label={t('funds.field.address')}>
          {maskMiddle(w.address)}
        </KeyValue>
        <KeyValue label={t('funds.field.time')}>{formatLocalDateTime(w.createdAt, i18n.language)}</KeyValue>
      </dl>
      <Link to={`${PATHS.withdrawalDetails}?id=${encodeURIComponent(w.id)}`} className="btn btn--ghost btn--block">
        {t('funds.withdrawal.viewDetails')}
      </Link>
    </article>
  )
}
