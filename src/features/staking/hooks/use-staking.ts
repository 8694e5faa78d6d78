import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { productsQuery, redeemStake, stake, stakeRecordsQuery } from '../api/staking-api'

export function useStakingProducts() {
  return useQuery(productsQuery())
}

export function useStakeRecords() {
  return useInfiniteQuery(stakeRecordsQuery())
}

/** Stake, once however often it is asked; afterwards every figure of the user is fetched again. */
export function useStake(onSuccess: () => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: ({ productId, amount }: { productId: string; amount: string }) => stake(productId, amount),
    onSuccess: () => {
      onSuccess()
      void invalidateAfterWrite(client)
    },
  })
}

/** Redeem an expired stake: principal and earnings come back; every figure of the user is fetched again. */
export function useRedeem(onSuccess: (amount: string, coin: string) => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: (id: string) => redeemStake(id),
    onSuccess: ({ record }) => {
      onSuccess(record.amount, record.coin)
      void invalidateAfterWrite(client)
    },
  })
}
