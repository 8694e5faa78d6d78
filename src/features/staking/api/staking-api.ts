import type { StakeRecordPage, StakeResult } from '@/shared/api/contract/staking'
import { PAGE_SIZE, pagedQueryOptions, userKey } from '@/shared/api/queries'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

// The staking area's calls (docs/api.md, 10036-10041) and their query options: the only file that
// spells these codes, field names and query keys. The products (10035) are in the shared catalog.

export type { StakeRecord, StakeStatus, StakingProduct, StakingProducts } from '@/shared/api/contract/staking'
export { stakeEarnings } from '@/shared/api/contract/staking'

export function stake(productId: string, amount: string): Promise<StakeResult> {
  return rpc(RPC.stake, { productId, amount })
}

/** The stake as the call a wallet shortfall makes once credited (kept with its payment, see SpendCall). */
export const stakeCall = (productId: string, amount: string) => ({ code: RPC.stake, fields: { productId, amount } })

/** A page of the stakes; the CSV export asks bigger pages and may cancel (`signal`). */
export function fetchStakeRecords(page: number, size = PAGE_SIZE, signal?: AbortSignal): Promise<StakeRecordPage> {
  return rpc(RPC.stakingRecords, { page, size }, { signal })
}

export function redeemStake(id: string): Promise<StakeResult> {
  return rpc(RPC.redeemStake, { id })
}

// Query keys: the products are public (`staking`), the user's stakes are in the user scope.
export { stakingProductsQuery as productsQuery } from '@/shared/api/catalog'

export const stakeRecordsQuery = () => pagedQueryOptions(userKey('staking', 'records'), (page) => fetchStakeRecords(page))
