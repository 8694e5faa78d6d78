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

/** 10004: a nonce for one EIP-4361 login of `address`, usable once, until `expiresAt` (server times). */
export const LoginNonceSchema = v.object({
  /** At least 8 letters and digits (EIP-4361). */
  nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{8,}$/)),
  issuedAt: isoTime,
  expiresAt: isoTime,
})

export const accountContract = {
  [RPC.loginNonce]: { fields: v.object({ address: v.string() }), data: LoginNonceSchema },
  [RPC.login]: {
    /** `message`: the EIP-4361 text signed, in the siwe login mode only. */
    fields: v.object({ address: v.string(), signature: v.string(), message: v.optional(v.string()), code: v.optional(v.string()) }),
    data: LoginResultSchema,
  },
  [RPC.userInfo]: { fields: v.object({}), data: AccountSchema },
} as const
