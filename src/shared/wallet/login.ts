import { loginModeOf, pinnedLoginMode, SIWE_STATEMENT, type LoginMode } from '@/shared/api/contract/login'
import { formatSiweMessage, SiweFormatError } from '@/shared/api/contract/siwe'
import { RpcError } from '@/shared/api/errors'
import { fetchGlobalConfig } from '@/shared/api/global-config'
import type { DataOf } from '@/shared/api/contract/types'
import { rpc } from '@/shared/api/rpc-client'
import { forgetInviteCode } from '@/shared/lib/invite-code'
import { RPC } from '@/shared/api/rpc-codes'
import { startSession } from '@/shared/stores/session-lifecycle'
import { useSessionStore, type WalletType } from '@/shared/stores/session-store'
import { requestSignedAccount, type LoginText, type WalletFacts } from './connect'
import { WalletError } from './wallet-error'
import { rememberWalletChoice, type WalletChoice } from './provider'
import { requestSignedTronAccount } from './tron-wallet'

/**
 * Sign in with the chosen wallet and keep the session. The config (00000 `login`) says what the
 * wallet signs: the spec's fixed `DAPP` (default), or an EIP-4361 message with a nonce the backend
 * issues for this one login (docs/api.md, 10004), which the backend accepts once.
 */
export async function loginWithWallet(choice: WalletChoice, inviteCode: string | null): Promise<void> {
  rememberWalletChoice(choice)
  let account: string, data: DataOf<typeof RPC.login>
  try {
    const mode = await loginMode()
    // A TRON wallet signs `DAPP` (TIP-191). Not where the sign-in is EIP-4361's (it names an EVM
    // address): a `DAPP` signature there would be the reusable credential that mode exists to avoid,
    // so the wallet is not even opened (docs/api.md, 10002).
    if (mode === 'siwe' && 'tron' in choice) throw new WalletError('tronNotAccepted')
    const signed =
      'tron' in choice
        ? await requestSignedTronAccount(choice.tron)
        : await requestSignedAccount(choice.provider, mode === 'siwe' ? siweMessage : undefined)
    account = signed.account
    data = await rpc(RPC.login, {
      address: account,
      signature: signed.signature,
      ...(mode === 'siwe' ? { message: signed.message } : {}),
      ...(inviteCode ? { code: inviteCode } : {}),
    })
  } catch (error) {
    // No session: the pick is not kept (a reload would otherwise wait for a wallet nobody signed in with).
    rememberWalletChoice(null)
    throw error
  }
  const walletType: WalletType = 'tron' in choice ? 'tron' : choice.id === 'trustwallet' ? 'trustwallet' : choice.id.includes('metamask') ? 'metamask' : 'injected'
  startSession({ address: account, token: data.token, info: data.info, walletType, user: data.user })
  // The first login bound the user to the inviter (or not): a kept code has done its work.
  forgetInviteCode()
}

/**
 * The mode the build pins (VITE_LOGIN_MODE), else the one the backend asks for now: the config
 * asked again (a backend may have switched since the kept copy was written), else the kept copy,
 * else the spec's `DAPP`. Unpinned, never a reason to fail the login: a backend in the EIP-4361 mode
 * refuses a `DAPP` signature anyway. Pinned, the config is not asked: a spoofed or failing answer
 * cannot talk a `siwe` build into signing `DAPP` for whoever relays it.
 */
async function loginMode(): Promise<LoginMode> {
  const pinned = pinnedLoginMode(import.meta.env.VITE_LOGIN_MODE)
  if (pinned) return pinned
  const config = await fetchGlobalConfig().catch(() => useSessionStore.getState().globalConfig)
  return loginModeOf(config)
}

/** The EIP-4361 message for this site, this wallet and its chain, with a fresh nonce. */
const siweMessage: LoginText = async ({ address, chainId }: WalletFacts) => {
  const issued = await rpc(RPC.loginNonce, { address })
  const chain = await chainId()
  try {
    return formatSiweMessage({
      domain: window.location.host,
      address,
      statement: SIWE_STATEMENT,
      uri: window.location.origin,
      version: '1',
      chainId: chain,
      nonce: issued.nonce,
      // The server's times: the clock that judges the expiry is the one that wrote it.
      issuedAt: issued.issuedAt,
      expirationTime: issued.expiresAt,
    })
  } catch (error) {
    // Everything but the nonce and its times is checked already: the answer was not usable.
    if (error instanceof SiweFormatError) throw RpcError.client('bad-response')
    throw error
  }
}
