import { useCallback, useEffect, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router-dom'
import { Skeleton } from '@/shared/ui/skeleton'
import { ErrorState } from '@/shared/ui/states'

// What a route shows when it cannot: its code (or a part of it loaded later) did not arrive (a
// dropped connection, a new deploy), or a screen failed while rendering. The two say different
// things: only the first is about the connection.

export function RouteError() {
  const error = useRouteError()
  console.error(error)
  // Only a part of the page that did not arrive (what browsers and Vite say then) is about the
  // connection; anything else failed while rendering. A reload fetches the code again, or starts
  // the screen afresh.
  const notLoaded = /dynamically imported|module script|preload CSS/i.test(String(error))
  return <PageError crashed={!notLoaded} onRetry={() => window.location.reload()} />
}

function PageError({ crashed = false, onRetry }: { crashed?: boolean; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <section className="page">
      <ErrorState message={t(crashed ? 'common.error.generic' : 'common.error.pageLoad')} onRetry={onRetry} />
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
    return loading ? <Skeleton /> : <PageError onRetry={tryAgain} />
  }
}
