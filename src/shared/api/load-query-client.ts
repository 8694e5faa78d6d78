import type { QueryClient } from '@tanstack/react-query'
import { loadOnce } from '@/shared/lib/network'

// The query client and TanStack Query's core (about 9 KB gzip) are not in the first paint of
// /home, whose first screen asks for no data: every other route loads them beside its page code
// (src/app/router.tsx), and /home's lists with their own code, after the first paint. The app
// layout provides the client from the moment it is here (src/app/layouts/app-layout.tsx).

let client: QueryClient | undefined
const listeners = new Set<() => void>()

/** Loads the app's one QueryClient once; a failed load (offline) is tried again on the next call. */
export const loadQueryClient: () => Promise<QueryClient> = loadOnce(() =>
  import('./query-client').then(({ queryClient }) => {
    client = queryClient
    // What QueryClientProvider does on mount: refetch on focus and on reconnect.
    client.mount()
    for (const listener of listeners) listener()
    return client
  }),
)

/** The client once loaded, else undefined (for useSyncExternalStore). */
export const loadedQueryClient = (): QueryClient | undefined => client

export function onQueryClientLoaded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Resolves once no query is fetching (the screen's answers are in, or have failed), or after
 * `maxMs` at most: true then, false at once when nothing was fetching or the client is not loaded.
 */
export function untilQueriesSettle(maxMs: number): Promise<boolean> {
  const queries = client
  if (!queries || queries.isFetching() === 0) return Promise.resolve(false)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve(true)
    }
    const timer = setTimeout(done, maxMs)
    const unsubscribe = queries.getQueryCache().subscribe(() => {
      if (queries.isFetching() === 0) done()
    })
  })
}
