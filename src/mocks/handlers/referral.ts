import { isPositive, multiply } from '@/shared/lib/decimal'
import type { MockDb } from '../db'
import { REFERRAL_RATES } from '../seed'
import { credit } from './funds'

// Referral earnings: when a user spends on the platform (buys a machine; pays for IDO tokens won),
// the direct inviter earns REFERRAL_RATES.direct of it and the inviter's inviter
// REFERRAL_RATES.indirect, each as a ledger entry of its own type, in the coin spent.

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
