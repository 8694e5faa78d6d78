import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { refetchWhileInFlight, rowsOf, SCHEDULED_REFRESH_MS, useBalancesFollow } from '@/shared/api/in-flight'
import { settleMoneyWrite } from '@/shared/api/balances'
import { useSubmit } from '@/shared/hooks/use-submit'
import { IDO_KEY, MY_IDO_KEY, offeringsQuery, positionsQuery, subscribeOffering, type IdoPhase, type IdoPosition } from '../api/ido-api'

export function useOfferings(phase: IdoPhase) {
  return useQuery(offeringsQuery(phase))
}

// A subscription before its draw, or won tokens still being released, change by themselves: read
// again now and then while shown; the balances follow what the draw returned or released.
const scheduled = (p: IdoPosition) => p.status !== 'completed'

export function usePositions() {
  const positions = useInfiniteQuery({ ...positionsQuery(), refetchInterval: refetchWhileInFlight(scheduled, SCHEDULED_REFRESH_MS) })
  useBalancesFollow(positions.data && rowsOf(positions.data), (p: IdoPosition) => (scheduled(p) ? `${p.offeringId}:${p.status}:${p.releasedParts}` : null))
  return positions
}

/** Everything IDO shows may have moved (a countdown ran out, a draw ran): fetch it again. */
export function useRefreshIdo() {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: IDO_KEY })
    void client.invalidateQueries({ queryKey: MY_IDO_KEY })
  }
}

/**
 * Subscribe to an offering, once however often it is asked. The balance it answers shows at once;
 * then the ledger, the positions and the offerings' demand are fetched again on every screen.
 */
export function useSubscribe(onSuccess: () => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: ({ id, quantity }: { id: string; quantity: string }) => subscribeOffering(id, quantity),
    onSuccess: ({ balance }) => {
      onSuccess()
      settleMoneyWrite(client, [balance], IDO_KEY, MY_IDO_KEY)
    },
  })
}
