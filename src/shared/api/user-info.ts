import { queryOptions } from '@tanstack/react-query'
import { usernameOf, useSessionStore } from '@/shared/stores/session-store'
import { userKey } from './queries'
import { rpc } from './rpc-client'
import type { Account } from './contract/account'
import { RPC } from './rpc-codes'

// The logged-in user as the server has it now (10003): the my page shows it, invitation will too.

export type { Account, AccountInfo, AccountUser } from './contract/account'

/** 10003; the stored session's user and info are refreshed with the answer. */
export async function fetchAccount(): Promise<Account> {
  const token = useSessionStore.getState().token
  const account = await rpc(RPC.userInfo)
  const session = useSessionStore.getState()
  // An answer for a session that ended meanwhile (here or in another tab) is not written back.
  if (!token || session.token !== token) return account
  // The username is the wallet address the user signed in with: a malformed answer (a missing or
  // non-string username) must not replace it, or the session is lost on the next check.
  session.setUser({ ...account.user, username: usernameOf(session.user) })
  session.setInfo({ ...account.info })
  return account
}

export const userInfoQuery = () => queryOptions({ queryKey: userKey('info'), queryFn: fetchAccount })
