import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { isNotDownloaded } from '@/shared/lib/network'
import { Skeleton } from '@/shared/ui/skeleton'
import { ErrorState } from '@/shared/ui/states'

// What a route shows when it cannot: its code (or a part of it loaded later) did not arrive (a
// dropped connection, a new deploy), or a screen failed while rendering. The two say different
// things: only the first is about the connection.

export function RouteError({ error }: { error: unknown }) {
  console.error(error)
  // Only a part of the page that did not arrive (what browsers and Vite say then) is about the
  // connection; anything else failed while rendering. A reload fetches the code again, or starts
  // the screen afresh.
  const notLoaded = isNotDownloaded(error)
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

/** The waits between attempts while the code still does not arrive online: 1, 2, 4, 8, then every 10 s. */
export const PAGE_RELOAD_DELAYS_MS = [1000, 2000, 4000, 8000, 10_000] as const

/**
 * Stands in for a page whose code or strings did not load: `load` (the router's, which fetches both)
 * runs again when the network returns, on Retry, and each time the route is shown, and then the
 * page itself shows, without a reload.
 * The browser says "online" as soon as a network interface is up, which can be a moment before a
 * request gets through: an attempt that fails while online is tried again, later and later, until
 * the code arrives (the error stays on screen meanwhile, with its Retry).
 */
export function pageLoadedLater(load: () => Promise<PageModule>): ComponentType {
  // Once here, the page shows at once whenever the route is shown again.
  let loaded: ComponentType | undefined
  return function PageLoadedLater() {
    const [state, setState] = useState<{ Page?: ComponentType; loading: boolean }>(() => ({ Page: loaded, loading: !loaded }))
    const attempt = useRef<(showLoading: boolean) => void>(() => undefined)
    useEffect(() => {
      if (loaded) return
      let alive = true
      let timer: ReturnType<typeof setTimeout> | undefined
      let failures = 0
      const tryAgain = (showLoading: boolean) => {
        clearTimeout(timer)
        if (showLoading) setState((s) => ({ ...s, loading: true }))
        load().then(
          (module) => {
            loaded = module.default
            if (alive) setState({ Page: module.default, loading: false })
          },
          (error: unknown) => {
            if (!alive) return
            console.error(error)
            setState({ loading: false })
            if (!navigator.onLine) return
            timer = setTimeout(() => tryAgain(false), PAGE_RELOAD_DELAYS_MS[Math.min(failures, PAGE_RELOAD_DELAYS_MS.length - 1)])
            failures += 1
          },
        )
      }
      const onOnline = () => {
        failures = 0
        tryAgain(false)
      }
      attempt.current = tryAgain
      tryAgain(true)
      window.addEventListener('online', onOnline)
      return () => {
        alive = false
        clearTimeout(timer)
        window.removeEventListener('online', onOnline)
      }
    }, [])
    const { Page, loading } = state
    if (Page) return <Page />
    return loading ? <Skeleton /> : <PageError onRetry={() => attempt.current(true)} />
  }
}
