import { RESP_CODES } from '@/shared/api/contract/envelope'
import type { IdoList, IdoOffering, IdoPhase, IdoPosition, IdoPositionPage, IdoSubscribeResult } from '@/shared/api/contract/ido'
import { IDO_PHASES } from '@/shared/api/contract/ido'
import { RPC } from '@/shared/api/rpc-codes'
import { add, divide, multiply } from '@/shared/lib/decimal'
import { DAY_MS, now, nowIso, onDayPassed } from '../clock'
import { nextSeq, type MockDb, type MockIdoOffering, type MockIdoSubscription, type MockUser } from '../db'
import { addFrozen, availableOf, freeze, spendFrozen, unfreeze } from '../ledger'
import { newestFirst, pageFields, paginate } from '../paging'
import { defineRpc, invalidParam, MockRpcError, requireField, requireUser, type RpcContext } from '../rpc'
import { payReferralEarnings } from './referral'
import { hashSeed, randomFrom } from '../random'

// Token offerings: the list by phase (10030), subscribe (10031) and my positions (10034).
// Subscribing freezes quantity x price of the pay coin ('idoSubscription'). At the first UTC
// midnight on or after the end, a seeded draw allots the supply by winning rate (docs/api.md,
// "The draw"); the payment for tokens not won goes back ('idoReturn'), won tokens start frozen
// and are released in equal parts, one every releaseIntervalDays ('idoRelease').

export function phaseOf(offering: MockIdoOffering, at: number = now()): IdoPhase {
  if (at < Date.parse(offering.startAt)) return 'comingSoon'
  if (at >= Date.parse(offering.endAt)) return 'ended'
  return 'inProgress'
}

function subscriptionsOf(db: MockDb, offeringId: string): MockIdoSubscription[] {
  return db.idoSubscriptions.filter((s) => s.offeringId === offeringId)
}

/** Tokens subscribed by everybody: the market's and this mock's users'. */
export function totalSubscribed(db: MockDb, offering: MockIdoOffering): number {
  return offering.draw?.totalSubscribed ?? subscriptionsOf(db, offering.id).reduce((sum, s) => sum + s.quantity, offering.marketSubscribed)
}

/** supply / subscribed as a percent, at most 100 (100 while nobody has subscribed). */
export function winningRateOf(supply: number, subscribed: number): string {
  return subscribed <= supply ? '100' : divide(multiply(supply, 100), subscribed, 4)
}

function offeringOf(db: MockDb, id: string): MockIdoOffering {
  const offering = db.idoOfferings.find((o) => o.id === id)
  if (!offering) throw new MockRpcError(RESP_CODES.notFound, 'Offering not found')
  return offering
}

function mySubscription(db: MockDb, userId: string, offeringId: string): MockIdoSubscription | undefined {
  return db.idoSubscriptions.find((s) => s.userId === userId && s.offeringId === offeringId)
}

function offeringDto(db: MockDb, offering: MockIdoOffering, user: MockUser | null): IdoOffering {
  const subscribed = totalSubscribed(db, offering)
  const mine = user ? mySubscription(db, user.id, offering.id) : undefined
  return {
    id: offering.id,
    token: offering.token,
    name: offering.name,
    payCoin: offering.payCoin,
    price: offering.price,
    supply: offering.supply,
    subscribed,
    subscribedPercent: divide(multiply(subscribed, 100), offering.supply, 2),
    winningRate: offering.draw?.winningRate ?? winningRateOf(offering.supply, subscribed),
    startAt: offering.startAt,
    endAt: offering.endAt,
    phase: phaseOf(offering),
    releaseParts: offering.releaseParts,
    releaseIntervalDays: offering.releaseIntervalDays,
    drawn: offering.drawnAt !== null,
    joined: Boolean(mine),
    mySubscribed: mine?.quantity ?? 0,
  }
}

/** The tokens of release part `part` (1-based): equal parts, the last takes what division leaves. */
export function releasePartSize(won: number, parts: number, part: number): number {
  const each = Math.floor(won / parts)
  return part === parts ? won - each * (parts - 1) : each
}

function releaseAt(offering: MockIdoOffering, part: number): string {
  return new Date(Date.parse(offering.drawnAt ?? offering.endAt) + part * offering.releaseIntervalDays * DAY_MS).toISOString()
}

function positionDto(db: MockDb, sub: MockIdoSubscription): IdoPosition {
  const offering = offeringOf(db, sub.offeringId)
  const result = sub.result
  const won = result?.won ?? 0
  const consumed = multiply(won, offering.price)
  const done = result !== null && sub.releasedParts >= offering.releaseParts
  return {
    offeringId: offering.id,
    token: offering.token,
    name: offering.name,
    payCoin: offering.payCoin,
    price: offering.price,
    phase: phaseOf(offering),
    status: !result ? 'awaitingDraw' : done ? 'completed' : 'releasing',
    subscribed: sub.quantity,
    subscribedAmount: sub.amount,
    winningRate: result ? divide(multiply(won, 100), sub.quantity, 2) : winningRateOf(offering.supply, totalSubscribed(db, offering)),
    won,
    consumed,
    returned: result ? multiply(sub.quantity - won, offering.price) : '0',
    frozen: won - sub.released,
    released: sub.released,
    releaseParts: offering.releaseParts,
    releasedParts: sub.releasedParts,
    drawAt: offering.drawnAt ?? offering.endAt,
    nextReleaseAt: !result || done ? null : releaseAt(offering, sub.releasedParts + 1),
    allocation:
      result && offering.draw
        ? {
            totalSubscribed: offering.draw.totalSubscribed,
            supply: offering.supply,
            winningRate: offering.draw.winningRate,
            exactShare: result.exactShare,
            base: result.base,
            leftover: offering.draw.leftover,
            drawExtra: result.drawExtra,
            seed: offering.draw.seed,
          }
        : null,
  }
}

function quantityField(ctx: RpcContext): number {
  const raw = requireField(ctx, 'quantity')
  const quantity = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(quantity) || quantity < 1) throw invalidParam('quantity', 'must be a whole number from 1')
  return quantity
}

export const idoRpcs = [
  defineRpc(RPC.idoList, (ctx): IdoList => {
    const phase = ctx.fields.phase?.trim() ?? ''
    if (phase && !IDO_PHASES.includes(phase as IdoPhase)) throw invalidParam('phase', 'must be one of {values}', { values: IDO_PHASES.join(', ') })
    const list = ctx.db.idoOfferings
      .filter((o) => !phase || phaseOf(o) === phase)
      // Ending soonest first while open; the most recently ended first after.
      .sort((a, b) => (phaseOf(a) === 'ended' ? b.endAt.localeCompare(a.endAt) : a.endAt.localeCompare(b.endAt)))
      .map((o) => offeringDto(ctx.db, o, ctx.user))
    return { list, serverTime: nowIso() }
  }),

  defineRpc(RPC.idoSubscribe, (ctx): IdoSubscribeResult => {
    const user = requireUser(ctx)
    const { db } = ctx
    const offering = offeringOf(db, requireField(ctx, 'id'))
    const quantity = quantityField(ctx)
    const phase = phaseOf(offering)
    if (phase === 'comingSoon') throw new MockRpcError(RESP_CODES.notStarted, 'This offering has not started yet')
    if (phase === 'ended') throw new MockRpcError(RESP_CODES.ended, 'This offering has ended')

    const amount = multiply(quantity, offering.price)
    let sub = mySubscription(db, user.id, offering.id)
    if (!sub) {
      sub = { id: `P${nextSeq(db)}`, userId: user.id, offeringId: offering.id, quantity: 0, amount: '0', createdAt: nowIso(), result: null, released: 0, releasedParts: 0 }
      db.idoSubscriptions.push(sub)
    }
    freeze(db, user.id, { type: 'idoSubscription', coin: offering.payCoin, amount, refId: sub.id })
    sub.quantity += quantity
    sub.amount = add(sub.amount, amount)
    return { position: positionDto(db, sub), balance: { coin: offering.payCoin, available: availableOf(db, user.id, offering.payCoin) } }
  }),

  defineRpc(RPC.idoPositions, (ctx): IdoPositionPage => {
    const user = requireUser(ctx)
    const paging = pageFields(ctx)
    const rows = ctx.db.idoSubscriptions
      .filter((s) => s.userId === user.id)
      .sort(newestFirst((r) => r.createdAt))
    return paginate(rows, paging, (s) => positionDto(ctx.db, s))
  }),
]

// The draw. Deterministic: the same subscriptions always give the same allotment.

/**
 * Allot `offering`'s supply among its subscriptions (the market's counted as one more):
 * undersubscribed, everybody gets what they asked for. Oversubscribed, each gets the whole part of
 * quantity x supply / total; the tokens this leaves over go one each to subscriptions with a
 * fraction, picked by a shuffle seeded with "<offering id>:<total>". The won tokens' price is
 * spent from the frozen payment, the rest of it returned, and the tokens frozen until released.
 */
export function runDraw(db: MockDb, offering: MockIdoOffering, at: string): void {
  const subs = subscriptionsOf(db, offering.id).sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)))
  const total = subs.reduce((sum, s) => sum + s.quantity, offering.marketSubscribed)
  const seed = `${offering.id}:${total}`
  const over = total > offering.supply
  const share = (quantity: number) => (over ? { base: Math.floor((quantity * offering.supply - ((quantity * offering.supply) % total)) / total), fraction: (quantity * offering.supply) % total !== 0 } : { base: quantity, fraction: false })

  // Every entrant of the draw: the market first, then the subscriptions by id.
  const entrants = [{ sub: null as MockIdoSubscription | null, quantity: offering.marketSubscribed }, ...subs.map((sub) => ({ sub, quantity: sub.quantity }))]
    .filter((e) => e.quantity > 0)
    .map((e) => ({ ...e, ...share(e.quantity), extra: 0 }))
  const leftover = over ? offering.supply - entrants.reduce((sum, e) => sum + e.base, 0) : 0
  const candidates = entrants.filter((e) => e.fraction)
  const random = randomFrom(hashSeed(seed))
  for (let i = candidates.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[candidates[i], candidates[j]] = [candidates[j], candidates[i]]
  }
  for (const entrant of candidates.slice(0, leftover)) entrant.extra = 1

  offering.drawnAt = at
  offering.draw = { totalSubscribed: total, winningRate: winningRateOf(offering.supply, total), leftover, seed }
  for (const { sub, base, extra } of entrants) {
    if (!sub) continue
    const won = base + extra
    const exactShare = over ? divide(multiply(sub.quantity, offering.supply), total, 6) : String(sub.quantity)
    sub.result = { exactShare, base, drawExtra: extra, won }
    const consumed = multiply(won, offering.price)
    const returned = multiply(sub.quantity - won, offering.price)
    if (won > 0) {
      spendFrozen(db, sub.userId, offering.payCoin, consumed)
      payReferralEarnings(db, sub.userId, consumed, offering.payCoin, sub.id)
    }
    if (sub.quantity > won) unfreeze(db, sub.userId, { type: 'idoReturn', coin: offering.payCoin, amount: returned, refId: sub.id, at })
    addFrozen(db, sub.userId, offering.token, String(won))
  }
}

/** Release every part of `sub` that is due by `midnight`. */
function releaseDue(db: MockDb, offering: MockIdoOffering, sub: MockIdoSubscription, midnight: number): void {
  const won = sub.result?.won ?? 0
  while (sub.result && sub.releasedParts < offering.releaseParts && Date.parse(releaseAt(offering, sub.releasedParts + 1)) <= midnight) {
    const part = sub.releasedParts + 1
    const size = releasePartSize(won, offering.releaseParts, part)
    if (size > 0) unfreeze(db, sub.userId, { type: 'idoRelease', coin: offering.token, amount: String(size), refId: sub.id, at: releaseAt(offering, part) })
    sub.released += size
    sub.releasedParts = part
  }
}

/** Each UTC midnight: draw the offerings that have ended, then release what has come due. */
export function settleIdo(db: MockDb, midnight: number): void {
  const at = new Date(midnight).toISOString()
  for (const offering of db.idoOfferings) {
    if (offering.drawnAt === null && Date.parse(offering.endAt) <= midnight) runDraw(db, offering, at)
  }
  for (const sub of db.idoSubscriptions) {
    const offering = db.idoOfferings.find((o) => o.id === sub.offeringId)
    if (offering?.drawnAt) releaseDue(db, offering, sub, midnight)
  }
}

onDayPassed('ido', settleIdo)
