import { queryOptions } from '@tanstack/react-query'
import type { GlobalConfig } from './contract/config'
import { inLanguage } from './in-language'
import { rpc } from './rpc-client'
import { RPC } from './rpc-codes'

// The global configuration (00000): chains, coins, pairs, contact, promo and the business contract.
// Asked once at start-up and kept in the session store (spec: globalConfig); screens that need it
// fresh use this query, its one source.

export function fetchGlobalConfig(): Promise<GlobalConfig> {
  return rpc(RPC.globalConfig)
}

export const globalConfigQuery = () => queryOptions({ queryKey: inLanguage(['config']), queryFn: fetchGlobalConfig, staleTime: 10 * 60_000 })
