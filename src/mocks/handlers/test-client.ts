import type { Wallet } from 'ethers'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import type { Balance } from '@/shared/api/contract/funds'
import { RpcError } from '@/shared/api/errors'
import type { DataOf, FieldsOf } from '@/shared/api/contract/types'
import { rpc as typedRpc } from '@/shared/api/rpc-client'
import { RPC, type RpcCode } from '@/shared/api/rpc-codes'
import type { LanguageCode } from '@/shared/i18n/languages'
import { useSessionStore } from '@/shared/stores/session-store'

// For the handler tests: the mock backend through the real client, as the app calls it.

type FieldNames<T> = T extends unknown ? keyof T : never

/**
 * rpc() for the mock's own tests: the code's field names only (a misspelt one fails the typecheck),
 * but any of them may be missing or of the wrong kind, since the mock's refusals are what is tested.
 * The answer is checked against its schema as in the app, so a drifting mock fails here too.
 */
export const rpc = typedRpc as <C extends RpcCode>(code: C, fields?: Partial<Record<FieldNames<FieldsOf<C>>, string | number>>) => Promise<DataOf<C>>

/** Log `wallet` in (10002), with an invitation code on the first login, and keep its token for the calls that follow. */
export async function login(wallet: Wallet, inviteCode?: string): Promise<string> {
  const signature = await wallet.signMessage(LOGIN_MESSAGE)
  const { token } = await rpc(RPC.login, { address: wallet.address, signature, ...(inviteCode ? { code: inviteCode } : {}) })
  useSessionStore.setState({ token })
  return token
}

/**
 * Switch to `lang` as the app does: the session's language, then E0001. (The client tells the
 * backend the session's language before any call, so E0001 alone would be undone by the next one.)
 */
export function speak(lang: LanguageCode): Promise<DataOf<typeof RPC.setLanguage>> {
  useSessionStore.setState({ language: lang })
  return rpc(RPC.setLanguage, { lang })
}

/** The RpcError a call is refused with. */
export async function failure(promise: Promise<unknown>): Promise<RpcError> {
  const error = await promise.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(RpcError)
  return error as RpcError
}

/** The signed-in user's balance of `coin` (10008). */
export async function balanceOf(coin: string): Promise<Balance | undefined> {
  return (await rpc(RPC.balances)).list.find((b) => b.coin === coin)
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
export async function ledger(fields: { type?: string; coin?: string } = {}): Promise<LedgerEntry[]> {
  return (await rpc(RPC.financeRecords, { size: 50, ...fields })).list
}
