import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { LOGIN_MODES } from '../login'
import { WITHDRAW_AUTH_MODES } from '../withdraw-auth'
import { ChainSchema } from './funds'
import { decimal, noData } from './wire'

// The global configuration (00000), typed once: the start-up call asks for it, the config query
// (shared/api/global-config.ts) is its one source, and the session store keeps a copy (spec: globalConfig).

/** A list that keeps the items `item` accepts and leaves the others out (a list that is not one still fails). */
function usable<const T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((list) => list.filter((entry): entry is v.InferOutput<T> => v.is(item, entry))),
  )
}

export const GlobalConfigSchema = v.object({
  /** The business contract's address (spec: read from the field serviceContract). */
  serviceContract: v.string(),
  /** Where deposits come from and withdrawals go, each with its coins. A chain the client cannot use (no coins, a kind it does not know) is left out, not the whole config. */
  chains: usable(ChainSchema),
  /** Every coin the platform knows ('' left out). */
  coins: usable(v.pipe(v.string(), v.nonEmpty())),
  /** Trading pairs of the flash exchange. */
  pairs: v.array(v.object({ symbol: v.string(), base: v.string(), quote: v.string() })),
  /** The contact-us page's channels. */
  contact: v.object({ email: v.string(), telegram: v.string() }),
  /** Percent strings the home page shows beside a risk notice, never hard-coded. */
  promo: v.object({ maxApr: decimal }),
  /** What a wallet signs to log in (contract/login.ts); absent, or a mode this client does not know: the spec's `DAPP`. A build that pins the mode (VITE_LOGIN_MODE) does not read it. */
  login: v.optional(v.object({ mode: v.fallback(v.picklist(LOGIN_MODES), 'dapp') })),
  /** How a withdrawal is authorised (contract/withdraw-auth.ts); absent: by the session alone, as the spec. A mode this client does not know is taken as `eip712`: signed is never less safe than unsigned. */
  withdrawAuth: v.optional(v.object({ mode: v.fallback(v.picklist(WITHDRAW_AUTH_MODES), 'eip712') })),
})

/** Start-up codes: the configuration, the language of server texts and the visit report. */
export const configContract = {
  [RPC.globalConfig]: { fields: v.object({}), data: GlobalConfigSchema },
  [RPC.setLanguage]: { fields: v.object({ lang: v.string() }), data: noData },
  [RPC.visitReport]: { fields: v.object({ code: v.literal(1) }), data: noData },
} as const
