import { useTranslation } from 'react-i18next'
import { formatLocalDateTime } from '@/shared/lib/date'
import type { LedgerStatus, Withdrawal } from '../api/funds-api'
import './status-timeline.css'

/** The way every withdrawal goes when all is well. */
const HAPPY_PATH: readonly LedgerStatus[] = ['submitted', 'reviewed', 'processing', 'successful']

/**
 * A withdrawal's steps: those reached, each with its time (and the reason on a rejection or a
 * failure), then, while it is on its way, the steps still to come.
 */
export function StatusTimeline({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation()
  const finished = w.steps.some((s) => s.status === 'successful' || s.status === 'rejected' || s.status === 'failed')
  const ahead = finished ? [] : HAPPY_PATH.filter((status) => !w.steps.some((s) => s.status === status))
  const current = w.steps.length - 1
  return (
    <ol className="timeline" aria-label={t('funds.withdrawal.timeline')}>
      {w.steps.map((step, i) => (
        <li key={step.status} className={`timeline__step timeline__step--${step.status === 'rejected' || step.status === 'failed' ? 'bad' : 'done'}`} aria-current={i === current ? 'step' : undefined}>
          <span className="timeline__dot" aria-hidden="true" />
          <span className="timeline__label">{t(`funds.status.${step.status}`)}</span>
          <span className="muted timeline__time">{formatLocalDateTime(step.at, i18n.language)}</span>
          {(step.status === 'rejected' || step.status === 'failed') && w.reason && <span className="timeline__reason">{t(`funds.withdrawal.reason.${w.reason}`)}</span>}
        </li>
      ))}
      {ahead.map((status) => (
        <li key={status} className="timeline__step timeline__step--ahead">
          <span className="timeline__dot" aria-hidden="true" />
          <span className="timeline__label">{t(`funds.status.${status}`)}</span>
          <span className="muted timeline__time">{t('funds.withdrawal.pending')}</span>
        </li>
      ))}
    </ol>
  )
}
