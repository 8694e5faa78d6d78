import { infiniteQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { Paged } from './contract/envelope'

// What every feature's query options share: the user scope of cached data and the paged lists.

/**
 * Every query key of data that belongs to the signed-in user starts with this scope (balances,
 * my machines, income, positions, ledgers). The app drops the whole scope the moment the session's
 * user changes, so the next account never sees the previous one's figures.
 */
export const USER_SCOPE = 'user'

/** A query key inside the user scope. */
export function userKey<const K extends readonly unknown[]>(...parts: K): readonly [typeof USER_SCOPE, ...K] {
  return [USER_SCOPE, ...parts]
}

/**
 * After a write that moved money and whose answer says nothing of the balances (a deposit report, a
 * wallet payment): every figure of the user (balances, ledgers, positions) is stale. Screens on
 * display fetch again at once, the others when they are shown. `also` names the public keys the
 * write changed too (a machine's sold count, say). A write that answers with its balances uses
 * settleMoneyWrite (balances.ts) instead.
 */
export function invalidateAfterWrite(client: QueryClient, ...also: QueryKey[]): Promise<void> {
  return Promise.all([USER_SCOPE, ...also].map((key) => client.invalidateQueries({ queryKey: typeof key === 'string' ? [key] : key }))).then(() => undefined)
}

/** The ledger (10009): every write that moves money adds to it. Its pages (the funds area's) live under this key. */
export const LEDGER_KEY = userKey('funds', 'records')

export const PAGE_SIZE = 10

/** Query options of a list that loads page by page (1-based) for LoadMoreList. */
export function pagedQueryOptions<P extends Paged<unknown>, K extends QueryKey>(queryKey: K, fetchPage: (page: number) => Promise<P>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: P, _pages: P[], page: number) => (last.hasMore ? page + 1 : undefined),
  })
}
