import { concat, getBytes, keccak256, toUtf8Bytes, Wallet } from 'ethers'
import type { Eip1193Provider } from '@/shared/wallet/provider'

/** An injected EIP-1193 wallet for jsdom tests: real keys, real signatures, switchable account. */
export function injectWallet(wallets: Wallet[], options: { rejectSignature?: boolean } = {}) {
  let current = wallets[0]
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const calls: string[] = []
  const provider: Eip1193Provider = {
    isMetaMask: true,
    async request({ method, params }) {
      calls.push(method)
      const p = (params ?? []) as string[]
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [current.address]
        case 'eth_chainId':
          return '0x1'
        case 'net_version':
          return '1'
        case 'personal_sign':
          if (options.rejectSignature) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          return current.signMessage(getBytes(p[0]))
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
  window.ethereum = provider
  return {
    provider,
    calls,
    switchTo(wallet: Wallet) {
      current = wallet
      listeners.get('accountsChanged')?.forEach((l) => l([wallet.address]))
    },
    /** The wallet's account changes without it telling anyone (some wallets do that). */
    switchSilently(wallet: Wallet) {
      current = wallet
    },
    remove() {
      delete window.ethereum
    },
  }
}

/** A test key with its TRON address as tronweb writes it (TronWeb.address.fromPrivateKey): the outside reference. */
export interface TronAccount {
  wallet: Wallet
  address: string
}

/**
 * An injected TRON wallet for jsdom tests, in one of the three faces TRON wallets show a page:
 * TIP-1193 `window.tron` (TronLink now), the older `window.tronLink` with `window.tronWeb`, or
 * `window.tronWeb` alone. Real keys: `signMessageV2` signs TIP-191 (EIP-191 under TRON's prefix),
 * written here from the TIP, not from the app's code.
 */
export function injectTronWallet(
  accounts: TronAccount[],
  options: { face?: 'tip1193' | 'tronLink' | 'tronWeb'; locked?: boolean; rejectConnect?: boolean; rejectSignature?: boolean; accountAfterMs?: number } = {},
) {
  const face = options.face ?? 'tip1193'
  let current = accounts[0]
  // TIP-1193: the page sees no account until it has asked; the older faces show it at once when unlocked.
  let shared = face !== 'tip1193' && !options.locked
  const calls: string[] = []
  const listeners = new Set<(...args: unknown[]) => void>()
  const tronWeb = {
    ready: !options.locked,
    defaultAddress: { base58: shared ? current.address : (false as string | false) },
    trx: {
      async signMessageV2(message: string) {
        calls.push('signMessageV2')
        if (options.rejectSignature) throw 'Confirmation declined by user'
        const bytes = toUtf8Bytes(message)
        const digest = keccak256(concat([toUtf8Bytes('\x19TRON Signed Message:\n'), toUtf8Bytes(String(bytes.length)), bytes]))
        return current.wallet.signingKey.sign(digest).serialized
      },
    },
  }
  // A wallet that fills its tronWeb's account in a moment after the page loads (TronLink after a reload).
  if (options.accountAfterMs !== undefined && shared) {
    tronWeb.defaultAddress.base58 = false
    setTimeout(() => (tronWeb.defaultAddress.base58 = current.address), options.accountAfterMs)
  }
  const share = () => {
    shared = true
    tronWeb.defaultAddress.base58 = current.address
  }
  if (face === 'tip1193') {
    window.tron = {
      isTronLink: true,
      async request({ method }) {
        calls.push(method)
        if (method !== 'eth_requestAccounts') throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
        if (options.rejectConnect) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        if (options.locked) return []
        share()
        return [current.address]
      },
      on: (event, listener) => event === 'accountsChanged' && listeners.add(listener),
      removeListener: (_event, listener) => listeners.delete(listener),
      get tronWeb() {
        return shared ? tronWeb : false
      },
    }
  } else {
    if (face === 'tronLink') {
      window.tronLink = {
        ready: !options.locked,
        tronWeb,
        async request({ method }) {
          calls.push(method)
          if (options.locked) return ''
          if (options.rejectConnect) return { code: 4001, message: 'User rejected' }
          share()
          return { code: 200, message: 'ok' }
        },
      }
    }
    window.tronWeb = tronWeb
  }
  return {
    calls,
    /** Select another account and tell the page, as the face does (an event, or TronLink's window message). */
    switchTo(account: TronAccount) {
      current = account
      if (shared) tronWeb.defaultAddress.base58 = account.address
      if (face === 'tip1193') listeners.forEach((listener) => listener([account.address]))
      else window.postMessage({ message: { action: 'accountsChanged', data: { address: account.address } } }, '*')
    },
    remove() {
      delete window.tron
      delete window.tronLink
      delete window.tronWeb
    },
  }
}
