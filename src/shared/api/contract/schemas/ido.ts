import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { IDO_PHASES, IDO_POSITION_STATUSES } from '../ido'
import { BalanceAfter, count, decimal, isoTime, pageFields, paged } from './wire'

// The ido answers' schemas (docs/api.md, 10030, 10031, 10034).

/** A token offering. Amounts are decimal strings; quantities are whole tokens. */
export const IdoOfferingSchema = v.object({
  id: v.string(),
  /** The token's symbol, e.g. HNV; won tokens become a balance of this coin. */
  token: v.string(),
  name: v.string(),
  /** The coin subscriptions are paid in. */
  payCoin: v.string(),
  /** Recruitment price of one token, in `payCoin`. */
  price: decimal,
  /** Tokens on offer. */
  supply: count,
  /** Tokens subscribed so far, by everybody. */
  subscribed: count,
  /** subscribed / supply, percent (over 100 when oversubscribed). */
  subscribedPercent: decimal,
  /** What a subscriber is allotted at the current demand: supply / subscribed, percent, at most 100. */
  winningRate: decimal,
  /** Subscription window, ISO 8601; the draw runs at the end. */
  startAt: isoTime,
  endAt: isoTime,
  phase: v.picklist(IDO_PHASES),
  /** Won tokens are released in this many equal parts, one every `releaseIntervalDays` after the draw. */
  releaseParts: count,
  releaseIntervalDays: count,
  /** The draw has run (ended offerings). */
  drawn: v.boolean(),
  /** The signed-in user has subscribed to it. */
  joined: v.boolean(),
  /** Tokens the user has subscribed (0 for visitors). */
  mySubscribed: count,
})

/** 10030: the offerings of one phase, and the server's clock for the countdowns. */
export const IdoListSchema = v.object({
  list: v.array(IdoOfferingSchema),
  /** ISO 8601: the server's now when it answered. */
  serverTime: isoTime,
})

/** How a position's allotment was worked out at the draw (docs/api.md, "The draw"). */
export const IdoAllocationSchema = v.object({
  /** Tokens subscribed by everybody, and on offer. */
  totalSubscribed: count,
  supply: count,
  /** supply / totalSubscribed, percent, at most 100, truncated to 4 places. */
  winningRate: decimal,
  /** subscribed x supply / totalSubscribed, exact to 6 places (or subscribed when undersubscribed). */
  exactShare: decimal,
  /** The whole part of exactShare: allotted to everybody for certain. */
  base: count,
  /** Tokens left over after every base: drawn one each among the subscriptions with a fraction. */
  leftover: count,
  /** 1 when the seeded draw gave this subscription one of the leftover tokens, else 0. */
  drawExtra: count,
  /** The draw's seed, so anybody can replay it. */
  seed: v.string(),
})

/** The user's subscription to one offering, before and after its draw. */
export const IdoPositionSchema = v.object({
  offeringId: v.string(),
  token: v.string(),
  name: v.string(),
  payCoin: v.string(),
  price: decimal,
  phase: v.picklist(IDO_PHASES),
  status: v.picklist(IDO_POSITION_STATUSES),
  /** Tokens subscribed, and what they cost (frozen from the balance at subscription). */
  subscribed: count,
  subscribedAmount: decimal,
  /** Before the draw: the offering's current winning rate; after: won / subscribed, percent. */
  winningRate: decimal,
  /** Tokens won (0 before the draw). */
  won: count,
  /** Paid for the tokens won, in payCoin. */
  consumed: decimal,
  /** Returned to the balance after the draw, in payCoin (the tokens not won). */
  returned: decimal,
  /** Won tokens still frozen, and released to the available balance so far. */
  frozen: count,
  released: count,
  releaseParts: count,
  releasedParts: count,
  /** ISO 8601; the draw time before the draw, the next release after it, null when all is released. */
  drawAt: isoTime,
  nextReleaseAt: v.nullable(isoTime),
  /** Null before the draw. */
  allocation: v.nullable(IdoAllocationSchema),
})

export const IdoPositionPageSchema = paged(IdoPositionSchema)

/** 10031's answer: the position, and the pay coin's available balance after the payment was frozen. */
export const IdoSubscribeResultSchema = v.object({ position: IdoPositionSchema, balance: BalanceAfter })

/** The IDO codes: each one's form fields and the answer's `data` (contract/index.ts joins the areas). */
export const idoContract = {
  [RPC.idoList]: { fields: v.object({ phase: v.picklist(IDO_PHASES) }), data: IdoListSchema },
  [RPC.idoSubscribe]: { fields: v.object({ id: v.string(), quantity: v.string() }), data: IdoSubscribeResultSchema },
  [RPC.idoPositions]: { fields: v.object(pageFields), data: IdoPositionPageSchema },
} as const
