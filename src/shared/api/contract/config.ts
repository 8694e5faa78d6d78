import type * as v from 'valibot'
import type { GlobalConfigSchema } from './schemas/config'

// The global configuration (00000) as it travels: typed once here, checked by schemas/config.ts.
// The config query (shared/api/global-config.ts) is its one source; the session store keeps a copy.

// The shapes of the answers, checked by the schemas in schemas/config.ts.
export type GlobalConfig = v.InferOutput<typeof GlobalConfigSchema>
