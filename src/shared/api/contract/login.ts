// How a wallet logs in (docs/api.md, 00000 `login`, 10004, 10002). Two modes:
// - 'dapp' (the spec's, and the default): the wallet signs the fixed text `DAPP` (LOGIN_MESSAGE in
//   envelope.ts). One captured signature logs in forever, and any site may ask for it.
// - 'siwe': the wallet signs an EIP-4361 message (siwe.ts) naming this site, the chain and a
//   single-use nonce that the backend issued (10004); the backend accepts each nonce once.

export type LoginMode = 'dapp' | 'siwe'

/** 00000 `login` (optional): absent, or `mode: 'dapp'`, is the `DAPP` login. */
export interface LoginConfig {
  mode: LoginMode
}

/** 10004's answer: a nonce for one login of `address`, usable once, until `expiresAt`. */
export interface LoginNonce {
  /** At least 8 letters and digits (EIP-4361). */
  nonce: string
  /** ISO 8601, the server's time: the message's `Issued At`. */
  issuedAt: string
  /** ISO 8601, the server's time: the message's `Expiration Time`; a login after it is refused. */
  expiresAt: string
}

/** The line a wallet shows under the address in an EIP-4361 login message. */
export const SIWE_STATEMENT = 'Sign in to ETO with this wallet. This request costs nothing and sends no transaction.'

/** The login mode a config (00000 answer) asks for; anything but `siwe` is `dapp`. */
export function loginModeOf(config: unknown): LoginMode {
  const login = typeof config === 'object' && config !== null ? (config as { login?: unknown }).login : undefined
  const mode = typeof login === 'object' && login !== null ? (login as { mode?: unknown }).mode : undefined
  return mode === 'siwe' ? 'siwe' : 'dapp'
}
