import type { ComponentType } from 'react'
import { createRouter, routePath, type Resolution, type Router, type RouterLocation } from '@/shared/router'
import { allowLoginOnly } from './guard'
import { AppLayout } from './layouts/app-layout'
import { pageLoadedLater, RouteError } from './layouts/route-error'
import { asksForData, pageModule, ROUTES, type AppRoute } from '@/shared/route-manifest'
import { homeWithCode } from '@/shared/paths'
import { setSessionEndedNavigation } from '@/shared/stores/session-lifecycle'
import { useSessionStore } from '@/shared/stores/session-store'
import { Skeleton } from '@/shared/ui/skeleton'
import { rememberInviteCode } from '@/shared/lib/invite-code'

// What loads when: the one rule (decision 0010, docs/architecture.md section 4).
// - Before any first render: the `app` chunk (the entry and what it imports: React, this router,
//   i18next, zustand, the query client) and the language's first-load strings.
// - Before a route's first render: its page module with everything that module imports statically,
//   and its string areas, loaded together here (loadPageAndStrings). Whatever a page imports is
//   there when it renders: nothing is handed over at run time.
// - Later: what a module asks for with a dynamic import() at the moment it needs it (ethers on
//   connect, the chart library, the QR code, /home's lists, the start-up calls after the first paint).
// How modules group into files is the build's rule, not a list: src/build/page-kit.ts.

type PageModule = { default: ComponentType }

// Every page module, each its own chunk; the manifest names which one a route shows.
const PAGES = import.meta.glob<PageModule>('/src/features/*/pages/*-page.tsx')

function loadPageCode(route: AppRoute): Promise<PageModule> {
  const load = PAGES[pageModule(route)]
  return load ? load() : Promise.reject(new Error(`No page file ${pageModule(route)} for ${route.path}`))
}

// The map of string files (area-strings.ts) is not in the first load: it comes with the first
// route that lists an area.
const areaStrings = () => import('@/shared/i18n/area-strings')

/**
 * A route's page code and its string areas, asked for at once (the strings never wait for the page
 * code): the page renders with its words, never a raw key.
 */
function loadPageAndStrings(route: AppRoute): Promise<PageModule> {
  const strings = route.areas.length > 0 ? areaStrings().then(({ loadAreaStrings }) => Promise.all(route.areas.map(loadAreaStrings))) : undefined
  return Promise.all([loadPageCode(route), strings]).then(([page]) => page)
}

// A deep link's page code and its strings start downloading as this module loads, beside the
// language (main.tsx), not once the language is in and the router resolves the route, which then
// finds them on their way.
const deepLink = routeOf(window.location.pathname)
if (deepLink) {
  loadPageCode(deepLink).catch(() => undefined)
  if (asksForData(deepLink)) {
    // The backend hears the app's language while the page loads (rpc-client.ts).
    import('@/shared/api/rpc-client').then(({ tellLanguageNow }) => tellLanguageNow()).catch(() => undefined)
  }
  if (deepLink.areas.length > 0) {
    const { areas } = deepLink
    void areaStrings()
      .then(({ prefetchAreaStrings }) => prefetchAreaStrings(areas, useSessionStore.getState().language))
      .catch(() => undefined)
  }
}

// Each route's page once resolved (its code, or the stand-in that loads it later): a route shown
// again renders at once.
const resolvedPages = new Map<string, ComponentType>()

async function loadPage(route: AppRoute): Promise<ComponentType> {
  try {
    return (await loadPageAndStrings(route)).default
  } catch (error) {
    // Offline, the page would go blank: a stand-in loads the code again when the network returns
    // (or on Retry) and then shows it.
    console.error(error)
    return pageLoadedLater(() => loadPageAndStrings(route))
  }
}

/** The route of a path: the app's paths match with or without a trailing slash, in any case. */
function routeOf(pathname: string): AppRoute | undefined {
  const path = routePath(pathname)
  return ROUTES.find((r) => routePath(r.path) === path)
}

/** What a location shows: its page, or home for `/`, an unknown path and a login-only page without login. */
function resolve(location: RouterLocation): Resolution<AppRoute> | Promise<Resolution<AppRoute>> {
  const route = routeOf(location.pathname)
  if (!route) return { redirect: homeWithCode(location.search) }
  if (route.requiresLogin && !allowLoginOnly()) return { redirect: homeWithCode(location.search) }
  const Page = resolvedPages.get(route.path)
  if (Page) return { route, Page }
  return loadPage(route).then((loaded) => {
    resolvedPages.set(route.path, loaded)
    return { route, Page: loaded }
  })
}

export type AppRouter = Router<AppRoute>

/**
 * Wherever a session ends (disconnect, account switch, expired), the user lands on /home with the
 * invite code of the page they are on at that moment (the router's own location, which is ahead of
 * what React has rendered while a page loads).
 */
function sendHomeWhenSessionEnds(router: AppRouter): void {
  setSessionEndedNavigation(() => void router.navigate(homeWithCode(router.state.location.search), { replace: true }))
}

/** Keep a referral link's invite code for the visit, from the first location and every later one. */
function rememberInviteCodes(router: AppRouter): void {
  rememberInviteCode(router.state.location.search)
  router.subscribe((state) => rememberInviteCode(state.location.search))
}

/** The app's router; memory history from `initialEntries` (tests), the browser's without them. */
export function createAppRouter(initialEntries?: readonly string[]): AppRouter {
  const router = createRouter({
    resolve,
    element: <AppLayout />,
    errorElement: (error) => <RouteError error={error} />,
    fallback: <Skeleton />,
    initialEntries,
  })
  sendHomeWhenSessionEnds(router)
  rememberInviteCodes(router)
  return router
}
