import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { refetchWhileInFlight, SCHEDULED_REFRESH_MS } from '@/shared/api/in-flight'
import { settleMoneyWrite } from '@/shared/api/balances'
import { userKey } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { productsQuery, redeemStake, stake, stakeRecordsQuery, type StakeRecord } from '../api/staking-api'

export function useStakingProducts() {
  return useQuery(productsQuery())
}

// A stake before its expiry becomes redeemable by itself: read again now and then while one is shown.
const beforeExpiry = (r: StakeRecord) => r.status === 'staked' && !r.redeemable

/** The user's stakes, newest first. */
export function useStakeRecords() {
  return useInfiniteQuery({ ...stakeRecordsQuery(), refetchInterval: refetchWhileInFlight(beforeExpiry, SCHEDULED_REFRESH_MS) })
}

// What a stake or a redemption changes besides the balance and the ledger: the products' figures and the stakes.
const STAKING_KEYS = [['staking'], userKey('staking')]

/** Stake, once however often it is asked; the balance it answers shows at once, the rest is fetched again. */
export function useStake(onSuccess: () => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: ({ productId, amount }: { productId: string; amount: string }) => stake(productId, amount),
    onSuccess: ({ balance }) => {
      onSuccess()
      settleMoneyWrite(client, [balance], ...STAKING_KEYS)
    },
  })
}

/** Redeem an expired stake: principal and earnings come back to the balance it answers; the rest is fetched again. */
export function useRedeem(onSuccess: (amount: string, coin: string) => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: (id: string) => redeemStake(id),
    onSuccess: ({ record, balance }) => {
      onSuccess(record.amount, record.coin)
      settleMoneyWrite(client, [balance], ...STAKING_KEYS)
    },
  })
}
