import { add, compare, divide, multiply, subtract } from '@/shared/lib/decimal'
import type { IdoOffering, IdoPosition } from './api/ido-api'

// The IDO area's rules, in one place: what a subscription costs, what it can expect from the draw,
// which badge an offering wears, and the countdown's parts. Pure functions over the wire types;
// decimal helpers only, never Number on amounts.

/** What `quantity` tokens cost at the offering's price. */
export function subscriptionCost(offering: Pick<IdoOffering, 'price'>, quantity: string): string {
  return multiply(offering.price, quantity)
}

export interface Expectation {
  /** The winning rate with this subscription counted in the demand, percent (4 places, truncated). */
  rate: string
  /** Tokens the subscription would get at that rate, whole (the draw may add one). */
  tokens: string
  /** Paid for those tokens, and returned after the draw for the rest. */
  cost: string
  refund: string
}

/**
 * What subscribing `quantity` more tokens can expect if the demand stays as it is: the draw allots
 * supply / (subscribed + quantity) of each subscription, so this one is counted in the demand too.
 */
export function expectAllotment(offering: Pick<IdoOffering, 'price' | 'supply' | 'subscribed'>, quantity: string): Expectation {
  const total = add(offering.subscribed, quantity)
  const over = compare(total, offering.supply) > 0
  const rate = over ? divide(multiply(offering.supply, 100), total, 4) : '100'
  const tokens = over ? divide(multiply(quantity, offering.supply), total, 0) : quantity
  const paid = subscriptionCost(offering, quantity)
  const cost = subscriptionCost(offering, tokens)
  return { rate, tokens, cost, refund: subtract(paid, cost) }
}

export type OfferingBadge = 'comingSoon' | 'inProgress' | 'joined' | 'ended'

/** The user's own subscription first, then the phase. */
export function badgeOf(offering: Pick<IdoOffering, 'joined' | 'phase'>): OfferingBadge {
  if (offering.joined && offering.phase !== 'ended') return 'joined'
  return offering.phase
}

export const BADGE_TONE: Record<OfferingBadge, string> = { inProgress: 'up', comingSoon: 'info', joined: 'accent', ended: 'muted' }

/** A countdown's parts, from milliseconds left (nothing below zero). */
export function countdownParts(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000))
  return { days: Math.floor(total / 86_400), hours: Math.floor(total / 3600) % 24, minutes: Math.floor(total / 60) % 60, seconds: total % 60 }
}

/** Before the draw: what a position can expect at the current winning rate (its own demand included). */
export function expectAtRate(position: Pick<IdoPosition, 'subscribed' | 'winningRate' | 'price'>): Omit<Expectation, 'rate'> {
  const tokens = divide(multiply(position.subscribed, position.winningRate), 100, 0)
  const cost = multiply(tokens, position.price)
  return { tokens, cost, refund: subtract(multiply(position.subscribed, position.price), cost) }
}
