import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { useTranslation } from 'react-i18next'
import { compare } from '@/shared/lib/decimal'
import { formatLocalDateTime } from '@/shared/lib/date'
import { formatAmount } from '@/shared/lib/format'
import { maskMiddle } from '@/shared/lib/mask'
import { KeyValue } from '@/shared/ui/key-value'
import type { FinanceRecord } from '../api/funds-api'
import { useChains } from '../hooks/use-funds'
import { explorerTxUrl } from '../model'
import { StatusBadge } from './status-badge'

/** One finance record: what moved, by how much, its status, when, and the balance after it. */
export function FinanceRecordCard({ record: r }: { record: FinanceRecord }) {
  const { t, i18n } = useTranslation()
  const titleId = `record-${r.id}`
  const credit = compare(r.amount, 0) > 0
  const chains = useChains()
  // The link's label is a wallet string: until those load, the hash shows without its link.
  const strings = useAreaStrings('wallet')
  const explorer = strings && r.deposit && explorerTxUrl(chains.data?.find((c) => c.id === r.deposit?.chain), r.deposit.txHash)
  return (
    <article className="card funds-record" aria-labelledby={titleId}>
      <header className="funds-record__head">
        <h2 id={titleId} className="funds-record__title">
          {t(`funds.type.${r.type}`)}
        </h2>
        <StatusBadge status={r.status} />
      </header>
      <dl className="funds-kv">
        <KeyValue label={t('funds.field.amount')} valueClassName={credit ? 'funds-up' : 'funds-down'}>
          {credit ? '+' : ''}
          {formatAmount(r.amount, r.coin)} {r.coin}
        </KeyValue>
        {r.deposit && (
          <>
            <KeyValue label={t('funds.field.confirmations')}>
              {r.deposit.confirmations}/{r.deposit.requiredConfirmations}
            </KeyValue>
            <KeyValue label={t('funds.field.txHash')}>
              {explorer ? (
                <a href={explorer} target="_blank" rel="noopener noreferrer" aria-label={t('funds.tx.viewOnExplorer', { hash: maskMiddle(r.deposit.txHash) })}>
                  {maskMiddle(r.deposit.txHash)}
                </a>
              ) : (
                maskMiddle(r.deposit.txHash)
              )}
            </KeyValue>
          </>
        )}
        {r.balance && (
          <KeyValue label={t('funds.field.balanceAfter')}>
            {formatAmount(r.balance, r.coin)} {r.coin}
          </KeyValue>
        )}
        <KeyValue label={t('funds.field.time')}>{formatLocalDateTime(r.createdAt, i18n.language)}</KeyValue>
      </dl>
    </article>
  )
}
