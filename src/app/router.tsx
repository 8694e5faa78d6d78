import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { redirectHome, requireLogin } from './guard'
import { AppLayout } from './layouts/app-layout'
import { pageLoadedLater, RouteError } from './layouts/route-error'
import { ROUTES, type AppRoute, type PageModule } from './route-table'
import { loadAreaStrings, prefetchAreaStrings } from '@/shared/i18n/area-strings'
import { homeWithCode } from '@/shared/paths'
import { setSessionEndedNavigation } from '@/shared/stores/session-lifecycle'
import { useSessionStore } from '@/shared/stores/session-store'
import { Skeleton } from '@/shared/ui/skeleton'
import { rememberInviteCode } from '@/shared/lib/invite-code'

/**
 * A route's page code and its string areas, both asked for at once (one round trip, not the page
 * and then its strings): the page renders with its words, never a raw key.
 */
async function loadPage(route: AppRoute): Promise<PageModule> {
  const [page] = await Promise.all([route.load(), ...route.areas.map(loadAreaStrings)])
  return page
}

// A deep link's strings start downloading as this module loads, beside the language and the page's
// code (main.tsx starts those), not once the language is in and the router runs the route's lazy().
prefetchAreaStrings(ROUTES.find((r) => r.path === window.location.pathname)?.areas ?? [], useSessionStore.getState().language)

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
            try {
              return { Component: (await loadPage(route)).default }
            } catch (error) {
              // A rejected lazy() leaves the route "still lazy" and react-router renders nothing
              // for it (not even its errorElement): offline, the page would go blank. A stand-in
              // loads the code again when the network returns (or on Retry) and then shows it.
              console.error(error)
              return { Component: pageLoadedLater(() => loadPage(route)) }
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
