import type { RpcCode } from '@/shared/api/rpc-codes'
import { coreRpcs } from './handlers/core'
import { fundsRpcs } from './handlers/funds'
// Before the other areas: jobs of the mock clock due at one instant run in the order their modules
// subscribed them (deposits, withdrawals, then trading's triggers).
import { withdrawalRpcs } from './handlers/withdrawals'
import { marketRpcs } from './handlers/market'
import { exchangeRpcs } from './handlers/exchange'
import { idoRpcs } from './handlers/ido'
import { miningRpcs } from './handlers/mining'
import { newsRpcs } from './handlers/news'
import { referralRpcs } from './handlers/referral'
import { stakingRpcs } from './handlers/staking'
import { tradingRpcs } from './handlers/trading'
import type { RpcDefinition } from './rpc'

// Every area's handlers, keyed on the shared RPC table. An area adds its list here.
const AREAS: readonly (readonly RpcDefinition[])[] = [coreRpcs, fundsRpcs, withdrawalRpcs, miningRpcs, idoRpcs, stakingRpcs, exchangeRpcs, newsRpcs, referralRpcs, marketRpcs, tradingRpcs]

function buildRegistry(): ReadonlyMap<RpcCode, RpcDefinition['handler']> {
  const registry = new Map<RpcCode, RpcDefinition['handler']>()
  for (const { code, handler } of AREAS.flat()) {
    // Two areas claiming one code is a mistake to catch at start-up, not a silent override.
    if (registry.has(code)) throw new Error(`Mock handler for ${code} is defined twice`)
    registry.set(code, handler)
  }
  return registry
}

export const registry = buildRegistry()
