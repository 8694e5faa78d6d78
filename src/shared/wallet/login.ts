import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { useSessionStore, type SessionInfo, type SessionUser, type WalletType } from '@/shared/stores/session-store'
import { requestSignedAccount } from './connect'
import { rememberWalletChoice, type WalletChoice } from './provider'

interface LoginData {
  token: string
  user: SessionUser
  info: SessionInfo
}

/** Sign `DAPP` with the chosen wallet, log in with the signature (and invite code) and keep the session. */
export async function loginWithWallet(choice: WalletChoice, inviteCode: string | null): Promise<void> {
  rememberWalletChoice(choice)
  const { account, signature } = await requestSignedAccount(choice.provider)
  const data = await rpc<LoginData>(RPC.login, { address: account, signature, ...(inviteCode ? { code: inviteCode } : {}) })
  const session = useSessionStore.getState()
  const walletType: WalletType = choice.id === 'trustwallet' ? 'trustwallet' : choice.id.includes('metamask') ? 'metamask' : 'injected'
  session.setAddress(account)
  session.setToken(data.token)
  session.setInfo(data.info ?? [])
  session.setWalletType(walletType)
  // The user last: its username is what marks the session as connected.
  session.setUser({ ...data.user, username: data.user?.username || account })
}

export function disconnectWallet(): void {
  rememberWalletChoice(null)
  useSessionStore.getState().clearSession()
}
