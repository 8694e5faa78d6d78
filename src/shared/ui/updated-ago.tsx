import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { relativeTimeFormat } from '@/shared/lib/intl'
import './refresh-control.css'

/** "Updated 12 seconds ago", in the user's language, kept current while on screen. */
export function UpdatedAgo({ at }: { at: number }) {
  const { t, i18n } = useTranslation()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [])
  if (!at) return null
  const seconds = Math.max(0, Math.round((now - at) / 1000))
  // Intl words the time and its plural in every language ("now", "12 seconds ago", "2 minutes ago").
  const format = relativeTimeFormat(`${i18n.language}-u-nu-latn`, { numeric: 'auto' })
  const time = seconds < 60 ? format.format(-seconds, 'second') : seconds < 3600 ? format.format(-Math.floor(seconds / 60), 'minute') : format.format(-Math.floor(seconds / 3600), 'hour')
  return <span className="muted updated-ago">{t('common.updatedAgo', { time })}</span>
}

interface Refreshable {
  dataUpdatedAt: number
  isFetching: boolean
  refetch: () => unknown
}

/** "Updated 12 seconds ago" and a Refresh button: where figures go stale while the user looks. */
export function RefreshControl({ query }: { query: Refreshable }) {
  const { t } = useTranslation()
  return (
    <div className="refresh-control">
      <UpdatedAgo at={query.dataUpdatedAt} />
      <button type="button" className="btn btn--ghost btn--small" disabled={query.isFetching} aria-busy={query.isFetching} onClick={() => void query.refetch()}>
        {query.isFetching ? t('common.loading') : t('common.refresh')}
      </button>
    </div>
  )
}
