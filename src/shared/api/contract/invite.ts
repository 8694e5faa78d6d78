import type { Paged } from './envelope'

// Invitation data as it travels (docs/api.md section 11, 10068).

/** What the user earned from referrals in one coin: from direct invitees, and from theirs. */
export interface ReferralEarning {
  coin: string
  direct: string
  indirect: string
}

/** Someone the user invited (level 1) or an invitee's invitee (level 2). */
export interface Invitee {
  /** Masked by the server ("0xf3***2266"): the inviter never sees an invitee's whole address. */
  address: string
  level: 1 | 2
  /** ISO 8601: the invitee's first login. */
  joinedAt: string
}

/** 10068: the user's code, counts, rates and earnings, with a page of invitees (newest first). */
export interface InvitationPage extends Paged<Invitee> {
  inviteCode: string
  directCount: number
  indirectCount: number
  /** Percent of what an invitee spends that the inviter earns: direct, and from an invitee's invitee. */
  rates: { direct: string; indirect: string }
  /** Per coin with any referral earning; none yet: an empty list. */
  earnings: ReferralEarning[]
}
