import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

export interface AccountUser {
  username: string
  inviteCode: string
  inviterCode: string
}
export interface AccountInfo {
  directCount: number
  indirectCount: number
}
export interface Account {
  user: AccountUser
  info: AccountInfo
}

/** 10003: the logged-in user and their referral counts. */
export function fetchAccount(): Promise<Account> {
  return rpc<Account>(RPC.userInfo)
}
