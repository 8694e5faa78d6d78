import { ROUTE_MANIFEST } from './route-manifest'

type RoutePaths = { readonly [K in keyof typeof ROUTE_MANIFEST]: (typeof ROUTE_MANIFEST)[K]['path'] }

/** Every URL of the app, by route name, from the route manifest; and `/`, which redirects home. */
export const PATHS = {
  root: '/',
  ...(Object.fromEntries(Object.entries(ROUTE_MANIFEST).map(([name, route]) => [name, route.path])) as RoutePaths),
} as const

export type AppPath = (typeof PATHS)[keyof typeof PATHS]

/** The invite code query parameter, kept on every redirect to home. */
export const INVITE_CODE_PARAM = 'code'

/** `/home`, carrying the invite `code` of the given search string when it has one. */
export function homeWithCode(search: string | URLSearchParams): string {
  const code = new URLSearchParams(search).get(INVITE_CODE_PARAM)
  return code ? `${PATHS.home}?${new URLSearchParams({ [INVITE_CODE_PARAM]: code })}` : PATHS.home
}

/** One announcement's page. */
export function newsDetailPath(id: string): string {
  return `${PATHS.newsDetail}?${new URLSearchParams({ id })}`
}

/** One instrument's chart. */
export function marketChartPath(symbol: string): string {
  return `${PATHS.marketChart}?${new URLSearchParams({ symbol })}`
}

/** The order ticket, on one instrument and side when given. */
export function tradePath(symbol?: string, side?: 'buy' | 'sell'): string {
  const query = new URLSearchParams({ ...(symbol ? { symbol } : {}), ...(side ? { side } : {}) }).toString()
  return query ? `${PATHS.trade}?${query}` : PATHS.trade
}
