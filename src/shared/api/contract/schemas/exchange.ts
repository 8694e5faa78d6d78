import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { BalanceAfter, decimal, isoTime, pageFields, paged } from './wire'

// The flash exchange answers' schemas (docs/api.md, 10055, 10056, 10058).

/** 10055: the pair's rate and limits; with an amount, also a quote to execute before it expires. */
export const ExchangeQuoteSchema = v.object({
  /** Every coin that can be exchanged, for the pickers. */
  coins: v.array(v.string()),
  from: v.string(),
  to: v.string(),
  /** How much `to` one `from` buys, before the fee (8 places, truncated). */
  rate: decimal,
  /** The fee, percent of what the exchange buys. */
  feeRate: decimal,
  /** Smallest and largest amount of `from` one exchange takes. */
  min: decimal,
  max: decimal,
  /** ISO 8601: the server's now when it answered. */
  serverTime: isoTime,
  /** Only when an amount within the limits was asked for. */
  quote: v.nullable(
    v.object({
      id: v.string(),
      amount: decimal,
      /** In `to`: what the fee takes, and what arrives (amount x rate - fee), exact to 8 places. */
      fee: decimal,
      receive: decimal,
      /** ISO 8601: executing after this is refused (3008). */
      expiresAt: isoTime,
    }),
  ),
})

export const ExchangeRecordSchema = v.object({
  id: v.string(),
  from: v.string(),
  to: v.string(),
  /** Paid, in `from`; received, in `to`. */
  amount: decimal,
  receive: decimal,
  rate: decimal,
  fee: decimal,
  createdAt: isoTime,
})

export const ExchangeRecordPageSchema = paged(ExchangeRecordSchema)

/** 10056's answer: the record and both coins' available balances after it. */
export const ExchangeResultSchema = v.object({ record: ExchangeRecordSchema, balances: v.array(BalanceAfter) })

/** The flash exchange codes: each one's form fields and the answer's `data` (contract/index.ts joins the areas). */
export const exchangeContract = {
  [RPC.exchangeQuote]: { fields: v.object({ from: v.string(), to: v.string(), amount: v.string() }), data: ExchangeQuoteSchema },
  [RPC.submitExchange]: { fields: v.object({ quoteId: v.string() }), data: ExchangeResultSchema },
  [RPC.exchangeRecords]: { fields: v.object(pageFields), data: ExchangeRecordPageSchema },
} as const
