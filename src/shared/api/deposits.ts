import type { QueryClient } from '@tanstack/react-query'
import type { FinanceRecord } from './contract/funds'
import { globalConfigQuery } from './global-config'
import { rpc } from './rpc-client'
import { RPC } from './rpc-codes'

// Deposits as more than the funds area needs them: the report of a payment (10011), which the
// deposit screen and every wallet payment send (shared/wallet/payment-executor.ts), and the
// progress of one reported deposit, read from the ledger (10009) while it confirms; and the
// service contract a wallet payment goes to. Not in the first paint.

/** Reports a deposit (10011): its chain, coin, amount and transaction hash. */
export function submitDeposit(fields: { chain: string; coin: string; amount: string; txHash: string }): Promise<{ record: FinanceRecord }> {
  return rpc(RPC.submitDeposit, fields)
}

/** How far a reported deposit is: its confirmations and whether it was credited. */
export interface DepositProgress {
  confirmations: number
  requiredConfirmations: number
  credited: boolean
}

/** The progress of the deposit of `txHash` in `coin`, from the user's newest deposit records; null when not listed. */
export async function fetchDepositProgress(coin: string, txHash: string): Promise<DepositProgress | null> {
  const { list } = await rpc(RPC.financeRecords, { type: 'deposit', coin, page: 1, size: 20 })
  const record = list.find((r) => r.deposit?.txHash.toLowerCase() === txHash.toLowerCase())
  return record?.deposit ? progressOf(record) : null
}

/** A deposit record's progress: credited once booked (a confirming deposit is `submitted`). */
export function progressOf(record: FinanceRecord): DepositProgress | null {
  if (!record.deposit) return null
  const { confirmations, requiredConfirmations } = record.deposit
  return { confirmations, requiredConfirmations, credited: record.status === 'successful' }
}

/** The service contract that receives payments from the wallet (config serviceContract), from the cached config. */
export async function fetchServiceContract(client: QueryClient): Promise<string> {
  return (await client.fetchQuery(globalConfigQuery())).serviceContract
}
