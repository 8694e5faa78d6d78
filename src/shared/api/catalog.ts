import { queryOptions } from '@tanstack/react-query'
import type { IdoList, IdoPhase } from './contract/ido'
import type { Machine, MachineType } from './contract/mining'
import type { StakingProducts } from './contract/staking'
import { inLanguage, rpc } from './rpc-client'
import { RPC } from './rpc-codes'

export { isOnSale } from './contract/mining'

// The public catalog: the machines on sale (10020), the token offerings (10030) and the staking
// products (10035). Their areas list them; the home and ecology pages show figures from them. So the
// calls and their query keys live here, spelled once, and every screen shares one cache entry.

export async function fetchMachines(type: MachineType): Promise<Machine[]> {
  return (await rpc(RPC.machineList, { type })).list
}

export function fetchOfferings(phase: IdoPhase): Promise<IdoList> {
  return rpc(RPC.idoList, { phase })
}

export function fetchStakingProducts(): Promise<StakingProducts> {
  return rpc(RPC.stakingProducts)
}

export const machinesQuery = (type: MachineType) => queryOptions({ queryKey: inLanguage(['mining', 'machines', type]), queryFn: () => fetchMachines(type) })

export const offeringsQuery = (phase: IdoPhase) => queryOptions({ queryKey: ['ido', 'offerings', phase], queryFn: () => fetchOfferings(phase) })

export const stakingProductsQuery = () => queryOptions({ queryKey: ['staking', 'products'], queryFn: fetchStakingProducts })
