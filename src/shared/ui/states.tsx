import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/shared/api/present-error'

export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation()
  return (
    <div className="state state--empty" role="status">
      <div className="state__art" aria-hidden="true" />
      <p>{message ?? t('common.empty')}</p>
    </div>
  )
}

export function ErrorState({ message, onRetry, inline = false }: { message?: string; onRetry?: () => void; inline?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className={inline ? 'state state--error state--inline' : 'state state--error'} role="alert">
      <p>{message ?? t('common.error.generic')}</p>
      {onRetry && (
        <button type="button" className="btn btn--primary btn--small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  )
}

/** What a screen needs of a query to say that its refresh failed. */
interface Refetchable {
  isRefetchError: boolean
  error: unknown
  refetch: () => unknown
}

/**
 * A refresh that failed while the data loaded before stays on screen: says so in one line, with
 * retry, so the user knows the figures may be old. Nothing while the last refresh went well.
 */
export function RefreshFailed({ query }: { query: Refetchable }) {
  if (!query.isRefetchError) return null
  return <ErrorState inline message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
}
