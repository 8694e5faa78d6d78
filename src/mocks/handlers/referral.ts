import type { InvitationPage, Invitee, ReferralEarning } from '@/shared/api/contract/invite'
import { RPC } from '@/shared/api/rpc-codes'
import { add, isPositive, multiply, toDecimalString } from '@/shared/lib/decimal'
import { maskMiddle } from '@/shared/lib/mask'
import type { MockDb, MockUser } from '../db'
import { credit } from '../ledger'
import { pageFields, paginate } from '../paging'
import { defineRpc, requireUser } from '../rpc'
import { REFERRAL_RATES } from '../seed'

// Referral earnings: when a user spends on the platform (buys a machine; pays for IDO tokens won),
// the direct inviter earns REFERRAL_RATES.direct of it and the inviter's inviter
// REFERRAL_RATES.indirect, each as a ledger entry of its own type, in the coin spent. 10068 answers
// the user's side of it: code, counts, rates, earnings per coin, and the invitees page by page.

/** Pay the inviters of `userId` their share of `base` (`coin`), for the record `refId`. */
export function payReferralEarnings(db: MockDb, userId: string, base: string, coin: string, refId: string): void {
  const direct = inviterOf(db, userId)
  if (!direct) return
  pay(db, direct, 'directReferral', multiply(base, REFERRAL_RATES.direct, 8), coin, refId)
  const indirect = inviterOf(db, direct)
  if (indirect) pay(db, indirect, 'indirectReferral', multiply(base, REFERRAL_RATES.indirect, 8), coin, refId)
}

function inviterOf(db: MockDb, userId: string): string | null {
  return db.users.find((u) => u.id === userId)?.inviterId ?? null
}

function pay(db: MockDb, userId: string, type: 'directReferral' | 'indirectReferral', amount: string, coin: string, refId: string): void {
  if (isPositive(amount)) credit(db, userId, { type, coin, amount, refId })
}

/** The user's invitees: direct ones (level 1) and theirs (level 2), newest first. */
function inviteesOf(db: MockDb, user: MockUser): (MockUser & { level: 1 | 2 })[] {
  const direct = db.users.filter((u) => u.inviterId === user.id)
  const indirect = db.users.filter((u) => direct.some((d) => d.id === u.inviterId))
  return [...direct.map((u) => ({ ...u, level: 1 as const })), ...indirect.map((u) => ({ ...u, level: 2 as const }))].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  )
}

/** Referral earnings per coin, summed from the user's ledger. */
function earningsOf(db: MockDb, user: MockUser): ReferralEarning[] {
  const byCoin = new Map<string, ReferralEarning>()
  for (const e of db.ledger) {
    if (e.userId !== user.id || (e.type !== 'directReferral' && e.type !== 'indirectReferral')) continue
    const row = byCoin.get(e.coin) ?? { coin: e.coin, direct: '0', indirect: '0' }
    if (e.type === 'directReferral') row.direct = add(row.direct, e.amount)
    else row.indirect = add(row.indirect, e.amount)
    byCoin.set(e.coin, row)
  }
  return [...byCoin.values()]
}

const percent = (rate: string) => toDecimalString(multiply(rate, 100, 4))

export const referralRpcs = [
  defineRpc(RPC.invitation, (ctx): InvitationPage => {
    const user = requireUser(ctx)
    const invitees = inviteesOf(ctx.db, user)
    const page = paginate(invitees, pageFields(ctx), (u): Invitee => ({ address: maskMiddle(u.address), level: u.level, joinedAt: u.createdAt }))
    return {
      ...page,
      inviteCode: user.inviteCode,
      directCount: invitees.filter((u) => u.level === 1).length,
      indirectCount: invitees.filter((u) => u.level === 2).length,
      rates: { direct: percent(REFERRAL_RATES.direct), indirect: percent(REFERRAL_RATES.indirect) },
      earnings: earningsOf(ctx.db, user),
    }
  }),
]
