import * as v from 'valibot'
import type { RpcCode } from '../../rpc-codes'
import { accountContract } from './account'
import { configContract } from './config'
import { exchangeContract } from './exchange'
import { fundsContract } from './funds'
import { idoContract } from './ido'
import { inviteContract } from './invite'
import { marketContract } from './market'
import { miningContract } from './mining'
import { newsContract } from './news'
import { stakingContract } from './staking'
import { tradingContract } from './trading'

// The one map of the wire: for every code of the RPC table, the form fields it takes and the
// schema of its answer's `data`. `rpc(RPC.x, fields)` takes its field and answer types from here,
// the mock's handler for RPC.x is typed by the same entry, and the client checks every answer
// against the schema before a screen sees it. A code missing from the map fails the typecheck below.

export const CONTRACT = {
  ...configContract,
  ...accountContract,
  ...fundsContract,
  ...miningContract,
  ...idoContract,
  ...stakingContract,
  ...exchangeContract,
  ...marketContract,
  ...tradingContract,
  ...inviteContract,
  ...newsContract,
} as const satisfies Record<RpcCode, { fields: v.GenericSchema; data: v.GenericSchema }>

/** `data` as code C's answer schema lets it through, or the paths and messages of what does not fit. */
export function checkAnswer(code: RpcCode, data: unknown): { ok: true; data: unknown } | { ok: false; problems: string[] } {
  const result = v.safeParse(CONTRACT[code].data, data)
  if (result.success) return { ok: true, data: result.output }
  return { ok: false, problems: result.issues.map((issue) => `${v.getDotPath(issue) ?? 'data'}: ${issue.message}`) }
}
