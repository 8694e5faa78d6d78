import type { Paged } from './envelope'

// IDO data as it travels (docs/api.md, 10030, 10031, 10034).

export type IdoPhase = 'comingSoon' | 'inProgress' | 'ended'
export const IDO_PHASES: readonly IdoPhase[] = ['comingSoon', 'inProgress', 'ended']

/** A token offering. Amounts are decimal strings; quantities are whole tokens. */
export interface IdoOffering {
  id: string
  /** The token's symbol, e.g. HNV; won tokens become a balance of this coin. */
  token: string
  name: string
  /** The coin subscriptions are paid in. */
  payCoin: string
  /** Recruitment price of one token, in `payCoin`. */
  price: string
  /** Tokens on offer. */
  supply: number
  /** Tokens subscribed so far, by everybody. */
  subscribed: number
  /** subscribed / supply, percent (over 100 when oversubscribed). */
  subscribedPercent: string
  /** What a subscriber is allotted at the current demand: supply / subscribed, percent, at most 100. */
  winningRate: string
  /** Subscription window, ISO 8601; the draw runs at the end. */
  startAt: string
  endAt: string
  phase: IdoPhase
  /** Won tokens are released in this many equal parts, one every `releaseIntervalDays` after the draw. */
  releaseParts: number
  releaseIntervalDays: number
  /** The draw has run (ended offerings). */
  drawn: boolean
  /** The signed-in user has subscribed to it. */
  joined: boolean
  /** Tokens the user has subscribed ('0' for visitors). */
  mySubscribed: number
}

/** 10030: the offerings of one phase, and the server's clock for the countdowns. */
export interface IdoList {
  list: IdoOffering[]
  /** ISO 8601: the server's now when it answered. */
  serverTime: string
}

/** How a position's allotment was worked out at the draw (docs/api.md, "The draw"). */
export interface IdoAllocation {
  /** Tokens subscribed by everybody, and on offer. */
  totalSubscribed: number
  supply: number
  /** supply / totalSubscribed, percent, at most 100, truncated to 4 places. */
  winningRate: string
  /** subscribed x supply / totalSubscribed, exact to 6 places (or subscribed when undersubscribed). */
  exactShare: string
  /** The whole part of exactShare: allotted to everybody for certain. */
  base: number
  /** Tokens left over after every base: drawn one each among the subscriptions with a fraction. */
  leftover: number
  /** 1 when the seeded draw gave this subscription one of the leftover tokens, else 0. */
  drawExtra: number
  /** The draw's seed, so anybody can replay it. */
  seed: string
}

export type IdoPositionStatus = 'awaitingDraw' | 'releasing' | 'completed'

/** The user's subscription to one offering, before and after its draw. */
export interface IdoPosition {
  offeringId: string
  token: string
  name: string
  payCoin: string
  price: string
  phase: IdoPhase
  status: IdoPositionStatus
  /** Tokens subscribed, and what they cost (frozen from the balance at subscription). */
  subscribed: number
  subscribedAmount: string
  /** Before the draw: the offering's current winning rate; after: won / subscribed, percent. */
  winningRate: string
  /** Tokens won (0 before the draw). */
  won: number
  /** Paid for the tokens won, in payCoin. */
  consumed: string
  /** Returned to the balance after the draw, in payCoin (the tokens not won). */
  returned: string
  /** Won tokens still frozen, and released to the available balance so far. */
  frozen: number
  released: number
  releaseParts: number
  releasedParts: number
  /** ISO 8601; the draw time before the draw, the next release after it, null when all is released. */
  drawAt: string
  nextReleaseAt: string | null
  /** Null before the draw. */
  allocation: IdoAllocation | null
}

export type IdoPositionPage = Paged<IdoPosition>

/** 10031's answer. */
export interface IdoSubscribeResult {
  position: IdoPosition
  /** The pay coin's available balance after the payment was frozen. */
  balance: { coin: string; available: string }
}
