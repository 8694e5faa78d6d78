import { queryOptions } from '@tanstack/react-query'
import { isRpcError } from '@/shared/api/errors'
import { PAGE_SIZE, pagedQueryOptions, userKey, type Paged } from '@/shared/api/queries'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

// The mining area's calls (docs/api.md, 10020-10027) and their query options: the only file that
// spells these codes, field names and query keys.

export type MachineType = 'mining' | 'jointVenture' | 'rent' | 'share'
export const MACHINE_TYPES: readonly MachineType[] = ['mining', 'jointVenture', 'rent', 'share']
export type MachinePhase = 'comingSoon' | 'inProgress' | 'ended'

/** A shop machine. Amounts are decimal strings; `dailyOutput` is one whole machine's, in `coin`. */
export interface Machine {
  id: string
  name: string
  type: MachineType
  coin: string
  hashrate: string
  hashrateUnit: string
  power: string
  powerRatio: string
  cycleDays: number
  boost: string
  /** Per unit (per share for joint venture / share; the cycle's rent for rent), in `priceCoin`. */
  price: string
  serviceFee: string
  priceCoin: string
  dailyOutput: string
  refPrice: string
  yieldRate: string
  /** Shares one machine is split into (1 for mining and rent). */
  shareUnits: number
  unitSharePercent: string
  stock: number
  sold: number
  remaining: number
  startAt: string
  endAt: string
  size: string
  weight: string
  chip: string
  environment: string
  phase: MachinePhase
  soldOut: boolean
  joined: boolean
  myUnits: number
}

export type OrderStatus = 'running' | 'ended'

export interface MyMachine {
  id: string
  machineId: string
  name: string
  type: MachineType
  coin: string
  quantity: number
  sharePercent: string
  cost: string
  serviceFee: string
  total: string
  priceCoin: string
  startAt: string
  endAt: string
  cycleDays: number
  daysMined: number
  dailyOutput: string
  todayOutput: string
  totalOutput: string
  status: OrderStatus
}

export interface IncomeRecord {
  id: string
  orderId: string
  machineId: string
  name: string
  type: MachineType
  coin: string
  amount: string
  sharePercent: string
  createdAt: string
}

export interface CoinAmount {
  coin: string
  amount: string
}

export interface Participant {
  address: string
  units: number
  sharePercent: string
  me: boolean
}

export interface Participation {
  machineId: string
  name: string
  type: MachineType
  coin: string
  phase: MachinePhase
  cycleDays: number
  shareUnits: number
  sold: number
  stock: number
  myUnits: number
  mySharePercent: string
  myDailyOutput: string
  myTotalOutput: string
  participants: Participant[]
}


export async function fetchMachines(type: MachineType): Promise<Machine[]> {
  return (await rpc<{ list: Machine[] }>(RPC.machineList, { type })).list
}

/** respCode of an unknown machine id. */
const MACHINE_NOT_FOUND = '3001'

/** The machine, or null when the server knows no machine of that id. */
export async function fetchMachine(id: string): Promise<Machine | null> {
  try {
    return await rpc<Machine>(RPC.machineDetail, { id })
  } catch (error) {
    if (isRpcError(error) && error.code === MACHINE_NOT_FOUND) return null
    throw error
  }
}

export function buyMachine(id: string, quantity: string): Promise<{ order: MyMachine; balance: { coin: string; available: string } }> {
  return rpc(RPC.buyMachine, { id, quantity })
}

export function fetchMyMachines(status: OrderStatus | 'all', page: number): Promise<Paged<MyMachine>> {
  return rpc(RPC.myMachines, { status: status === 'all' ? '' : status, page, size: PAGE_SIZE })
}

export function fetchMiningIncome(page: number): Promise<Paged<IncomeRecord> & { totals: CoinAmount[] }> {
  return rpc(RPC.miningIncome, { page, size: PAGE_SIZE })
}

export function fetchParticipations(type: 'jointVenture' | 'share', page: number): Promise<Paged<Participation>> {
  return rpc(RPC.participations, { type, page, size: PAGE_SIZE })
}

// Query keys: the shop is public (`mining`), what the user owns is in the user scope.
const MINING = 'mining'

export const machinesQuery = (type: MachineType) => queryOptions({ queryKey: [MINING, 'machines', type], queryFn: () => fetchMachines(type) })

/** The machine of `id`; null when there is no such machine (or no id at all, without asking). */
export const machineQuery = (id: string) =>
  queryOptions({ queryKey: [MINING, 'machine', id], queryFn: () => (id ? fetchMachine(id) : Promise.resolve(null)) })

export const myMachinesQuery = (status: OrderStatus | 'all') =>
  pagedQueryOptions(userKey(MINING, 'orders', status), (page) => fetchMyMachines(status, page))

export const miningIncomeQuery = () => pagedQueryOptions(userKey(MINING, 'income'), fetchMiningIncome)

export const participationsQuery = (type: 'jointVenture' | 'share') =>
  pagedQueryOptions(userKey(MINING, 'participations', type), (page) => fetchParticipations(type, page))

/** The public keys a purchase changes (sold counts, the joined badge); the user scope changes too. */
export const MINING_KEY = [MINING] as const
