import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { count, decimal, isoTime, pageFields, paged, partOr } from './wire'

// The invitation answers' schemas (docs/api.md section 11, 10068).

/** What the user earned from referrals in one coin: from direct invitees, and from theirs. */
export const ReferralEarningSchema = v.object({ coin: v.string(), direct: decimal, indirect: decimal })

/** Someone the user invited (level 1) or an invitee's invitee (level 2). */
export const InviteeSchema = v.object({
  /** Masked by the server ("0xf3***2266"): the inviter never sees an invitee's whole address. */
  address: v.string(),
  level: v.picklist([1, 2]),
  /** ISO 8601: the invitee's first login. */
  joinedAt: isoTime,
})

/** 10068: the user's code, counts, rates and earnings, with a page of invitees (newest first). */
export const InvitationPageSchema = v.object({
  ...paged(InviteeSchema).entries,
  inviteCode: v.string(),
  directCount: count,
  indirectCount: count,
  /** Percent of what an invitee spends that the inviter earns: direct, and from an invitee's invitee. */
  // Optional: the spec shows the code and the earnings, not the rates, and no figure is computed
  // from them; without them the page leaves out the sentence that quotes them (never a made-up rate).
  rates: partOr(v.object({ direct: decimal, indirect: decimal })),
  /** Per coin with any referral earning; none yet: an empty list. */
  earnings: v.array(ReferralEarningSchema),
})

/** The invitation code (contract/index.ts joins the areas). */
export const inviteContract = {
  [RPC.invitation]: { fields: v.object(pageFields), data: InvitationPageSchema },
} as const
