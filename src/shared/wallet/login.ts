import { rpc } from '@/shared/api/rpc-client'
import { forgetInviteCode } from '@/shared/lib/invite-code'
import { RPC } from '@/shared/api/rpc-codes'
import { startSession } from '@/shared/stores/session-lifecycle'
import type { WalletType } from '@/shared/stores/session-store'
import { requestSignedAccount } from './connect'
import { rememberWalletChoice, type WalletChoice } from './provider'

/** Sign `DAPP` with the chosen wallet, log in with the signature (and invite code) and keep the session. */
export async function loginWithWallet(choice: WalletChoice, inviteCode: string | null): Promise<void> {
  rememberWalletChoice(choice)
  const { account, signature } = await requestSignedAccount(choice.provider)
  const data = await rpc(RPC.login, { address: account, signature, ...(inviteCode ? { code: inviteCode } : {}) })
  const walletType: WalletType = choice.id === 'trustwallet' ? 'trustwallet' : choice.id.includes('metamask') ? 'metamask' : 'injected'
  startSession({ address: account, token: data.token, info: data.info, walletType, user: data.user })
  // The first login bound the user to the inviter (or not): a kept code has done its work.
  forgetInviteCode()
}
