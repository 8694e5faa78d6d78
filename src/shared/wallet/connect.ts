import { isUserRejection, WalletError } from './wallet-error'
import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import type { Eip1193Provider } from './provider'

export interface SignedAccount {
  account: string
  signature: string
}

/** Request accounts, take the first, sign `DAPP`. Failures are logged and re-thrown as WalletError. */
export async function requestSignedAccount(provider: Eip1193Provider): Promise<SignedAccount> {
  const { BrowserProvider } = await import('ethers')
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
  try {
    const signer = await browserProvider.getSigner(account)
    const signature = await signer.signMessage(LOGIN_MESSAGE)
    return { account, signature }
  } catch (error) {
    console.error('Wallet signature failed', error)
    throw new WalletError('signatureFailed', error)
  }
}

/** The wallet's current account (eth_accounts, no prompt); '' when it exposes none. */
export async function currentAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = (await provider.request({ method: 'eth_accounts' })) as string[] | undefined
  return accounts?.[0] ?? ''
}
