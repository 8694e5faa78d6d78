import { useQuery } from '@tanstack/react-query'
import { userInfoQuery } from '@/shared/api/user-info'

/** The account as the server has it now; the stored session is refreshed with it. */
export function useAccount() {
  return useQuery(userInfoQuery())
}
