import { useTranslation } from 'react-i18next'

export function EmptyState({ message }: { message?: string }) {
  const { t } = useTranslation()
  return (
    <div className="state state--empty" role="status">
      <div className="state__art" aria-hidden="true" />
      <p>{message ?? t('common.empty')}</p>
    </div>
  )
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="state state--error" role="alert">
      <p>{message ?? t('common.error.generic')}</p>
      {onRetry && (
        <button type="button" className="btn btn--primary btn--small" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  )
}
