// The wallet of this session. Plain EIP-1193 here: ethers loads only when a connection is made, and
// looking for wallets (find-wallets.ts) only when the user connects.

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
  isTrust?: boolean
  isTrustWallet?: boolean
  isMetaMask?: boolean
}

export interface WalletChoice {
  id: string
  name: string
  icon?: string
  provider: Eip1193Provider
}

declare global {
  interface Window {
    ethereum?: Eip1193Provider
    trustwallet?: Eip1193Provider
  }
}

export function trustProvider(): Eip1193Provider | undefined {
  if (window.trustwallet) return window.trustwallet
  const eth = window.ethereum
  return eth && (eth.isTrust || eth.isTrustWallet) ? eth : undefined
}

/** The injected provider present right now: a Trust-Wallet-style one first, else the generic one. */
export function presentProvider(): Eip1193Provider | undefined {
  return trustProvider() ?? window.ethereum
}

let chosen: WalletChoice | undefined

// The wallet picked among several (EIP-6963) is kept by its rdns across reloads, so the account
// watch and the payments use it again, not whichever wallet owns window.ethereum. Until start-up
// has found it again (restoreWalletChoice in find-wallets.ts), no other wallet stands in for it.
const CHOICE_KEY = 'walletChoice'

/** The rdns of the wallet the user picked among several, as kept on this device; '' when none. */
export function keptWalletChoice(): string {
  try {
    return localStorage.getItem(CHOICE_KEY) ?? ''
  } catch {
    return ''
  }
}

/** The wallet of this session: the one the user connected with, else (when none was picked among several) the injected one. */
export function injectedProvider(): Eip1193Provider | undefined {
  if (chosen) return chosen.provider
  return keptWalletChoice() ? undefined : presentProvider()
}

/**
 * Remember the wallet the user connected with, for the account watch and the payments; one picked
 * by its rdns among several is kept across reloads. null forgets it.
 */
export function rememberWalletChoice(choice: WalletChoice | null): void {
  chosen = choice ?? undefined
  try {
    // An rdns is a reversed domain name (io.metamask); the one-wallet ids (injected, trustwallet) are not kept.
    if (choice?.id.includes('.')) localStorage.setItem(CHOICE_KEY, choice.id)
    else localStorage.removeItem(CHOICE_KEY)
  } catch {
    // Kept for this visit only.
  }
}

/**
 * This tab's wallet is no longer the session's (another tab ended it, or signed in another
 * account): forgotten here only; what the device keeps is the other tab's to decide.
 */
export function forgetWalletChoiceHere(): void {
  chosen = undefined
}

/** Whether this visit has its wallet already (picked now, or found again). */
export const hasWalletChoice = (): boolean => chosen !== undefined

/** The chain the wallet is on (eth_chainId, which opens nothing), as a number; throws for an answer that is no chain id. */
export async function walletChainId(provider: Eip1193Provider): Promise<number> {
  const chainId = Number(BigInt(String(await provider.request({ method: 'eth_chainId' }))))
  if (!Number.isSafeInteger(chainId) || chainId < 1) throw new Error(`Unusable chain id ${chainId}`)
  return chainId
}
