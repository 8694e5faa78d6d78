import { queryOptions } from '@tanstack/react-query'
import { i18next } from '@/shared/i18n/i18n'
import { loadArea } from '@/shared/i18n/area-strings-loaded'
import type { GlobalConfig } from './contract/config'
import { inLanguage, rpc } from './rpc-client'
import { RPC } from './rpc-codes'

// The global configuration (00000): chains, coins, pairs, contact, promo and the business contract.
// Asked once at start-up and kept in the session store (spec: globalConfig); screens that need it
// fresh use this query, its one source.

export async function fetchGlobalConfig(): Promise<GlobalConfig> {
  const config = await rpc(RPC.globalConfig)
  return { ...config, chains: await withKnownNames(config.chains, 'chain', (c) => c.id) }
}

export const globalConfigQuery = () => queryOptions({ queryKey: inLanguage(['config']), queryFn: fetchGlobalConfig, staleTime: 10 * 60_000 })

// Instrument and chain names are the backend's, in the language set with E0001 (docs/api.md). A
// backend that sends one blank gets the app's own name for that symbol or chain id instead
// (locales/names/, loaded only then), in the app's language, else the symbol or id itself.

type Kind = 'instrument' | 'chain'

/** `items` with every blank `name` filled in from the app's names of `kind`, by `idOf`. */
export async function withKnownNames<T extends { name: string }>(items: T[], kind: Kind, idOf: (item: T) => string): Promise<T[]> {
  if (items.every((item) => item.name.trim())) return items
  await loadArea('names')
  return items.map((item) => (item.name.trim() ? item : { ...item, name: i18next.t(`names.${kind}.${idOf(item)}` as 'names.chain.TRC20', { defaultValue: idOf(item) }) }))
}
