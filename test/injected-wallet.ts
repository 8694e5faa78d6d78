import { getBytes, Wallet } from 'ethers'
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
