import { RESP_CODES } from './contract/envelope'

// What can go wrong with a business call. Messages are i18n KEYS, turned into text only when
// shown (present-error.ts): an error created before a language switch still shows in the new one.
// A server's own respMsg is already human text and wins over the key.

export type RpcErrorKind =
  /** The server answered with a respCode other than success. */
  | 'server'
  /** The answer was not a `{ respCode, respMsg }` object (an HTML error page, a proxy, ...). */
  | 'bad-response'
  /** No answer within the time limit. */
  | 'timeout'
  /** The request never reached the server, and the browser says it is offline. */
  | 'offline'
  /** The request never reached the server for another reason (DNS, CORS, reset, ...). */
  | 'network'
  /** The caller aborted the call (AbortSignal); nothing to show. */
  | 'canceled'

export type ErrorMessageKey =
  | 'common.error.requestFailed'
  | 'common.error.serviceFailed'
  | 'common.error.timeout'
  | 'common.error.offline'
  | 'common.error.network'
  | 'common.error.sessionExpired'
  | 'common.error.generic'


// Client-side kinds have no respCode; give them readable codes so logs and tests can tell them apart.
const CLIENT_CODES: Record<Exclude<RpcErrorKind, 'server'>, string> = {
  'bad-response': 'BAD_RESPONSE',
  timeout: 'TIMEOUT',
  offline: 'OFFLINE',
  network: 'NETWORK',
  canceled: 'CANCELED',
}

const KIND_KEYS: Record<Exclude<RpcErrorKind, 'server'>, ErrorMessageKey> = {
  'bad-response': 'common.error.serviceFailed',
  timeout: 'common.error.timeout',
  offline: 'common.error.offline',
  network: 'common.error.network',
  canceled: 'common.error.generic',
}

export class RpcError extends Error {
  readonly kind: RpcErrorKind
  /** The server's respCode, or BAD_RESPONSE / TIMEOUT / OFFLINE / NETWORK / CANCELED. */
  readonly code: string
  /** The server's own message, when it sent a non-empty one. */
  readonly respMsg?: string
  /** The translation key to show when there is no respMsg. */
  readonly messageKey: ErrorMessageKey

  private constructor(kind: RpcErrorKind, code: string, messageKey: ErrorMessageKey, respMsg?: string) {
    super(respMsg ?? messageKey)
    this.name = 'RpcError'
    this.kind = kind
    this.code = code
    this.messageKey = messageKey
    if (respMsg) this.respMsg = respMsg
  }

  /** A respCode other than success, with the server's message when present. */
  static server(respCode: string, respMsg?: string): RpcError {
    const key = respCode === RESP_CODES.sessionExpired ? 'common.error.sessionExpired' : 'common.error.requestFailed'
    return new RpcError('server', respCode, key, respMsg?.trim() || undefined)
  }

  /** A failure on the client side of the wire. */
  static client(kind: Exclude<RpcErrorKind, 'server'>): RpcError {
    return new RpcError(kind, CLIENT_CODES[kind], KIND_KEYS[kind])
  }

  get isSessionExpired(): boolean {
    return this.kind === 'server' && this.code === RESP_CODES.sessionExpired
  }
}

export function isRpcError(error: unknown): error is RpcError {
  return error instanceof RpcError
}
