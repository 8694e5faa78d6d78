import type { Chain } from '@/shared/api/contract/funds'
import { coinAmountOf, type Holding } from './holdings'

// What a TRON wallet holds of each coin it can pay with on TRON (holdings.ts for an EVM wallet):
// the TRC-20 balanceOf, read through TRON's HTTP API at the chain's fullHost as a payment's checks
// read it (tron-payment.ts), without tronweb and without the wallet. Loaded for a TRON session only.

/** A TRON wallet's holdings on the TRON payment chains (TRON has no "other network" a page can see). */
export async function readTronHoldings(chains: Chain[], account: string): Promise<Holding[]> {
  const { readTrc20Balance } = await import('./tron-payment')
  const wanted = chains.flatMap((c) => (c.kind === 'tron' && c.payment ? c.payment.tokens.map((token) => ({ chain: c, payment: c.payment!, token })) : []))
  return Promise.all(
    wanted.map(async ({ chain, payment, token }): Promise<Holding> => {
      const holding = { coin: token.coin, chainId: chain.id, chainName: payment.name }
      const units = await readTrc20Balance(payment.fullHost, token.address, account).catch(() => null)
      const amount = units === null ? null : coinAmountOf(units.toString(), token.decimals)
      return amount === null ? { ...holding, amount, unknown: 'unread' } : { ...holding, amount }
    }),
  )
}
