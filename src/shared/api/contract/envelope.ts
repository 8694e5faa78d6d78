// The wire contract shared by the app and the mock backend (and documented for a real backend in
// docs/api.md): the envelope every answer comes in, the response codes, the message a wallet signs
// to log in, and the shape of a paged list. Each area's data types sit beside this file; the mock
// builds its answers as these types, so a drift between client and mock fails the typecheck.

/** Every answer: `{ respCode, respMsg, data? }`. */
export interface Envelope<T = unknown> {
  respCode: string
  respMsg?: string
  data?: T
}

/** The response codes (docs/api.md, "Response codes"). */
export const RESP_CODES = {
  success: '00000',
  /** Also success (an older backend's code). */
  successAlt: '1001',
  /** Session expired or missing: the client ends the session. */
  sessionExpired: '500',
  signatureFailed: '1002',
  invalidParam: '1003',
  notFound: '3001',
  notStarted: '3002',
  ended: '3003',
  soldOut: '3004',
  notEnoughStock: '3005',
  /** Staking: the stake has not expired yet, or is already redeemed. */
  notRedeemable: '3006',
  /** An amount outside the product's or pair's min and max; respMsg names them. */
  outOfRange: '3007',
  /** Flash exchange: the quote expired or was used; ask for a new one. */
  quoteExpired: '3008',
  /** Deposit: this transaction hash was reported already. */
  duplicateTx: '3009',
  /** Deposit on a chain paid through the service contract: the transaction holds no matching payment on the chain (respMsg says what). */
  paymentNotFound: '3010',
  /** Mock only: the area's handlers are not built yet. */
  notImplemented: '9404',
  /** Mock only: a handler crashed. */
  internal: '9500',
} as const

/** The fixed text a wallet signs to log in (10002). */
export const LOGIN_MESSAGE = 'DAPP'

/** One page of a list (docs/api.md, "Paged lists"). */
export interface Paged<T> {
  list: T[]
  total: number
  hasMore: boolean
}
