import { useTranslation } from 'react-i18next'

/** Grey placeholder rows shown while the first page of data loads. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation()
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton__card" aria-hidden="true">
          <div className="skeleton__line skeleton__line--wide" />
          <div className="skeleton__line" />
          <div className="skeleton__line skeleton__line--short" />
        </div>
      ))}
    </div>
  )
}
