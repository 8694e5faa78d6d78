// The EIP-712 typed data of a signed withdrawal (docs/api.md, 10051 "Signed withdrawals"): the
// client builds it for the wallet to sign (shared/wallet/sign-withdrawal.ts, loaded on that tap), a
// backend (and the mock) to verify it. It imports nothing, so it costs the client no library.

/** The EIP-712 domain's name and version; its chainId is the chain the wallet is on when it signs. */
export const WITHDRAWAL_DOMAIN = { name: 'ETO', version: '1' } as const

/**
 * The signed struct, in this field order. Strings are what 10051 sends (the amount and fee as the
 * decimal strings of the request, the destination as typed for its chain, TRON included); `account`
 * is the logged-in wallet; `deadline` is in Unix seconds.
 */
export const WITHDRAWAL_TYPES = {
  Withdrawal: [
    { name: 'account', type: 'address' },
    { name: 'coin', type: 'string' },
    { name: 'chain', type: 'string' },
    { name: 'address', type: 'string' },
    { name: 'amount', type: 'string' },
    { name: 'fee', type: 'string' },
    { name: 'nonce', type: 'string' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

/** The figures a withdrawal's signature covers. */
export interface WithdrawalMessage {
  account: string
  coin: string
  chain: string
  address: string
  amount: string
  fee: string
  nonce: string
  /** Unix seconds. */
  deadline: number
}

const DOMAIN_TYPE = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
] as const

/** What eth_signTypedData_v4 takes (as JSON): domain, types (with EIP712Domain), primary type and message. */
export function withdrawalTypedData(message: WithdrawalMessage, chainId: number) {
  return {
    domain: { ...WITHDRAWAL_DOMAIN, chainId },
    types: { EIP712Domain: DOMAIN_TYPE, ...WITHDRAWAL_TYPES },
    primaryType: 'Withdrawal' as const,
    message,
  }
}
