// Wallet failures of spec section 8, each with the i18n key of its message.
export type WalletErrorKind = 'noWallet' | 'accountFailed' | 'signatureFailed' | 'rejected' | 'locked' | 'pending' | 'tronNotAccepted'

const MESSAGE_KEYS = {
  noWallet: 'wallet.error.noWallet',
  accountFailed: 'wallet.error.accountFailed',
  signatureFailed: 'wallet.error.signatureFailed',
  rejected: 'wallet.error.rejected',
  // A TRON wallet locked or without an account; a connection request already open in the wallet.
  locked: 'wallet.error.locked',
  pending: 'wallet.error.pending',
  // The sign-in is EIP-4361's, which names an EVM address: a TRON wallet cannot make it.
  tronNotAccepted: 'wallet.error.tronNotAccepted',
} as const

export class WalletError extends Error {
  readonly kind: WalletErrorKind
  readonly messageKey: (typeof MESSAGE_KEYS)[WalletErrorKind]
  constructor(kind: WalletErrorKind, cause?: unknown) {
    super(kind, { cause })
    this.name = 'WalletError'
    this.kind = kind
    this.messageKey = MESSAGE_KEYS[kind]
  }
}

/** EIP-1193 code 4001 (and ethers' ACTION_REJECTED) mean the user said no in the wallet. */
export function isUserRejection(error: unknown): boolean {
  const e = error as { code?: unknown; info?: { error?: { code?: unknown } } } | undefined
  return e?.code === 4001 || e?.code === 'ACTION_REJECTED' || e?.info?.error?.code === 4001
}
