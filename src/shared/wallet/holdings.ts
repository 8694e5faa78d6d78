import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { evmPaymentOf, type Chain, type PaymentToken } from '@/shared/api/contract/funds'
import { globalConfigQuery } from '@/shared/api/global-config'
import { divide, toDecimalString } from '@/shared/lib/decimal'
import { useSessionStore, usernameOf } from '@/shared/stores/session-store'
import { injectedProvider, walletChainId } from './provider'

// What the connected wallet itself holds of each coin it can pay with (design.md section 5: the
// wallet layer's "balance"), read from the chain through the node the config names for it, with
// one call of the token's balanceOf (eth_call on an EVM chain, triggerconstantcontract on TRON,
// tron-holdings.ts): no wallet prompt, no tronweb, and no ethers for an EVM wallet (a TRON session
// loads the address helpers, tron.ts, which bring it). An EVM wallet's on the EVM payment chains, a
// TRON wallet's on TRON. Shown beside the custodial balance wherever a payment could come from the
// wallet; read again after every wallet payment.

/** One coin the wallet holds on one payment chain: `amount` null when unknown, and why. */
export interface Holding {
  coin: string
  chainId: string
  chainName: string
  amount: string | null
  /** otherChain: the wallet is on another network (what it holds there is not this); unread: the read failed. */
  unknown?: 'otherChain' | 'unread'
}

export const WALLET_HOLDINGS_KEY = ['wallet', 'holdings'] as const

/** balanceOf(account) of `token`, read through `rpcUrl`, in the coin's unit (a decimal string). */
export async function readTokenBalance(rpcUrl: string, token: Pick<PaymentToken, 'address' | 'decimals'>, account: string): Promise<string> {
  const data = `0x70a08231${account.replace(/^0x/i, '').toLowerCase().padStart(64, '0')}`
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: token.address, data }, 'latest'] }),
  })
  const answer = (await response.json()) as { result?: unknown }
  if (typeof answer.result !== 'string' || !/^0x[0-9a-f]*$/i.test(answer.result)) throw new Error(`balanceOf: no result from ${rpcUrl}`)
  const units = BigInt(answer.result === '0x' ? '0x0' : answer.result).toString()
  return coinAmountOf(units, token.decimals)
}

/** Token units (a whole number, as a decimal string) in the coin's unit. */
export function coinAmountOf(units: string, decimals: number): string {
  return toDecimalString(divide(units, `1${'0'.repeat(decimals)}`, decimals))
}

async function readHoldings(chains: Chain[], account: string): Promise<Holding[]> {
  // Loaded for a TRON session only: the EVM screens carry none of it.
  if (account.startsWith('T')) return (await import('./tron-holdings')).readTronHoldings(chains, account)
  const wanted = chains.flatMap((c) => {
    const payment = evmPaymentOf(c)
    return payment ? payment.tokens.map((token) => ({ chain: c, payment, token })) : []
  })
  // The chain the wallet is on (asking opens nothing); null when it does not say.
  const provider = injectedProvider()
  const on = provider ? await walletChainId(provider).catch(() => null) : null
  return Promise.all(
    wanted.map(async ({ chain, payment, token }): Promise<Holding> => {
      const holding = { coin: token.coin, chainId: chain.id, chainName: payment.name }
      if (on !== null && on !== payment.chainId) return { ...holding, amount: null, unknown: 'otherChain' }
      const amount = await readTokenBalance(payment.rpcUrl, token, account).catch(() => null)
      return amount === null ? { ...holding, amount, unknown: 'unread' } : { ...holding, amount }
    }),
  )
}

/** The node each payable chain is read through: the query's key changes when one does. */
const nodeOf = (c: Chain) => (c.kind === 'tron' ? (c.payment?.fullHost ?? '') : (c.payment?.rpcUrl ?? ''))

/**
 * The connected wallet's holdings of every coin the config lets it pay with (none for a visitor, or
 * where the config names no payment chain). `coin` narrows them to one coin.
 */
export function useWalletHoldings(coin?: string) {
  const account = useSessionStore((s) => usernameOf(s.user))
  const config = useQuery(globalConfigQuery())
  const chains = config.data?.chains ?? []
  // An EVM wallet pays on the EVM chains, a TRON wallet (a T account) on TRON.
  const kind = account.startsWith('T') ? 'tron' : 'evm'
  const payable = chains.some((c) => c.kind === kind && c.payment)
  // Read again when the wallet moves to another network (a change of account ends the session).
  const client = useQueryClient()
  useEffect(() => {
    const provider = injectedProvider()
    const onChain = () => void client.invalidateQueries({ queryKey: WALLET_HOLDINGS_KEY })
    provider?.on?.('chainChanged', onChain)
    return () => provider?.removeListener?.('chainChanged', onChain)
  }, [client])
  return useQuery({
    // The account as it is: a T address's case is part of it.
    queryKey: [...WALLET_HOLDINGS_KEY, account, chains.map(nodeOf).join(',')],
    queryFn: () => readHoldings(chains, account),
    enabled: (account.startsWith('0x') || account.startsWith('T')) && payable,
    select: (list) => (coin === undefined ? list : list.filter((h) => h.coin === coin)),
  })
}
