import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { invalidateAfterWrite } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import { IDO_KEY, MY_IDO_KEY, offeringsQuery, positionsQuery, subscribeOffering, type IdoPhase } from '../api/ido-api'

export function useOfferings(phase: IdoPhase) {
  return useQuery(offeringsQuery(phase))
}

export function usePositions() {
  return useInfiniteQuery(positionsQuery())
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
 * Subscribe to an offering, once however often it is asked. Afterwards every figure of the user
 * (balances, positions) and the offerings' demand are fetched again on every screen.
 */
export function useSubscribe(onSuccess: () => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: ({ id, quantity }: { id: string; quantity: string }) => subscribeOffering(id, quantity),
    onSuccess: () => {
      onSuccess()
      void invalidateAfterWrite(client, IDO_KEY)
    },
  })
}
