import type { Wallet } from 'ethers'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import type { Balance } from '@/shared/api/contract/funds'
import { RpcError } from '@/shared/api/errors'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { useSessionStore } from '@/shared/stores/session-store'

// For the handler tests: the mock backend through the real client, as the app calls it.

/** Log `wallet` in (10002), with an invitation code on the first login, and keep its token for the calls that follow. */
export async function login(wallet: Wallet, inviteCode?: string): Promise<string> {
  const signature = await wallet.signMessage(LOGIN_MESSAGE)
  const { token } = await rpc<{ token: string }>(RPC.login, { address: wallet.address, signature, ...(inviteCode ? { code: inviteCode } : {}) })
  useSessionStore.setState({ token })
  return token
}

/** The RpcError a call is refused with. */
export async function failure(promise: Promise<unknown>): Promise<RpcError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(RpcError)
  return error as RpcError
}

/** The signed-in user's balance of `coin` (10008). */
export async function balanceOf(coin: string): Promise<Balance | undefined> {
  return (await rpc<{ list: Balance[] }>(RPC.balances)).list.find((b) => b.coin === coin)
}

export interface LedgerEntry {
  type: string
  coin: string
  amount: string
  balance: string
  status: string
  createdAt: string
  refId: string
}

/** The signed-in user's ledger (10009), newest first. */
export async function ledger(fields: Record<string, string> = {}): Promise<LedgerEntry[]> {
  return (await rpc<{ list: LedgerEntry[] }>(RPC.financeRecords, { size: '50', ...fields })).list
}
