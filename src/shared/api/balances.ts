import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { add, isPositive, multiply } from '@/shared/lib/decimal'
import type { Balance } from './contract/funds'
import { LEDGER_KEY, userKey } from './queries'
import { rpc } from './rpc-client'
import { RPC } from './rpc-codes'

// The user's balances (10008): mining, IDO, staking, exchange, funds and the my page all show them,
// so they live here, spelled once. A write that answers with the balances it left sets them at
// once (settleMoneyWrite); every write that moves money has them fetched again.

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

/** A coin's available balance after a write, as the write answered it. */
export type BalanceAfterWrite = { coin: string; available: string }

/**
 * After a write that moved money and answered with the balances it left: those show at once on
 * every screen, then what the answer does not cover is fetched again: the balances (their frozen
 * part), the ledger and `keys` (the write's own records, the public lists it changed). The user's
 * other figures stay as they are.
 */
export function settleMoneyWrite(client: QueryClient, balances: readonly BalanceAfterWrite[], ...keys: QueryKey[]): void {
  client.setQueryData(balancesQuery().queryKey, (list: Balance[] | undefined) =>
    list?.map((b) => {
      const after = balances.find((a) => a.coin === b.coin)
      return after ? { ...b, available: after.available } : b
    }),
  )
  for (const queryKey of [balancesQuery().queryKey, LEDGER_KEY, ...keys]) void client.invalidateQueries({ queryKey })
}
