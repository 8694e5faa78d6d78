import { getBytes, Transaction, type JsonRpcProvider, type Wallet } from 'ethers'
import type { Eip1193Provider } from '@/shared/wallet/provider'

// An injected EIP-1193 wallet for unit tests that really pays: it signs with a local key and sends
// to an anvil node, reads go to the node, and it knows chains as a wallet does (switching to an
// unknown one answers 4902 until it is added). The user's answers are scripted: reject (4001) or
// "a request is already pending" (-32002) for the next request of a method.

export interface AnvilWalletOptions {
  /** The chain the wallet starts on (the node's chain is always the node's). */
  chainId?: number
  /** Chains the wallet knows besides its start chain. */
  knownChains?: number[]
}

export function anvilWallet(wallet: Wallet, node: JsonRpcProvider, options: AnvilWalletOptions = {}) {
  let chainId = options.chainId ?? 1
  const known = new Set([chainId, ...(options.knownChains ?? [])])
  const scripted = new Map<string, { code: number; message: string }>()
  const calls: { method: string; params: unknown[] }[] = []
  // A wallet tells the page when it moves to another chain (EIP-1193 chainChanged).
  const listeners = new Set<{ event: string; listener: (...args: unknown[]) => void }>()
  const moveTo = (next: number) => {
    if (next === chainId) return
    chainId = next
    for (const l of listeners) if (l.event === 'chainChanged') l.listener(`0x${next.toString(16)}`)
  }

  const provider: Eip1193Provider = {
    isMetaMask: true,
    on: (event, listener) => void listeners.add({ event, listener }),
    removeListener: (event, listener) => {
      for (const l of listeners) if (l.event === event && l.listener === listener) listeners.delete(l)
    },
    async request({ method, params }) {
      const p = (params ?? []) as unknown[]
      calls.push({ method, params: p })
      const answer = scripted.get(method)
      if (answer) {
        scripted.delete(method)
        throw Object.assign(new Error(answer.message), { code: answer.code })
      }
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [wallet.address]
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const wanted = Number(BigInt((p[0] as { chainId: string }).chainId))
          if (!known.has(wanted)) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
          moveTo(wanted)
          return null
        }
        case 'wallet_addEthereumChain': {
          const added = Number(BigInt((p[0] as { chainId: string }).chainId))
          known.add(added)
          moveTo(added)
          return null
        }
        case 'personal_sign':
          return wallet.signMessage(getBytes(p[0] as string))
        case 'eth_sendTransaction': {
          const tx = p[0] as { from: string; to: string; data?: string; value?: string; gas?: string; chainId?: string }
          // As MetaMask: a request naming another chain than the wallet's is refused.
          if (tx.chainId !== undefined && BigInt(tx.chainId) !== BigInt(chainId)) throw Object.assign(new Error('Invalid chainId'), { code: -32602 })
          const { chainId: nodeChain } = await node.getNetwork()
          if (BigInt(chainId) !== nodeChain) throw Object.assign(new Error('Wrong chain'), { code: -32603 })
          const populated = await wallet.connect(node).populateTransaction({ to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : 0n, gasLimit: tx.gas ? BigInt(tx.gas) : undefined })
          const signed = await wallet.signTransaction(populated)
          return node.send('eth_sendRawTransaction', [signed]).then((hash: string) => hash || Transaction.from(signed).hash)
        }
        default:
          return node.send(method, p)
      }
    },
  }

  return {
    provider,
    calls,
    /** The wallet's current chain. */
    chainId: () => chainId,
    /** The user moves the wallet to `chainId` in the wallet itself (it must be a chain the wallet knows). */
    switchTo: (next: number) => {
      known.add(next)
      moveTo(next)
    },
    /** The next request of `method` is refused by the user (4001). */
    rejectNext: (method: string) => scripted.set(method, { code: 4001, message: 'User rejected the request.' }),
    /** The next request of `method` finds another one already waiting in the wallet (-32002). */
    busyNext: (method: string) => scripted.set(method, { code: -32002, message: 'Request already pending' }),
  }
}
