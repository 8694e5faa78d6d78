import { queryOptions } from '@tanstack/react-query'
import { isRpcError } from '@/shared/api/errors'
import { RESP_CODES, type Paged } from '@/shared/api/contract/envelope'
import type { BuyResult, IncomePage, Machine, MyMachine, OrderStatus, Participation } from '@/shared/api/contract/mining'
import { PAGE_SIZE, pagedQueryOptions, userKey } from '@/shared/api/queries'
import { inLanguage, rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

// The mining area's calls (docs/api.md, 10021-10027) and their query options: the only file that
// spells these codes, field names and query keys. The shop list (10020) is in the shared catalog.

export type {
  CoinAmount,
  IncomeRecord,
  Machine,
  MachinePhase,
  MachineType,
  MyMachine,
  OrderStatus,
  Participant,
  Participation,
} from '@/shared/api/contract/mining'
export { MACHINE_TYPES } from '@/shared/api/contract/mining'
export { fetchMachines, machinesQuery } from '@/shared/api/catalog'


/** The machine, or null when the server knows no machine of that id. */
export async function fetchMachine(id: string): Promise<Machine | null> {
  try {
    return await rpc(RPC.machineDetail, { id })
  } catch (error) {
    if (isRpcError(error) && error.code === RESP_CODES.notFound) return null
    throw error
  }
}

export function buyMachine(id: string, quantity: string): Promise<BuyResult> {
  return rpc(RPC.buyMachine, { id, quantity })
}

/** The purchase as the call a wallet shortfall makes once credited (kept with its payment, see SpendCall). */
export const buyCall = (id: string, quantity: string) => ({ code: RPC.buyMachine, fields: { id, quantity } })

export function fetchMyMachines(status: OrderStatus | 'all', page: number): Promise<Paged<MyMachine>> {
  return rpc(RPC.myMachines, { status: status === 'all' ? '' : status, page, size: PAGE_SIZE })
}

export function fetchMiningIncome(page: number): Promise<IncomePage> {
  return rpc(RPC.miningIncome, { page, size: PAGE_SIZE })
}

export function fetchParticipations(type: 'jointVenture' | 'share', page: number): Promise<Paged<Participation>> {
  return rpc(RPC.participations, { type, page, size: PAGE_SIZE })
}

// Query keys: the shop is public (`mining`), what the user owns is in the user scope.
const MINING = 'mining'


/** The machine of `id`; null when there is no such machine (or no id at all, without asking). */
export const machineQuery = (id: string) =>
  queryOptions({ queryKey: inLanguage([MINING, 'machine', id]), queryFn: () => (id ? fetchMachine(id) : Promise.resolve(null)) })

export const myMachinesQuery = (status: OrderStatus | 'all') =>
  pagedQueryOptions(inLanguage(userKey(MINING, 'orders', status)), (page) => fetchMyMachines(status, page))

export const miningIncomeQuery = () => pagedQueryOptions(inLanguage(userKey(MINING, 'income')), fetchMiningIncome)

export const participationsQuery = (type: 'jointVenture' | 'share') =>
  pagedQueryOptions(inLanguage(userKey(MINING, 'participations', type)), (page) => fetchParticipations(type, page))

/** The public keys a purchase changes (sold counts, the joined badge); the user scope changes too. */
export const MINING_KEY = [MINING] as const
