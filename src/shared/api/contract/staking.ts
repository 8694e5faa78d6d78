import { divide, multiply, toDecimalString } from '@/shared/lib/decimal'
import type { Paged } from './envelope'

// Staking data as it travels (docs/api.md, 10035, 10036, 10037, 10041).

/** A way to stake one coin for a fixed number of days. Amounts are decimal strings. */
export interface StakingProduct {
  id: string
  coin: string
  days: number
  /** Yearly rate, percent: earnings = amount x rate / 100 x days / 365, truncated to 8 places. */
  rate: string
  /** Smallest and largest amount of one stake, in coin. */
  min: string
  max: string
}

/** 10035: the products, and the server's clock (a stake starts at its now). */
export interface StakingProducts {
  list: StakingProduct[]
  serverTime: string
}

export type StakeStatus = 'staked' | 'redeemed'

export interface StakeRecord {
  id: string
  productId: string
  coin: string
  amount: string
  days: number
  rate: string
  /** What redemption pays on top of the amount. */
  earnings: string
  /** ISO 8601: staking time, and expiry (staking time + days). */
  stakedAt: string
  expiresAt: string
  status: StakeStatus
  /** Staked and expired: redemption is open. */
  redeemable: boolean
  redeemedAt: string | null
}

export type StakeRecordPage = Paged<StakeRecord>

/** 10036 and 10041 answer the record and the coin's available balance after the write. */
export interface StakeResult {
  record: StakeRecord
  balance: { coin: string; available: string }
}

/** What a stake earns by expiry: amount x rate / 100 x days / 365, truncated to 8 places. */
export function stakeEarnings(amount: string, rate: string, days: number): string {
  return toDecimalString(divide(multiply(multiply(amount, rate, 10), days, 10), 36500, 8))
}
