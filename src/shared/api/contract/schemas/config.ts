import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { LOGIN_MODES } from '../login'
import { ChainSchema } from './funds'
import { decimal, noData } from './wire'

// The global configuration (00000), typed once: the start-up call asks for it, the config query
// (shared/api/global-config.ts) is its one source, and the session store keeps a copy (spec: globalConfig).

export const GlobalConfigSchema = v.object({
  /** The business contract's address (spec: read from the field serviceContract). */
  serviceContract: v.string(),
  /** Where deposits come from and withdrawals go, each with its coins. */
  chains: v.array(ChainSchema),
  /** Every coin the platform knows. */
  coins: v.array(v.pipe(v.string(), v.nonEmpty())),
  /** Trading pairs of the flash exchange. */
  pairs: v.array(v.object({ symbol: v.string(), base: v.string(), quote: v.string() })),
  /** The contact-us page's channels. */
  contact: v.object({ email: v.string(), telegram: v.string() }),
  /** Percent strings the home page shows beside a risk notice, never hard-coded. */
  promo: v.object({ maxApr: decimal }),
  /** What a wallet signs to log in (contract/login.ts); absent: the spec's `DAPP`. */
  login: v.optional(v.object({ mode: v.picklist(LOGIN_MODES) })),
})

/** Start-up codes: the configuration, the language of server texts and the visit report. */
export const configContract = {
  [RPC.globalConfig]: { fields: v.object({}), data: GlobalConfigSchema },
  [RPC.setLanguage]: { fields: v.object({ lang: v.string() }), data: noData },
  [RPC.visitReport]: { fields: v.object({ code: v.literal(1) }), data: noData },
} as const
