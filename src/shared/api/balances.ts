import { queryOptions, useQuery } from '@tanstack/react-query'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { add, isPositive, multiply } from '@/shared/lib/decimal'
import type { Balance } from './contract/funds'
import { userKey } from './queries'
import { rpc } from './rpc-client'
import { RPC } from './rpc-codes'

// The user's balances (10008): mining, IDO, staking, exchange, funds and the my page all show them,
// so they live here, spelled once. Every write that moves money invalidates them (invalidateAfterWrite).

export async function fetchBalances(): Promise<Balance[]> {
  return (await rpc(RPC.balances)).list
}

/** Balances go stale fast: a deposit or a day's output may land at any time. */
const BALANCES_STALE_MS = 5_000

export const balancesQuery = () => queryOptions({ queryKey: userKey('balances'), queryFn: fetchBalances, staleTime: BALANCES_STALE_MS })

/** What a coin's whole balance (available + frozen) is worth in USDT, at the answer's price. */
export function valueInUsdt(b: Balance): string {
  return multiply(b.total, b.price, 8)
}

/** No market price yet (price '0': a token won in an IDO before it lists): its value is unknown, not zero. */
export function isUnpriced(b: Balance): boolean {
  return !isPositive(b.price)
}

/** The coins held that have no market price: the total leaves them out, and says so. */
export function unpricedCoinsHeld(list: readonly Balance[]): string[] {
  return list.filter((b) => isUnpriced(b) && isPositive(b.total)).map((b) => b.coin)
}

/** What all the priced balances are worth in USDT. */
export function totalValueInUsdt(list: readonly Balance[]): string {
  return list.reduce((sum, b) => add(sum, valueInUsdt(b)), '0')
}

/** Every coin's balances while connected; a visitor asks for nothing (data stays undefined). */
export function useBalances() {
  const connected = useSessionStore(selectIsConnected)
  return useQuery({ ...balancesQuery(), enabled: connected })
}

/** The available amount of `coin` ('0' when the user holds none); undefined until known or for a visitor. */
export function useAvailableBalance(coin: string) {
  const connected = useSessionStore(selectIsConnected)
  return useQuery({ ...balancesQuery(), enabled: connected, select: (list) => list.find((b) => b.coin === coin)?.available ?? '0' })
}
