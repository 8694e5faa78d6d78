import { useQuery } from '@/shared/hooks/use-query'
import { fetchBalances, fetchMachine, fetchMachines, type MachineType } from '../api/mining-api'

export function useMachines(type: MachineType) {
  return useQuery(() => fetchMachines(type), [type])
}

/** The machine of `id`; data null when there is no such machine (or no id at all). */
export function useMachine(id: string) {
  return useQuery(() => (id ? fetchMachine(id) : Promise.resolve(null)), [id])
}

/** The available balance of `coin`; only asked while connected (data stays undefined otherwise). */
export function useAvailableBalance(coin: string, connected: boolean) {
  return useQuery(
    async () => (connected ? ((await fetchBalances()).find((b) => b.coin === coin)?.available ?? '0') : undefined),
    [coin, connected],
  )
}
