import { QueryClient } from '@tanstack/react-query'
import { isRpcError } from './errors'
import { USER_SCOPE } from './queries'
import { selectIsConnected, usernameOf, useSessionStore } from '@/shared/stores/session-store'

/**
 * A read is tried once more only when the connection dropped on the way (no answer at all). The
 * server's own refusal and a malformed answer stand (asking again gets the same); offline waits for
 * the network to return (refetch on reconnect); a time-out has already kept the user waiting 15 s.
 */
function retryRead(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && isRpcError(error) && error.kind === 'network'
}

/** Settings for a money app on a phone. Balances set a shorter stale time of their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Coming back to a screen shows what it had at once and asks again only after this.
        staleTime: 30_000,
        retry: retryRead,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        // Offline, a read fails at once with "offline" (an error with retry, not an endless
        // skeleton) and runs again when the network returns.
        networkMode: 'always',
      },
      mutations: {
        // A write is never repeated on its own, and never held back to fire later when the
        // network returns: it fails now, and the user decides.
        retry: false,
        networkMode: 'always',
      },
    },
  })
}

/** The app's one QueryClient. */
export const queryClient = createQueryClient()

// The user's data is asked for only while someone is signed in: a screen still on display when the
// session ends does not ask again without a token (and so meet a 500).
queryClient.setQueryDefaults([USER_SCOPE], { enabled: () => selectIsConnected(useSessionStore.getState()) })

// When the signed-in user changes (login, disconnect, account switch, an expired session), the
// previous user's cached data goes at once, before React renders again: the next account never sees
// it, not even for one frame. Public data may carry per-user flags (joined, my units): asked again.
useSessionStore.subscribe((state, previous) => {
  if (usernameOf(state.user) === usernameOf(previous.user)) return
  queryClient.removeQueries({ queryKey: [USER_SCOPE] })
  void queryClient.invalidateQueries()
})

/**
 * Resolves once no query is fetching (the screen's answers are in, or have failed), or after
 * `maxMs` at most: true then, false at once when nothing was fetching.
 */
export function untilQueriesSettle(maxMs: number): Promise<boolean> {
  if (queryClient.isFetching() === 0) return Promise.resolve(false)
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      unsubscribe()
      resolve(true)
    }
    const timer = setTimeout(done, maxMs)
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done()
    })
  })
}
