import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { settleMoneyWrite } from '@/shared/api/balances'
import { userKey } from '@/shared/api/queries'
import { useSubmit } from '@/shared/hooks/use-submit'
import {
  buyMachine,
  machineQuery,
  machinesQuery,
  MINING_KEY,
  miningIncomeQuery,
  myMachinesQuery,
  participationsQuery,
  type MachineType,
  type OrderStatus,
} from '../api/mining-api'

export function useMachines(type: MachineType) {
  return useQuery(machinesQuery(type))
}

/** The machine of `id`; data null when there is no such machine (or no id at all). */
export function useMachine(id: string) {
  return useQuery(machineQuery(id))
}

export function useMyMachines(status: OrderStatus | 'all') {
  return useInfiniteQuery(myMachinesQuery(status))
}

export function useMiningIncome() {
  return useInfiniteQuery(miningIncomeQuery())
}

export function useParticipations(type: 'jointVenture' | 'share') {
  return useInfiniteQuery(participationsQuery(type))
}

/**
 * Buy or rent a machine, once however often it is asked. The balance it answers shows at once;
 * then the ledger, my machines and income, and the shop's counts are fetched again on every screen.
 */
export function useBuyMachine(onSuccess: () => void) {
  const client = useQueryClient()
  return useSubmit({
    mutationFn: ({ id, quantity }: { id: string; quantity: string }) => buyMachine(id, quantity),
    onSuccess: ({ balance }) => {
      onSuccess()
      settleMoneyWrite(client, [balance], MINING_KEY, userKey(MINING_KEY[0]))
    },
  })
}
