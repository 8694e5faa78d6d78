import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatAmount } from '@/shared/lib/format'
import { maskMiddle } from '@/shared/lib/mask'
import { KeyValue } from '@/shared/ui/key-value'
import type { Withdrawal } from '../api/funds-api'
import { StatusBadge } from './status-badge'

interface WithdrawalSummaryProps {
  withdrawal: Withdrawal
  /** The heading's id, which the card or section around it is labelled by. */
  titleId: string
  /** Passed in rather than looked up here: the details page asks for the chains before the withdrawal arrives. */
  chainName: string
  /** The whole address (the details), else its ends (a row of the record). */
  fullAddress?: boolean
  /** The rows after the address. */
  children: ReactNode
}

/** A withdrawal's amount and status, then its chain, its address and the caller's rows. */
export function WithdrawalSummary({ withdrawal: w, titleId, chainName, fullAddress, children }: WithdrawalSummaryProps) {
  const { t } = useTranslation()
  return (
    <>
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
        <KeyValue label={t('funds.field.address')}>{fullAddress ? <span className="funds-address__text">{w.address}</span> : maskMiddle(w.address)}</KeyValue>
        {children}
      </dl>
    </>
  )
}
