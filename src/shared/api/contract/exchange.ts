import type { Paged } from './envelope'

// Flash exchange data as it travels (docs/api.md, 10055, 10056, 10058).

/** 10055: the pair's rate and limits; with an amount, also a quote to execute before it expires. */
export interface ExchangeQuote {
  /** Every coin that can be exchanged, for the pickers. */
  coins: string[]
  from: string
  to: string
  /** How much `to` one `from` buys, before the fee (8 places, truncated). */
  rate: string
  /** The fee, percent of what the exchange buys. */
  feeRate: string
  /** Smallest and largest amount of `from` one exchange takes. */
  min: string
  max: string
  /** ISO 8601: the server's now when it answered. */
  serverTime: string
  /** Only when an amount within the limits was asked for. */
  quote: {
    id: string
    amount: string
    /** In `to`: what the fee takes, and what arrives (amount x rate - fee), exact to 8 places. */
    fee: string
    receive: string
    /** ISO 8601: executing after this is refused (3008). */
    expiresAt: string
  } | null
}

export interface ExchangeRecord {
  id: string
  from: string
  to: string
  /** Paid, in `from`; received, in `to`. */
  amount: string
  receive: string
  rate: string
  fee: string
  createdAt: string
}

export type ExchangeRecordPage = Paged<ExchangeRecord>

/** 10056's answer: the record and both coins' available balances after it. */
export interface ExchangeResult {
  record: ExchangeRecord
  balances: { coin: string; available: string }[]
}
