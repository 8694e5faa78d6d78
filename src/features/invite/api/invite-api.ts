import type { InvitationPage } from '@/shared/api/contract/invite'
import { PAGE_SIZE, pagedQueryOptions, userKey } from '@/shared/api/queries'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

// The invitation area's call (docs/api.md section 11, 10068) and its query options: the only file
// that spells this code, its fields and its query key.

export type { InvitationPage, Invitee, ReferralEarning } from '@/shared/api/contract/invite'

export function fetchInvitation(page: number): Promise<InvitationPage> {
  return rpc(RPC.invitation, { page, size: PAGE_SIZE })
}

/** Every page carries the summary (code, counts, rates, earnings); the first page's is shown. */
export const invitationQuery = () => pagedQueryOptions(userKey('invite'), fetchInvitation)
