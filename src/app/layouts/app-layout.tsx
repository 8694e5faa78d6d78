import { useEffect, useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigation, useRoute } from '@/shared/router'
import { ErrorBoundary } from '@/shared/ui/error-boundary'
import { Toaster } from '@/shared/ui/toast/toaster'
import { TopBar } from '@/shared/ui/top-bar'
import { PATHS } from '@/shared/paths'
import { queryClient } from '@/shared/api/query-client'
import type { AppRoute } from '@/shared/route-manifest'
import { PriceAlertWatcher } from '../price-alert-watcher'
import { TabBar } from './tab-bar'

export function AppLayout() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigation = useNavigation()
  // The first page appears at once; only later pages fade in (there is nothing to fade from).
  const [firstKey] = useState(location.key)
  const route = useRoute<AppRoute>()
  const title = route ? t(route.titleKey as 'nav.home') : ''

  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name')
  }, [title, t])

  return (
    <QueryClientProvider client={queryClient}>
      <div className={route?.tab ? 'app app--tabbed' : 'app'}>
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
        {navigation.state === 'loading' && <div className="route-progress" role="progressbar" aria-label={t('common.loading')} />}
        {route && route.tab !== 'home' && <TopBar title={title} fallback={route.tab ? undefined : PATHS.home} />}
        <main id="main" className="app__main">
          {/* Keyed on the path: a new page fades in. A language change only re-renders it (every text
              and error is translated as it is shown), so what the user typed is kept. */}
          <div key={location.pathname} className={location.key === firstKey ? 'page-view' : 'page-view page-view--fade'}>
            <ErrorBoundary>
              <Outlet />
            </ErrorBoundary>
          </div>
        </main>
        {route?.tab && <TabBar active={route.tab} />}
        <Toaster />
        <PriceAlertWatcher />
      </div>
    </QueryClientProvider>
  )
}
