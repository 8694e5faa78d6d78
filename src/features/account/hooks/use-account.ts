import { usernameOf, useSessionStore } from '@/shared/stores/session-store'
import { useQuery } from '@/shared/hooks/use-query'
import { fetchAccount } from '../api/account-api'

/** The account as the server has it now; the stored session is refreshed with it. */
export function useAccount() {
  return useQuery(async () => {
    const account = await fetchAccount()
    const session = useSessionStore.getState()
    // The username is the wallet address the user signed in with: a malformed answer (a missing or
    // non-string username) must not replace it, or the session is lost on the next check.
    session.setUser({ ...account.user, username: usernameOf(session.user) })
    session.setInfo({ ...account.info })
    return account
  }, [])
}
