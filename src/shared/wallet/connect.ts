import { isUserRejection, WalletError } from './wallet-error'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import { walletChainId, type Eip1193Provider } from './provider'

export interface SignedAccount {
  account: string
  signature: string
  /** The text signed: `DAPP`, or the EIP-4361 message. */
  message: string
}

/** What the wallet knows that a login message names. */
export interface WalletFacts {
  /** EIP-55 form of the account. */
  address: string
  /** The chain the wallet is on (eth_chainId); a failure is a WalletError. */
  chainId: () => Promise<number>
}

/** The text to sign: fixed (`DAPP`), or made once the account is known (EIP-4361). */
export type LoginText = string | ((wallet: WalletFacts) => Promise<string>)

/**
 * Request accounts, take the first, sign `text` (default `DAPP`) with personal_sign. Wallet
 * failures are logged and re-thrown as WalletError; what `text` throws (a failed nonce call) as is.
 */
export async function requestSignedAccount(provider: Eip1193Provider, text: LoginText = LOGIN_MESSAGE): Promise<SignedAccount> {
  const { BrowserProvider, getAddress } = await import('ethers')
  const browserProvider = new BrowserProvider(provider)
  let account: string
  try {
    const accounts = (await browserProvider.send('eth_requestAccounts', [])) as string[]
    if (!accounts?.[0]) throw new Error('The wallet returned no account')
    account = accounts[0]
  } catch (error) {
    console.error('Wallet account request failed', error)
    throw new WalletError(isUserRejection(error) ? 'rejected' : 'accountFailed', error)
  }
  const message = typeof text === 'string' ? text : await text({ address: getAddress(account), chainId: () => loginChainId(provider) })
  try {
    const signer = await browserProvider.getSigner(account)
    const signature = await signer.signMessage(message)
    return { account, signature, message }
  } catch (error) {
    console.error('Wallet signature failed', error)
    throw new WalletError('signatureFailed', error)
  }
}

/** The wallet's chain id for a login message; a failure is a WalletError. */
async function loginChainId(provider: Eip1193Provider): Promise<number> {
  try {
    return await walletChainId(provider)
  } catch (error) {
    console.error('Wallet chain id request failed', error)
    throw new WalletError('signatureFailed', error)
  }
}

/** The wallet's current account (eth_accounts, no prompt); '' when it exposes none. */
export async function currentAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = (await provider.request({ method: 'eth_accounts' })) as string[] | undefined
  return accounts?.[0] ?? ''
}
