import { useCallback, useEffect, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router-dom'
import { Skeleton } from '@/shared/ui/skeleton'
import { ErrorState } from '@/shared/ui/states'

// A page whose code failed to load (a dropped connection, a new deploy).

export function RouteError() {
  const error = useRouteError()
  console.error(error)
  return <PageLoadError onRetry={() => window.location.reload()} />
}

function PageLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <section className="page">
      <ErrorState message={t('common.error.pageLoad')} onRetry={onRetry} />
    </section>
  )
}

type PageModule = { default: ComponentType }

/**
 * Stands in for a page whose code did not load: it loads the code again when the network returns,
 * on Retry, and each time the route is shown, and then shows the page itself, without a reload.
 */
export function pageLoadedLater(load: () => Promise<PageModule>): ComponentType {
  return function PageLoadedLater() {
    const [state, setState] = useState<{ Page?: ComponentType; loading: boolean }>({ loading: true })
    const tryAgain = useCallback(() => {
      setState((s) => ({ ...s, loading: true }))
      load().then(
        (module) => setState({ Page: module.default, loading: false }),
        (error: unknown) => {
          console.error(error)
          setState({ loading: false })
        },
      )
    }, [])
    useEffect(() => {
      tryAgain()
      window.addEventListener('online', tryAgain)
      return () => window.removeEventListener('online', tryAgain)
    }, [tryAgain])
    const { Page, loading } = state
    if (Page) return <Page />
    return loading ? <Skeleton /> : <PageLoadError onRetry={tryAgain} />
  }
}
