import type * as v from 'valibot'
import type { StakingProductSchema, StakingProductsSchema, StakeRecordSchema, StakeRecordPageSchema, StakeResultSchema } from './schemas/staking'
import { divide, multiply, toDecimalString } from '@/shared/lib/decimal'

// Staking data as it travels (docs/api.md, 10035, 10036, 10037, 10041): its values and rules
// here, its answers' schemas in schemas/staking.ts.

export const STAKE_STATUSES = ['staked', 'redeemed'] as const
export type StakeStatus = (typeof STAKE_STATUSES)[number]

/** What a stake earns by expiry: amount x rate / 100 x days / 365, truncated to 8 places. */
export function stakeEarnings(amount: string, rate: string, days: number): string {
  return toDecimalString(divide(multiply(multiply(amount, rate, 10), days, 10), 36500, 8))
}


// The shapes of the answers, checked by the schemas in schemas/staking.ts.
export type StakingProduct = v.InferOutput<typeof StakingProductSchema>
export type StakingProducts = v.InferOutput<typeof StakingProductsSchema>
export type StakeRecord = v.InferOutput<typeof StakeRecordSchema>
export type StakeRecordPage = v.InferOutput<typeof StakeRecordPageSchema>
export type StakeResult = v.InferOutput<typeof StakeResultSchema>
