import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import type { TronWallet } from './tron-wallet'

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

interface WalletChoiceBase {
  id: string
  name: string
  icon?: string
}

/** A wallet the user can connect with: an EVM one (EIP-1193), or a TRON one (tron-wallet.ts). */
export type WalletChoice = (WalletChoiceBase & { provider: Eip1193Provider }) | (WalletChoiceBase & { tron: TronWallet })

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
const choiceListeners = new Set<() => void>()
const choiceChanged = () => choiceListeners.forEach((listener) => listener())

// The wallet picked among several (EIP-6963) is kept by its rdns across reloads, so the account
// watch and the payments use it again, not whichever wallet owns window.ethereum. It is looked for
// as soon as this module loads (most wallets announce themselves in the request's own dispatch, a
// late one when it injects), and until it is found no other wallet stands in for it: the screens
// that need a wallet wait for it (useInjectedProvider) and the account watch does not compare.
// Only a disconnect forgets it.
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
  if (chosen) return 'provider' in chosen ? chosen.provider : undefined
  // A TRON session has no EVM wallet, whatever else the page injects (TronLink's browser may add one).
  const session = useSessionStore.getState()
  if (selectIsConnected(session) && session.walletType === 'tron') return undefined
  return keptWalletChoice() ? undefined : presentProvider()
}

/** The TRON wallet the user connected with in this page; undefined after a reload (the account watch finds it again). */
export function chosenTronWallet(): TronWallet | undefined {
  return chosen && 'tron' in chosen ? chosen.tron : undefined
}

/** Hear when the session's wallet changes (picked, found again after a reload, forgotten). */
export function subscribeWalletChoice(listener: () => void): () => void {
  choiceListeners.add(listener)
  return () => choiceListeners.delete(listener)
}

/**
 * Remember the wallet the user connected with, for the account watch and the payments; one picked
 * by its rdns among several is kept across reloads. null forgets it.
 */
export function rememberWalletChoice(choice: WalletChoice | null): void {
  chosen = choice ?? undefined
  try {
    // An rdns is a reversed domain name (io.metamask); the one-wallet ids (injected, trustwallet) are not kept.
    // A TRON wallet is found again by the session's wallet type (account-watch.ts), not by an announcement.
    if (choice && 'provider' in choice && choice.id.includes('.')) localStorage.setItem(CHOICE_KEY, choice.id)
    else localStorage.removeItem(CHOICE_KEY)
  } catch {
    // Kept for this visit only.
  }
  choiceChanged()
}

/**
 * This tab's wallet is no longer the session's (another tab ended it, or signed in another
 * account): forgotten here only; what the device keeps is the other tab's to decide (and is looked
 * for again).
 */
export function forgetWalletChoiceHere(): void {
  chosen = undefined
  lookForKeptWallet()
  choiceChanged()
}

/** Resolves once the kept wallet is found again, or after `timeoutMs` (a wallet that announces itself late, or is gone). */
export function walletChoiceFound(timeoutMs: number): Promise<void> {
  return choiceWithin(() => Boolean(chosen) || !keptWalletChoice(), timeoutMs).then(() => undefined)
}

/**
 * The TRON wallet of the session: the one connected with in this page, or after a reload the one
 * the account watch finds again and checks (it looks at start-up); undefined after `timeoutMs`
 * without one.
 */
export async function tronWalletFound(timeoutMs: number): Promise<TronWallet | undefined> {
  await choiceWithin(() => Boolean(chosenTronWallet()), timeoutMs)
  return chosenTronWallet()
}

/** Resolves once `found()` holds (now, or when the session's wallet changes), or after `timeoutMs`. */
function choiceWithin(found: () => boolean, timeoutMs: number): Promise<void> {
  if (found()) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    const stop = subscribeWalletChoice(() => found() && done())
  })
}

type Announcement = { info?: { uuid?: string; name?: string; icon?: string; rdns?: string }; provider?: Eip1193Provider }

/**
 * An EIP-6963 announcement read as a wallet choice, its id the rdns (else the uuid): the one reading
 * of an announcement, for the list the user picks from (find-wallets.ts) and for the kept wallet
 * found again here. Undefined for one without a provider or a uuid.
 */
export function announcedWallet(event: Event): { uuid: string; choice: WalletChoice } | undefined {
  const { info, provider } = ((event as CustomEvent).detail ?? {}) as Announcement
  if (!provider || !info?.uuid) return undefined
  const icon = info.icon?.startsWith('data:image/') ? info.icon : undefined
  return { uuid: info.uuid, choice: { id: info.rdns ?? info.uuid, name: info.name ?? 'Wallet', icon, provider } }
}

/** Listens for the kept wallet's EIP-6963 announcement (asked for at once, and heard whenever it comes) until it is found. */
function lookForKeptWallet(): void {
  if (typeof window === 'undefined' || chosen || !keptWalletChoice()) return
  const onAnnounce = (event: Event) => {
    const id = keptWalletChoice()
    if (!id) return window.removeEventListener('eip6963:announceProvider', onAnnounce)
    const announced = announcedWallet(event)
    if (chosen || announced?.choice.id !== id) return
    window.removeEventListener('eip6963:announceProvider', onAnnounce)
    chosen = announced.choice
    choiceChanged()
  }
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
}
lookForKeptWallet()

/** The chain the wallet is on (eth_chainId, which opens nothing), as a number; throws for an answer that is no chain id. */
export async function walletChainId(provider: Eip1193Provider): Promise<number> {
  const chainId = Number(BigInt(String(await provider.request({ method: 'eth_chainId' }))))
  if (!Number.isSafeInteger(chainId) || chainId < 1) throw new Error(`Unusable chain id ${chainId}`)
  return chainId
}
