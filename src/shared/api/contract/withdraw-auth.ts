// A withdrawal only the wallet can authorise (docs/api.md, 00000 `withdrawAuth`, 10054, 10051).
// When the config says `withdrawAuth: { mode: 'eip712' }`, each withdrawal (10051) carries the
// wallet's EIP-712 signature of its own fields, a single-use nonce from the backend (10054) and a
// deadline: a stolen session token alone cannot move money. Absent (or `off`): the spec's 10051.
// This module is the mode, which the config's schema reads on every page; the typed data both
// sides build is in withdrawal-typed-data.ts, loaded by the client only when a wallet signs.

export const WITHDRAW_AUTH_MODES = ['off', 'eip712'] as const
export type WithdrawAuthMode = (typeof WITHDRAW_AUTH_MODES)[number]

/** The withdrawal mode a config (00000 answer) asks for: `off` unless it says `eip712`. */
export function withdrawAuthOf(config: { withdrawAuth?: { mode: WithdrawAuthMode } }): WithdrawAuthMode {
  return config.withdrawAuth?.mode ?? 'off'
}
