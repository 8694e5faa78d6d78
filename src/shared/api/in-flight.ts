import { useEffect, useRef } from 'react'
import { useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { balancesQuery } from './balances'
import type { Paged } from './contract/envelope'

// A screen that shows something not yet final (a deposit confirming, a withdrawal on its way, a
// stake before its expiry, a subscription before its draw) reads it again by itself while it is
// shown, at a pace that fits what it waits for, and stops once nothing is in flight. TanStack Query
// pauses the interval while the tab is hidden. When something becomes final, the balances it moved
// are fetched again, wherever they are shown.

/** Confirmations and review steps come every few seconds. */
export const CONFIRMING_REFRESH_MS = 3_000
/** An expiry or a draw is minutes or days away: read now and then. */
export const SCHEDULED_REFRESH_MS = 30_000

/** The rows of a paged list, whatever pages it has loaded. */
export function rowsOf<T>(data: InfiniteData<Paged<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.list) ?? []
}

/** `refetchInterval` of a paged list: every `ms` while one of its rows is in flight, never otherwise. */
export function refetchWhileInFlight<T>(inFlight: (row: T) => boolean, ms: number) {
  return (query: { state: { data: InfiniteData<Paged<T>> | undefined } }): number | false => (rowsOf(query.state.data).some(inFlight) ? ms : false)
}

/** `refetchInterval` of one record: every `ms` while it is in flight. */
export function refetchRecordWhileInFlight<T>(inFlight: (record: T) => boolean, ms: number) {
  return (query: { state: { data: T | undefined } }): number | false => (query.state.data !== undefined && inFlight(query.state.data) ? ms : false)
}

/**
 * The balances are fetched again when what `rows` have in flight moves on (a deposit credited, a
 * withdrawal paid out, a draw run, a part released): `stepOf` names a row's step while it is in
 * flight (null once final), and any change of those steps between two reads counts.
 */
export function useBalancesFollow<T>(rows: readonly T[] | undefined, stepOf: (row: T) => string | null): void {
  const client = useQueryClient()
  const steps = rows?.map(stepOf).filter((step) => step !== null).join('|')
  const before = useRef(steps)
  useEffect(() => {
    if (steps !== undefined && before.current !== undefined && steps !== before.current) void client.invalidateQueries({ queryKey: balancesQuery().queryKey })
    before.current = steps
  }, [client, steps])
}
