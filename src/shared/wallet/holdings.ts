import { useQuery } from '@tanstack/react-query'
import type { ChainPayment, PaymentToken } from '@/shared/api/contract/funds'
import { globalConfigQuery } from '@/shared/api/global-config'
import { divide, toDecimalString } from '@/shared/lib/decimal'
import { useSessionStore, usernameOf } from '@/shared/stores/session-store'

// What the connected wallet itself holds of each coin it can pay with (design.md section 5: the
// wallet layer's "balance"), read from the chain through the RPC URL the config names for it, with
// one eth_call of the token's balanceOf: no ethers, and no wallet prompt. Shown beside the custodial
// balance wherever a payment could come from the wallet; read again after every wallet payment.

/** One coin the wallet holds on one payment chain: `amount` null when it could not be read. */
export interface Holding {
  coin: string
  chainId: string
  chainName: string
  amount: string | null
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
  return toDecimalString(divide(units, `1${'0'.repeat(token.decimals)}`, token.decimals))
}

async function readHoldings(chains: { id: string; payment?: ChainPayment }[], account: string): Promise<Holding[]> {
  const wanted = chains.flatMap((c) => (c.payment ? c.payment.tokens.map((token) => ({ chain: c, payment: c.payment!, token })) : []))
  return Promise.all(
    wanted.map(async ({ chain, payment, token }) => ({
      coin: token.coin,
      chainId: chain.id,
      chainName: payment.name,
      amount: await readTokenBalance(payment.rpcUrl, token, account).catch(() => null),
    })),
  )
}

/**
 * The connected wallet's holdings of every coin the config lets it pay with (none for a visitor, or
 * where the config names no payment chain). `coin` narrows them to one coin.
 */
export function useWalletHoldings(coin?: string) {
  const account = useSessionStore((s) => usernameOf(s.user))
  const config = useQuery(globalConfigQuery())
  const chains = config.data?.chains ?? []
  const payable = chains.some((c) => c.payment)
  return useQuery({
    queryKey: [...WALLET_HOLDINGS_KEY, account.toLowerCase(), chains.map((c) => c.payment?.rpcUrl ?? '').join(',')],
    queryFn: () => readHoldings(chains, account),
    enabled: account !== '' && payable,
    select: (list) => (coin === undefined ? list : list.filter((h) => h.coin === coin)),
  })
}
