import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { count, isoTime } from './wire'

// The signed-in user as it travels (docs/api.md, 10002 login and 10003 user info).

export const AccountUserSchema = v.object({
  id: v.string(),
  /** The wallet address the user signed in with. */
  username: v.pipe(v.string(), v.nonEmpty()),
  address: v.string(),
  inviteCode: v.string(),
  /** The inviter's code, or '' when the user was invited by nobody. */
  inviterCode: v.string(),
  createdAt: isoTime,
})

export const AccountInfoSchema = v.object({ lang: v.string(), directCount: count, indirectCount: count, lastLoginAt: isoTime })

export const AccountSchema = v.object({ user: AccountUserSchema, info: AccountInfoSchema })

export const LoginResultSchema = v.object({ token: v.pipe(v.string(), v.nonEmpty()), ...AccountSchema.entries })

export const accountContract = {
  [RPC.login]: { fields: v.object({ address: v.string(), signature: v.string(), code: v.optional(v.string()) }), data: LoginResultSchema },
  [RPC.userInfo]: { fields: v.object({}), data: AccountSchema },
} as const
