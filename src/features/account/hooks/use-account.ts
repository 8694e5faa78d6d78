import { useSessionStore } from '@/shared/stores/session-store'
import { useQuery } from '@/shared/hooks/use-query'
import { fetchAccount } from '../api/account-api'

/** The account as the server has it now; the stored session is refreshed with it. */
export function useAccount() {
  return useQuery(async () => {
    const account = await fetchAccount()
    const session = useSessionStore.getState()
    session.setUser({ ...account.user, username: account.user.username })
    session.setInfo({ ...account.info })
    return account
  }, [])
}
