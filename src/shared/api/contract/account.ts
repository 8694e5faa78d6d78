import type * as v from 'valibot'
import type { AccountUserSchema, AccountInfoSchema, AccountSchema, LoginResultSchema } from './schemas/account'

// The signed-in user as it travels (docs/api.md, 10002 login and 10003 user info).

// The shapes of the answers, checked by the schemas in schemas/account.ts.
export type AccountUser = v.InferOutput<typeof AccountUserSchema>
export type AccountInfo = v.InferOutput<typeof AccountInfoSchema>
export type Account = v.InferOutput<typeof AccountSchema>
export type LoginResult = v.InferOutput<typeof LoginResultSchema>
