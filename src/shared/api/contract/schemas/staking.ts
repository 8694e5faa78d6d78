import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { STAKE_STATUSES } from '../staking'
import { BalanceAfter, count, decimal, isoTime, pageFields, paged } from './wire'

// The staking answers' schemas (docs/api.md, 10035, 10036, 10037, 10041).

/** A way to stake one coin for a fixed number of days. Amounts are decimal strings. */
export const StakingProductSchema = v.object({
  id: v.string(),
  coin: v.string(),
  days: count,
  /** Yearly rate, percent: earnings = amount x rate / 100 x days / 365, truncated to 8 places. */
  rate: decimal,
  /** Smallest and largest amount of one stake, in coin. */
  min: decimal,
  max: decimal,
})

/** 10035: the products, and the server's clock (a stake starts at its now). */
export const StakingProductsSchema = v.object({ list: v.array(StakingProductSchema), serverTime: isoTime })

export const StakeRecordSchema = v.object({
  id: v.string(),
  productId: v.string(),
  coin: v.string(),
  amount: decimal,
  days: count,
  rate: decimal,
  /** What redemption pays on top of the amount. */
  earnings: decimal,
  /** ISO 8601: staking time, and expiry (staking time + days). */
  stakedAt: isoTime,
  expiresAt: isoTime,
  status: v.picklist(STAKE_STATUSES),
  /** Staked and expired: redemption is open. */
  redeemable: v.boolean(),
  redeemedAt: v.nullable(isoTime),
})

export const StakeRecordPageSchema = paged(StakeRecordSchema)

/** 10036 and 10041 answer the record and the coin's available balance after the write. */
export const StakeResultSchema = v.object({ record: StakeRecordSchema, balance: BalanceAfter })

/** The staking codes: each one's form fields and the answer's `data` (contract/index.ts joins the areas). */
export const stakingContract = {
  [RPC.stakingProducts]: { fields: v.object({ coin: v.optional(v.string()) }), data: StakingProductsSchema },
  [RPC.stake]: { fields: v.object({ productId: v.string(), amount: v.string() }), data: StakeResultSchema },
  [RPC.stakingRecords]: { fields: v.object({ status: v.optional(v.picklist(STAKE_STATUSES)), ...pageFields }), data: StakeRecordPageSchema },
  [RPC.redeemStake]: { fields: v.object({ id: v.string() }), data: StakeResultSchema },
} as const
