import { useTranslation } from 'react-i18next'
import type { LedgerStatus } from '../api/funds-api'

const TONE: Record<LedgerStatus, string> = {
  submitted: 'info',
  reviewed: 'info',
  processing: 'info',
  successful: 'up',
  rejected: 'down',
  failed: 'down',
  failureHandled: 'muted',
}

/** A finance record's or a withdrawal's status, in the colour of how it went. */
export function StatusBadge({ status }: { status: LedgerStatus }) {
  const { t } = useTranslation()
  return <span className={`badge badge--${TONE[status]}`}>{t(`funds.status.${status}`)}</span>
}
