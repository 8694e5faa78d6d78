import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router-dom'
import { ErrorState } from '@/shared/ui/states'

// A page whose code failed to load (a dropped connection, a new deploy): reloading fetches it again.
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  return <PageLoadError />
}

export function PageLoadError() {
  const { t } = useTranslation()
  return (
    <section className="page">
      <ErrorState message={t('common.error.pageLoad')} onRetry={() => window.location.reload()} />
    </section>
  )
}
