import type * as v from 'valibot'
import type { LoginNonceSchema } from './schemas/account'

// How a wallet logs in (docs/api.md, 00000 `login`, 10004, 10002). Two modes:
// - 'dapp' (the spec's, and the default): the wallet signs the fixed text `DAPP` (LOGIN_MESSAGE in
//   envelope.ts). One captured signature logs in forever, and any site may ask for it.
// - 'siwe': the wallet signs an EIP-4361 message (siwe.ts) naming this site, the chain and a
//   single-use nonce that the backend issued (10004); the backend accepts each nonce once.

export const LOGIN_MODES = ['dapp', 'siwe'] as const
export type LoginMode = (typeof LOGIN_MODES)[number]

/** 00000 `login` (optional): absent, or `mode: 'dapp'`, is the `DAPP` login. */
export interface LoginConfig {
  mode: LoginMode
}

/** 10004's answer: a nonce for one login of `address`, usable once, until `expiresAt` (schemas/account.ts). */
export type LoginNonce = v.InferOutput<typeof LoginNonceSchema>

/** The line a wallet shows under the address in an EIP-4361 login message. */
export const SIWE_STATEMENT = 'Sign in to ETO with this wallet. This request costs nothing and sends no transaction.'

/** The login mode a config (00000 answer) asks for: `dapp` unless it says `siwe`. */
export function loginModeOf(config: { login?: LoginConfig }): LoginMode {
  return config.login?.mode ?? 'dapp'
}

/**
 * The login mode a build pins (VITE_LOGIN_MODE), or null to follow the config: unset, empty or
 * `config`. The config answer is not trusted to lower the login: a build pinned to `siwe` never signs
 * `DAPP`, whatever the config says or when it fails, and `dapp` signs it whatever the config says.
 * A value this client does not know counts as `siwe`: a misspelt pin fails loudly against a `DAPP`
 * backend instead of silently signing the replayable text.
 */
export function pinnedLoginMode(setting: string | undefined): LoginMode | null {
  const value = setting?.trim().toLowerCase() ?? ''
  if (value === '' || value === 'config') return null
  return value === 'dapp' ? 'dapp' : 'siwe'
}
