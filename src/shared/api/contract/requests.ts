import { RPC, type RpcCode } from '../rpc-codes'
import { RESP_CODES } from './envelope'
import type { LoginMode } from './login'
import type { WithdrawAuthMode } from './withdraw-auth'

// The request side of the wire as a backend sees it, one entry per code: which form fields it
// takes and which it may refuse a request without, whether it needs the session, and the error
// codes it answers. Plain data, so a generator (test/contract/openapi.ts: docs/openapi.json) and
// a test of docs/api.md's field tables can read it without loading a schema library.
//
// Why not the `fields` schemas of the contract map (schemas/index.ts)? They type what this client
// sends, and it always sends its filters and pages (`type: ''`, `page: 1`); a backend must also take
// a request without them (docs/api.md: "empty or absent: all", "default 1"). So the field names are
// the same here and there (test/contract/requests.test.ts), and `required` here is the server's.

/** A setting the backend advertises in its configuration (00000) that changes what a code takes. */
export type ModeCondition = { readonly mode: 'login'; readonly is: LoginMode } | { readonly mode: 'withdrawAuth'; readonly is: WithdrawAuthMode }

/** Another field of the same request, at a value. */
export interface FieldCondition {
  readonly field: string
  readonly is: string
}

/**
 * `required`: the backend answers 1003 without it. `optional`: absent or empty has a documented
 * default. A condition: required in that mode, or when that field has that value, else ignored.
 */
export type FieldRequirement = 'required' | 'optional' | ModeCondition | FieldCondition

/** What each response code means, across the codes that answer it (docs/api.md, "Error codes"). */
export const RESPONSE_CODE_MEANINGS = {
  [RESP_CODES.sessionExpired]: 'session expired or missing: the call needs a session and `token` is missing or unknown; the client ends its session',
  [RESP_CODES.signatureFailed]: 'a signature is refused: the login (10002), or a withdrawal the wallet must sign (10051 with `withdrawAuth.mode` `eip712`)',
  [RESP_CODES.invalidParam]: 'a field is missing or malformed',
  // Not in RESP_CODES: the client has no reaction of its own to it, it shows respMsg.
  '2001': 'insufficient balance: the available balance of the coin does not cover the amount (a withdrawal counts its fee)',
  [RESP_CODES.notFound]: 'not found: an unknown id, symbol or record (another user\'s counts as unknown)',
  [RESP_CODES.notStarted]: 'not started: the sale or offering opens later',
  [RESP_CODES.ended]: 'ended: the sale or offering has closed',
  [RESP_CODES.soldOut]: 'sold out',
  [RESP_CODES.notEnoughStock]: 'the quantity is above what is left',
  [RESP_CODES.notRedeemable]: 'the stake cannot be redeemed: not expired yet, or already redeemed',
  [RESP_CODES.outOfRange]: 'an amount or volume outside its minimum and maximum (respMsg names them)',
  [RESP_CODES.quoteExpired]: 'the flash exchange quote expired, was used or is unknown: ask for a new one',
  [RESP_CODES.duplicateTx]: 'the transaction hash was reported already',
  [RESP_CODES.paymentNotFound]: 'no matching payment to the service contract on the chain (respMsg says what)',
} as const

export type ErrorCode = keyof typeof RESPONSE_CODE_MEANINGS

export interface RequestSpec {
  /** `required`: 500 without a valid `token`. `optional`: public, a token adds the user's own figures. `none`: public, the token is ignored. */
  readonly session: 'required' | 'optional' | 'none'
  /** Every form field but `token`. */
  readonly fields: Readonly<Record<string, FieldRequirement>>
  /** The error codes it answers besides 500 (which every `session: 'required'` code answers). */
  readonly errors: readonly ErrorCode[]
  /** Served only in that mode (a backend in the other mode need not implement the code). */
  readonly onlyIn?: ModeCondition
}

const paging = { page: 'optional', size: 'optional' } as const
const { invalidParam, signatureFailed, notFound, notStarted, ended, soldOut, notEnoughStock, notRedeemable, outOfRange, quoteExpired, duplicateTx, paymentNotFound } = RESP_CODES
const insufficientBalance = '2001'
const signedWithdrawal = { mode: 'withdrawAuth', is: 'eip712' } as const

export const REQUESTS = {
  [RPC.globalConfig]: { session: 'none', fields: {}, errors: [] },
  [RPC.setLanguage]: { session: 'optional', fields: { lang: 'required' }, errors: [invalidParam] },
  [RPC.visitReport]: { session: 'none', fields: { code: 'required' }, errors: [invalidParam] },
  [RPC.login]: {
    session: 'none',
    fields: { address: 'required', signature: 'required', message: { mode: 'login', is: 'siwe' }, code: 'optional' },
    errors: [invalidParam, signatureFailed],
  },
  [RPC.userInfo]: { session: 'required', fields: {}, errors: [] },
  [RPC.loginNonce]: { session: 'none', fields: { address: 'required' }, errors: [invalidParam], onlyIn: { mode: 'login', is: 'siwe' } },

  [RPC.balances]: { session: 'required', fields: {}, errors: [] },
  [RPC.financeRecords]: { session: 'required', fields: { type: 'optional', coin: 'optional', ...paging }, errors: [invalidParam] },
  [RPC.depositAddress]: { session: 'required', fields: { chain: 'required', coin: 'required' }, errors: [invalidParam] },
  [RPC.submitDeposit]: {
    session: 'required',
    fields: { chain: 'required', coin: 'required', amount: 'required', txHash: 'required' },
    errors: [invalidParam, duplicateTx, paymentNotFound],
  },
  [RPC.withdrawConfig]: { session: 'none', fields: { coin: 'optional' }, errors: [] },
  [RPC.submitWithdrawal]: {
    session: 'required',
    fields: {
      coin: 'required',
      chain: 'required',
      address: 'required',
      amount: 'required',
      nonce: signedWithdrawal,
      deadline: signedWithdrawal,
      chainId: signedWithdrawal,
      signature: signedWithdrawal,
    },
    errors: [invalidParam, outOfRange, insufficientBalance, signatureFailed],
  },
  [RPC.withdrawNonce]: { session: 'required', fields: {}, errors: [], onlyIn: signedWithdrawal },
  [RPC.withdrawalRecords]: { session: 'required', fields: paging, errors: [invalidParam] },
  [RPC.withdrawalDetail]: { session: 'required', fields: { id: 'required' }, errors: [invalidParam, notFound] },

  [RPC.machineList]: { session: 'optional', fields: { type: 'optional' }, errors: [invalidParam] },
  [RPC.machineDetail]: { session: 'optional', fields: { id: 'required' }, errors: [invalidParam, notFound] },
  [RPC.buyMachine]: {
    session: 'required',
    fields: { id: 'required', quantity: 'required' },
    errors: [invalidParam, notFound, notStarted, ended, soldOut, notEnoughStock, insufficientBalance],
  },
  [RPC.myMachines]: { session: 'required', fields: { status: 'optional', ...paging }, errors: [invalidParam] },
  [RPC.miningIncome]: { session: 'required', fields: { orderId: 'optional', ...paging }, errors: [invalidParam] },
  [RPC.participations]: { session: 'required', fields: { type: 'optional', ...paging }, errors: [invalidParam] },

  [RPC.idoList]: { session: 'optional', fields: { phase: 'optional' }, errors: [invalidParam] },
  [RPC.idoSubscribe]: {
    session: 'required',
    fields: { id: 'required', quantity: 'required' },
    errors: [invalidParam, notFound, notStarted, ended, insufficientBalance],
  },
  [RPC.idoPositions]: { session: 'required', fields: paging, errors: [invalidParam] },

  [RPC.stakingProducts]: { session: 'none', fields: { coin: 'optional' }, errors: [] },
  [RPC.stake]: { session: 'required', fields: { productId: 'required', amount: 'required' }, errors: [invalidParam, notFound, outOfRange, insufficientBalance] },
  [RPC.stakingRecords]: { session: 'required', fields: { status: 'optional', ...paging }, errors: [invalidParam] },
  [RPC.redeemStake]: { session: 'required', fields: { id: 'required' }, errors: [invalidParam, notFound, notRedeemable] },

  [RPC.exchangeQuote]: { session: 'required', fields: { from: 'required', to: 'required', amount: 'optional' }, errors: [invalidParam, outOfRange] },
  [RPC.submitExchange]: { session: 'required', fields: { quoteId: 'required' }, errors: [invalidParam, quoteExpired, insufficientBalance] },
  [RPC.exchangeRecords]: { session: 'required', fields: paging, errors: [invalidParam] },

  [RPC.marketList]: { session: 'none', fields: { category: 'optional' }, errors: [invalidParam] },
  [RPC.candles]: {
    session: 'none',
    fields: { symbol: 'required', interval: 'required', limit: 'optional', before: 'optional' },
    errors: [invalidParam, notFound],
  },

  [RPC.placeOrder]: {
    session: 'required',
    fields: {
      symbol: 'required',
      side: 'required',
      kind: 'optional',
      volume: 'required',
      price: { field: 'kind', is: 'limit' },
      stopLoss: 'optional',
      takeProfit: 'optional',
    },
    errors: [invalidParam, notFound, outOfRange, insufficientBalance],
  },
  [RPC.orders]: { session: 'required', fields: { scope: 'optional', ...paging }, errors: [invalidParam] },
  // Both stops are sent, '' clearing one: a request without either is refused.
  [RPC.modifyOrder]: { session: 'required', fields: { id: 'required', stopLoss: 'required', takeProfit: 'required' }, errors: [invalidParam, notFound] },
  [RPC.closeOrder]: { session: 'required', fields: { id: 'required' }, errors: [invalidParam, notFound] },

  [RPC.invitation]: { session: 'required', fields: paging, errors: [invalidParam] },
  // A page of the list, or one announcement by `id`.
  [RPC.announcements]: { session: 'none', fields: { ...paging, id: 'optional' }, errors: [invalidParam, notFound] },
} as const satisfies Record<RpcCode, RequestSpec>
