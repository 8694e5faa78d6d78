import { LOGIN_MESSAGE } from '@/shared/api/contract/envelope'
import type { SignedAccount } from './connect'
import { isUserRejection, WalletError } from './wallet-error'

// A TRON wallet (TronLink, Trust Wallet on TRON, and the wallets that copy TronLink's API), read
// through the three faces they show a page, newest first:
// - TIP-1193 `window.tron` (or a TIP-6963 announcement of one): `request({ method:
//   'eth_requestAccounts' })`, errors 4001 (rejected) and -32002 (a request already open), events
//   `accountsChanged`;
// - TronLink's older `tronLink.request({ method: 'tron_requestAccounts' })`, which answers
//   `{ code }` (200, 4000 open already, 4001 rejected) and nothing when the wallet is locked, and
//   tells of account changes by window messages;
// - `window.tronWeb` alone, already holding the account.
// Each carries the wallet's own `tronWeb`, which signs (TIP-191 `signMessageV2`): our bundles carry
// no tronweb. No ethers here either: this is read when wallets are looked for.

/** A signed transaction as tronWeb hands it back (the fields the app reads). */
export interface SignedTronTransaction {
  txID: string
  raw_data?: { expiration?: number }
}

/** The part of a wallet's tronWeb the app uses: its account, and its signatures of a message and of a transaction. */
export interface InjectedTronWeb {
  ready?: boolean
  defaultAddress?: { base58?: string | false }
  trx?: {
    signMessageV2?: (message: string) => Promise<string>
    /** Signs a transaction built elsewhere (TronLink asks the user first). */
    sign?: (transaction: object) => Promise<SignedTronTransaction>
  }
}

/** TIP-1193 provider. */
interface Tip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
  tronWeb?: InjectedTronWeb | false
  isTronLink?: boolean
}

/** TronLink's older object (also Trust Wallet's `trustwallet.tronLink`). */
interface TronLinkObject {
  ready?: boolean
  tronWeb?: InjectedTronWeb | false
  request?(args: { method: string }): Promise<{ code?: number; message?: string } | '' | null | undefined | boolean>
}

declare global {
  interface Window {
    tron?: Tip1193Provider
    tronLink?: TronLinkObject
    tronWeb?: InjectedTronWeb
  }
}

/** One TRON wallet, whichever face it shows. */
export interface TronWallet {
  /** Ask for the account (the wallet may prompt): its `T...` address. Failures are WalletErrors. */
  requestAccount(): Promise<string>
  /** The account selected in the wallet now, without a prompt; '' when none is shared (locked, not connected). */
  account(): string
  /** TIP-191 signature of `message` (tronWeb.trx.signMessageV2). */
  signMessage(message: string): Promise<string>
  /** Hear the wallet's account changes; returns the way to stop. */
  watch(listener: () => void): () => void
  /** The wallet's tronWeb now (it signs a payment's transactions); undefined before it is handed over. */
  tronWeb(): InjectedTronWeb | undefined
}

/** How long a wallet may take to hand over its tronWeb after approving a connection. */
const TRONWEB_WAIT_MS = 3000

function accountOf(tronWeb: InjectedTronWeb | false | undefined): string {
  const base58 = tronWeb ? tronWeb.defaultAddress?.base58 : undefined
  return typeof base58 === 'string' ? base58 : ''
}

/** Resolves with the account once `read` has one (polled), or '' after `timeoutMs`. */
export function accountWithin(read: () => string, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const now = read()
    if (now) return resolve(now)
    const started = Date.now()
    const poll = setInterval(() => {
      const account = read()
      if (account || Date.now() - started >= timeoutMs) {
        clearInterval(poll)
        resolve(account)
      }
    }, 50)
  })
}

function signWith(tronWebOf: () => InjectedTronWeb | false | undefined): (message: string) => Promise<string> {
  return async (message) => {
    const tronWeb = tronWebOf()
    const trx = tronWeb ? tronWeb.trx : undefined
    if (!trx?.signMessageV2) throw new Error('The wallet has no tronWeb.trx.signMessageV2')
    return trx.signMessageV2(message)
  }
}

/** TronLink's window messages about its account (older TronLink, Trust, tronWeb-only wallets). */
function watchMessages(listener: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    const action = (event.data as { message?: { action?: unknown } } | null)?.message?.action
    // Only a cue to read the account again: whoever posted it, the account read is the wallet's.
    if (action === 'accountsChanged' || action === 'setAccount' || action === 'disconnect' || action === 'connect') listener()
  }
  window.addEventListener('message', onMessage)
  return () => window.removeEventListener('message', onMessage)
}

function errorOfCode(code: unknown, cause: unknown): WalletError {
  if (code === 4001) return new WalletError('rejected', cause)
  if (code === -32002 || code === 4000) return new WalletError('pending', cause)
  return new WalletError('accountFailed', cause)
}

function tip1193Wallet(tron: Tip1193Provider): TronWallet {
  const account = () => accountOf(tron.tronWeb)
  return {
    async requestAccount() {
      let accounts: unknown
      try {
        accounts = await tron.request({ method: 'eth_requestAccounts' })
      } catch (error) {
        console.error('TRON wallet account request failed', error)
        throw isUserRejection(error) ? new WalletError('rejected', error) : errorOfCode((error as { code?: unknown })?.code, error)
      }
      const first = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : ''
      if (!first) throw new WalletError('locked')
      // The wallet hands its tronWeb over after the approval, at times a moment later; it signs as
      // that tronWeb's account, which must be the account it answered.
      if ((await accountWithin(account, TRONWEB_WAIT_MS)) !== first) throw new WalletError('accountFailed')
      return first
    },
    account,
    signMessage: signWith(() => tron.tronWeb),
    tronWeb: () => tron.tronWeb || undefined,
    watch(listener) {
      tron.on?.('accountsChanged', listener)
      return () => tron.removeListener?.('accountsChanged', listener)
    },
  }
}

function tronLinkWallet(link: TronLinkObject): TronWallet {
  const account = () => accountOf(link.tronWeb)
  return {
    async requestAccount() {
      if (link.request) {
        let answer: Awaited<ReturnType<NonNullable<TronLinkObject['request']>>>
        try {
          answer = await link.request({ method: 'tron_requestAccounts' })
        } catch (error) {
          console.error('TronLink account request failed', error)
          throw new WalletError('accountFailed', error)
        }
        // Nothing at all: locked, or no account made yet.
        if (!answer) throw new WalletError('locked')
        const code = typeof answer === 'object' ? answer.code : 200
        if (code !== 200 && code !== undefined) throw errorOfCode(code, answer)
      }
      const first = await accountWithin(account, TRONWEB_WAIT_MS)
      if (!first) throw new WalletError('locked')
      return first
    },
    account,
    signMessage: signWith(() => link.tronWeb),
    tronWeb: () => link.tronWeb || undefined,
    watch: watchMessages,
  }
}

// One adapter per injected object, so that the account watch sees the same wallet each time it looks.
const adapters = new WeakMap<object, TronWallet>()
const made = new WeakSet<object>()
function adapterFor<T extends object>(source: T, make: (source: T) => TronWallet): TronWallet {
  let adapter = adapters.get(source)
  if (!adapter) {
    adapters.set(source, (adapter = make(source)))
    made.add(adapter)
  }
  return adapter
}

/** One of this module's TRON wallets (not an EVM provider, whatever properties that one has). */
export function isTronWallet(wallet: object): wallet is TronWallet {
  return made.has(wallet)
}

/** A TIP-1193 provider (from `window.tron` or a TIP-6963 announcement) as a TronWallet. */
export function tronWalletOf(provider: Tip1193Provider): TronWallet {
  return adapterFor(provider, tip1193Wallet)
}

export interface FoundTronWallet {
  id: string
  name: string
  wallet: TronWallet
}

/** The TRON wallet injected in this page right now, newest face first; undefined when none is. */
export function presentTronWallet(): FoundTronWallet | undefined {
  const trustLink = (window as Window & { trustwallet?: { tronLink?: TronLinkObject } }).trustwallet?.tronLink
  if (window.tron && typeof window.tron.request === 'function') {
    return { id: 'tron', name: window.tron.isTronLink ? 'TronLink' : 'TRON wallet', wallet: tronWalletOf(window.tron) }
  }
  if (trustLink) return { id: 'trustwallet-tron', name: 'Trust Wallet', wallet: adapterFor(trustLink, tronLinkWallet) }
  if (window.tronLink) return { id: 'tronlink', name: 'TronLink', wallet: adapterFor(window.tronLink, tronLinkWallet) }
  // tronWeb alone: its account is the wallet's answer (no prompt to open).
  if (window.tronWeb) return { id: 'tronweb', name: 'TRON wallet', wallet: adapterFor(window.tronWeb, (tronWeb) => tronLinkWallet({ tronWeb })) }
  return undefined
}

/** Request the account and sign `text` (default `DAPP`) with TIP-191; failures are WalletErrors. */
export async function requestSignedTronAccount(wallet: TronWallet, text: string = LOGIN_MESSAGE): Promise<SignedAccount> {
  const account = await wallet.requestAccount()
  try {
    return { account, signature: await wallet.signMessage(text), message: text }
  } catch (error) {
    console.error('TRON wallet signature failed', error)
    throw new WalletError(isTronRejection(error) ? 'rejected' : 'signatureFailed', error)
  }
}

/** TronLink rejects a signature with a plain string ("Confirmation declined by user"); TIP-1193 wallets with 4001. */
export function isTronRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true
  const text = typeof error === 'string' ? error : error instanceof Error ? error.message : ''
  return /declined|rejected|cancel/i.test(text)
}
