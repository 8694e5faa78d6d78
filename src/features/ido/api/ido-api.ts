import type { IdoPositionPage, IdoSubscribeResult } from '@/shared/api/contract/ido'
import { PAGE_SIZE, pagedQueryOptions, userKey } from '@/shared/api/queries'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

// The IDO area's calls (docs/api.md, 10031, 10034) and their query options: the only file that
// spells these codes, field names and query keys. The offerings (10030) are in the shared catalog.

export { fetchOfferings, offeringsQuery } from '@/shared/api/catalog'
export type { IdoAllocation, IdoList, IdoOffering, IdoPhase, IdoPosition, IdoPositionStatus } from '@/shared/api/contract/ido'

export function subscribeOffering(id: string, quantity: string): Promise<IdoSubscribeResult> {
  return rpc(RPC.idoSubscribe, { id, quantity })
}

/** The subscription as the call a wallet shortfall makes once credited (kept with its payment, see SpendCall). */
export const subscribeCall = (id: string, quantity: string) => ({ code: RPC.idoSubscribe, fields: { id, quantity } })

export function fetchPositions(page: number): Promise<IdoPositionPage> {
  return rpc(RPC.idoPositions, { page, size: PAGE_SIZE })
}

// Query keys: the offerings are public (`ido`), the user's positions are in the user scope.
const IDO = 'ido'

export const positionsQuery = () => pagedQueryOptions(userKey(IDO, 'positions'), fetchPositions)

/** The public keys a subscription changes (demand, winning rate, the joined badge); the user scope changes too. */
export const IDO_KEY = [IDO] as const

/** Every IDO key of the user (positions). */
export const MY_IDO_KEY = userKey(IDO)
