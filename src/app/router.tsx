import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { redirectHome, requireLogin } from './guard'
import { AppLayout } from './layouts/app-layout'
import { pageLoadedLater, RouteError } from './layouts/route-error'
import { asksForData, ROUTES, type AppRoute, type PageModule } from './route-table'
import { loadQueryClient } from '@/shared/api/load-query-client'
import { homeWithCode } from '@/shared/paths'
import { setSessionEndedNavigation } from '@/shared/stores/session-lifecycle'
import { useSessionStore } from '@/shared/stores/session-store'
import { Skeleton } from '@/shared/ui/skeleton'
import { rememberInviteCode } from '@/shared/lib/invite-code'
import { librariesLoaded, loadLibraries } from '@/shared/lib/libraries'

// The map of string files (area-strings.ts) is not in the first load: it comes with the first
// route that lists an area.
const areaStrings = () => import('@/shared/i18n/area-strings')

/**
 * A route's page code and its string areas, asked for at once (the strings never wait for the page
 * code): the page renders with its words, never a raw key.
 */
function loadPageAndStrings(route: AppRoute): Promise<PageModule> {
  const strings = route.areas.length > 0 ? areaStrings().then(({ loadAreaStrings }) => Promise.all(route.areas.map(loadAreaStrings))) : undefined
  return Promise.all([route.load(), strings, asksForData(route) ? loadQueryClient() : undefined]).then(([page]) => page)
}

/** The page, its strings, and decimal.js and dayjs when it shows money or dates. */
function loadEverything(route: AppRoute): Promise<PageModule> {
  return Promise.all([loadPageAndStrings(route), route.needsLibraries ? loadLibraries() : undefined]).then(([page]) => page)
}

// A deep link's page code, its strings, and decimal.js and dayjs for a page that shows money or
// dates start downloading as this module loads, beside the language (main.tsx), not once the
// language is in and the router runs the route's lazy(), which then finds them on their way.
const deepLink = ROUTES.find((r) => r.path === window.location.pathname)
if (deepLink) {
  deepLink.load().catch(() => undefined)
  if (asksForData(deepLink)) {
    loadQueryClient().catch(() => undefined)
    // The backend hears the app's language while the page loads (rpc-client.ts).
    import('@/shared/api/rpc-client').then(({ tellLanguageNow }) => tellLanguageNow()).catch(() => undefined)
  }
  if (deepLink.needsLibraries) loadLibraries().catch(() => undefined)
  if (deepLink.areas.length > 0) {
    const { areas } = deepLink
    void areaStrings()
      .then(({ prefetchAreaStrings }) => prefetchAreaStrings(areas, useSessionStore.getState().language))
      .catch(() => undefined)
  }
}

// Redirect-only routes render nothing: their loader always redirects first.
const Nothing = () => null

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Skeleton />,
    children: [
      { index: true, loader: redirectHome, Component: Nothing },
      ...ROUTES.map(
        (route): RouteObject => ({
          path: route.path,
          handle: route,
          loader: route.requiresLogin ? requireLogin : undefined,
          lazy: async () => {
            // decimal.js and dayjs load beside the page's code, not before its first render: the
            // page waits for them behind a skeleton (bytes before first render, design.md section 7).
            if (route.needsLibraries) loadLibraries().catch(() => undefined)
            try {
              const page = await loadPageAndStrings(route)
              if (!route.needsLibraries || librariesLoaded()) return { Component: page.default }
              return { Component: pageLoadedLater(() => loadEverything(route)) }
            } catch (error) {
              // A rejected lazy() leaves the route "still lazy" and react-router renders nothing
              // for it (not even its errorElement): offline, the page would go blank. A stand-in
              // loads the code again when the network returns (or on Retry) and then shows it.
              console.error(error)
              return { Component: pageLoadedLater(() => loadEverything(route)) }
            }
          },
          errorElement: <RouteError />,
        }),
      ),
      { path: '*', loader: redirectHome, Component: Nothing },
    ],
  },
]

type AppRouter = ReturnType<typeof createBrowserRouter>

/**
 * Wherever a session ends (disconnect, account switch, expired), the user lands on /home with the
 * invite code of the page they are on at that moment (the router's own location, which is ahead of
 * what React has rendered while a page loads).
 */
export function sendHomeWhenSessionEnds(router: AppRouter): void {
  setSessionEndedNavigation(() => void router.navigate(homeWithCode(router.state.location.search), { replace: true }))
}

/** Keep a referral link's invite code for the visit, from the first location and every later one. */
export function rememberInviteCodes(router: AppRouter): void {
  rememberInviteCode(router.state.location.search)
  router.subscribe((state) => rememberInviteCode(state.location.search))
}

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes)
  sendHomeWhenSessionEnds(router)
  rememberInviteCodes(router)
  return router
}
