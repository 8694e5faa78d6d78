import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { LOGIN_MODES } from '../login'
import { WITHDRAW_AUTH_MODES } from '../withdraw-auth'
import { ChainSchema } from './funds'
import { decimal, listOr, noData, partOr } from './wire'

// The global configuration (00000), typed once: the start-up call asks for it, the config query
// (shared/api/global-config.ts) is its one source, and the session store keeps a copy (spec: globalConfig).

/** A list that keeps the items `item` accepts and leaves the others out (a list that is not one still fails). */
function usable<const T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((list) => list.filter((entry): entry is v.InferOutput<T> => v.is(item, entry))),
  )
}

// Each field says why it is required or what stands in for it: the spec shows `serviceContract`
// only, so a backend that sends just that still configures the app (docs/api.md, 00000).
export const GlobalConfigSchema = v.object({
  /** The business contract's address (spec: read from the field serviceContract). */
  // Required: the spec's one field, and a wallet payment goes to it; without it the answer fails.
  serviceContract: v.string(),
  /** Where deposits come from and withdrawals go, each with its coins. A chain the client cannot use (no coins, a kind it does not know) is left out, not the whole config. */
  // Optional, default []: the deposit and withdrawal screens then say no network is offered.
  chains: listOr(usable(ChainSchema)),
  /** Every coin the platform knows ('' left out). */
  // Optional, default []: the ledger's coin filter then offers "all coins" only.
  coins: listOr(usable(v.pipe(v.string(), v.nonEmpty()))),
  /** Trading pairs of the flash exchange. */
  // Optional, default []: no screen reads it (the flash exchange quotes any two coins through 10055).
  pairs: listOr(v.array(v.object({ symbol: v.string(), base: v.string(), quote: v.string() }))),
  /** The contact-us page's channels. */
  // Optional, absent by default: the contact page then says the details are not available.
  contact: partOr(v.object({ email: v.string(), telegram: v.string() })),
  /** Percent strings the home page shows beside a risk notice, never hard-coded. */
  // Optional, absent by default: the home page shows no figure (never a made-up one).
  promo: partOr(v.object({ maxApr: decimal })),
  /** What a wallet signs to log in (contract/login.ts); absent, or a mode this client does not know: the spec's `DAPP`. A build that pins the mode (VITE_LOGIN_MODE) does not read it. */
  login: v.optional(v.object({ mode: v.fallback(v.picklist(LOGIN_MODES), 'dapp') })),
  /** How a withdrawal is authorised (contract/withdraw-auth.ts); absent: by the session alone, as the spec. A mode this client does not know is taken as `eip712`: signed is never less safe than unsigned. */
  // Optional, but a malformed one fails the answer: read as absent it would mean unsigned withdrawals.
  withdrawAuth: v.optional(v.object({ mode: v.fallback(v.picklist(WITHDRAW_AUTH_MODES), 'eip712') })),
})

/** Start-up codes: the configuration, the language of server texts and the visit report. */
export const configContract = {
  [RPC.globalConfig]: { fields: v.object({}), data: GlobalConfigSchema },
  [RPC.setLanguage]: { fields: v.object({ lang: v.string() }), data: noData },
  [RPC.visitReport]: { fields: v.object({ code: v.literal(1) }), data: noData },
} as const
