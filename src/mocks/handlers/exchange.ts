import { RESP_CODES } from '@/shared/api/contract/envelope'
import type { ExchangeQuote, ExchangeRecord, ExchangeRecordPage, ExchangeResult } from '@/shared/api/contract/exchange'
import { RPC } from '@/shared/api/rpc-codes'
import { compare, divide, isValidAmount, multiply, subtract, toDecimalString } from '@/shared/lib/decimal'
import { now, nowIso } from '../clock'
import { nextSeq, type MockExchange } from '../db'
import { availableOf, credit, debit } from '../ledger'
import { newestFirst, pageFields, paginate } from '../paging'
import { EXCHANGE_TABLE } from '../seed'
import { defineRpc, invalidParam, MockRpcError, requireField, requireUser, type RpcContext } from '../rpc'

// Flash exchange: quote (10055), execute (10056) and records (10058). Rates come from a fixed
// seeded price table (seed.ts EXCHANGE_TABLE) until the market mock has its price process. A quote
// is valid for EXCHANGE_TABLE.quoteSeconds on the mock clock and executes once, at its own price;
// an expired or used quote is refused (3008), never filled at another price. Executing writes an
// 'exchange' entry on each coin.

const coinField = (ctx: RpcContext, name: 'from' | 'to'): string => {
  const coin = requireField(ctx, name).toUpperCase()
  if (!EXCHANGE_TABLE.prices[coin]) throw invalidParam(name, 'unknown coin {coin}', { coin })
  return coin
}

/** How much `to` one `from` buys: the ratio of their reference prices, 8 places, truncated. */
export function rateOf(from: string, to: string): string {
  return toDecimalString(divide(EXCHANGE_TABLE.prices[from], EXCHANGE_TABLE.prices[to], 8))
}

/** What `amount` of `from` buys at `rate`, less the fee: both exact to 8 places. */
export function exchangeAmounts(amount: string, rate: string): { fee: string; receive: string } {
  const gross = multiply(amount, rate, 8)
  const fee = toDecimalString(divide(multiply(gross, EXCHANGE_TABLE.feeRate, 10), 100, 8))
  return { fee, receive: subtract(gross, fee) }
}

function recordDto(e: MockExchange): ExchangeRecord {
  return { id: e.id, from: e.from, to: e.to, amount: e.amount, receive: e.receive, rate: e.rate, fee: e.fee, createdAt: e.createdAt }
}

export const exchangeRpcs = [
  defineRpc(RPC.exchangeQuote, (ctx): ExchangeQuote => {
    const user = requireUser(ctx)
    const { db } = ctx
    const from = coinField(ctx, 'from')
    const to = coinField(ctx, 'to')
    if (from === to) throw invalidParam('to', 'must differ from "from"')
    const { min, max } = EXCHANGE_TABLE.limits[from]
    const rate = rateOf(from, to)
    const base = { coins: Object.keys(EXCHANGE_TABLE.prices), from, to, rate, feeRate: EXCHANGE_TABLE.feeRate, min, max, serverTime: nowIso() }
    const amount = ctx.fields.amount?.trim() ?? ''
    if (!amount) return { ...base, quote: null }
    if (!isValidAmount(amount, 8) || compare(amount, 0) <= 0) throw invalidParam('amount', 'must be a positive decimal with at most {places} places', { places: 8 })
    if (compare(amount, min) < 0) throw new MockRpcError(RESP_CODES.outOfRange, 'Exchange below the minimum of {min} {coin}', { min, coin: from })
    if (compare(amount, max) > 0) throw new MockRpcError(RESP_CODES.outOfRange, 'Exchange above the maximum of {max} {coin}', { max, coin: from })
    const { fee, receive } = exchangeAmounts(amount, rate)
    const id = `Q${nextSeq(db)}`
    const expiresAt = new Date(now() + EXCHANGE_TABLE.quoteSeconds * 1000).toISOString()
    // Only the user's live quotes are kept: a demo asks for many.
    db.exchangeQuotes = db.exchangeQuotes.filter((q) => q.userId !== user.id || (!q.used && now() < Date.parse(q.expiresAt)))
    db.exchangeQuotes.push({ id, userId: user.id, from, to, amount: toDecimalString(amount), rate, fee, receive, expiresAt, used: false })
    return { ...base, quote: { id, amount: toDecimalString(amount), fee, receive, expiresAt } }
  }),

  defineRpc(RPC.submitExchange, (ctx): ExchangeResult => {
    const user = requireUser(ctx)
    const { db } = ctx
    const quote = db.exchangeQuotes.find((q) => q.id === requireField(ctx, 'quoteId') && q.userId === user.id)
    if (!quote || quote.used || now() >= Date.parse(quote.expiresAt)) {
      throw new MockRpcError(RESP_CODES.quoteExpired, 'The quote has expired, please check the new quote')
    }
    const id = `X${nextSeq(db)}`
    debit(db, user.id, { type: 'exchange', coin: quote.from, amount: quote.amount, refId: id })
    credit(db, user.id, { type: 'exchange', coin: quote.to, amount: quote.receive, refId: id })
    quote.used = true
    const record: MockExchange = { id, userId: user.id, from: quote.from, to: quote.to, amount: quote.amount, receive: quote.receive, rate: quote.rate, fee: quote.fee, createdAt: nowIso() }
    db.exchanges.push(record)
    return {
      record: recordDto(record),
      balances: [quote.from, quote.to].map((coin) => ({ coin, available: availableOf(db, user.id, coin) })),
    }
  }),

  defineRpc(RPC.exchangeRecords, (ctx): ExchangeRecordPage => {
    const user = requireUser(ctx)
    const paging = pageFields(ctx)
    const rows = ctx.db.exchanges
      .filter((e) => e.userId === user.id)
      .sort(newestFirst((r) => r.createdAt))
    return paginate(rows, paging, recordDto)
  }),
]
