import type { Chain, PaymentToken } from '@/shared/api/contract/funds'
import { divide, toDecimalString } from '@/shared/lib/decimal'
import type { Holding } from './holdings'
import { evmAddressOf } from './tron'

// What a TRON wallet holds of each coin it can pay with on TRON (holdings.ts for an EVM wallet):
// the TRC-20 balanceOf, read through TRON's HTTP API at the chain's fullHost (triggerconstantcontract),
// without tronweb and without the wallet. Loaded for a TRON session only.

/** balanceOf(account) of a TRC-20 `token` (T addresses), read through TRON's HTTP API at `fullHost`, in the coin's unit. */
async function readTrc20Balance(fullHost: string, token: Pick<PaymentToken, 'address' | 'decimals'>, account: string): Promise<string> {
  const word = (await evmAddressOf(account)).slice(2).toLowerCase().padStart(64, '0')
  const response = await fetch(`${fullHost.replace(/\/$/, '')}/wallet/triggerconstantcontract`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ owner_address: account, contract_address: token.address, function_selector: 'balanceOf(address)', parameter: word, visible: true }),
  })
  const answer = (await response.json()) as { result?: { result?: unknown; message?: unknown }; constant_result?: unknown[]; transaction?: { ret?: { ret?: unknown }[] } }
  const result = answer.constant_result?.[0]
  // A reverted call still answers result: true, its revert data as the answer: no balance.
  const failed = answer.result?.result !== true || answer.result.message !== undefined || answer.transaction?.ret?.some((r) => r.ret === 'FAILED')
  if (failed || typeof result !== 'string' || !/^[0-9a-f]{64}$/i.test(result)) throw new Error(`balanceOf: no result from ${fullHost}`)
  return toDecimalString(divide(BigInt(`0x${result}`).toString(), `1${'0'.repeat(token.decimals)}`, token.decimals))
}

/** A TRON wallet's holdings on the TRON payment chains (TRON has no "other network" a page can see). */
export async function readTronHoldings(chains: Chain[], account: string): Promise<Holding[]> {
  const wanted = chains.flatMap((c) => (c.kind === 'tron' && c.payment ? c.payment.tokens.map((token) => ({ chain: c, payment: c.payment!, token })) : []))
  return Promise.all(
    wanted.map(async ({ chain, payment, token }): Promise<Holding> => {
      const holding = { coin: token.coin, chainId: chain.id, chainName: payment.name }
      const amount = await readTrc20Balance(payment.fullHost, token, account).catch(() => null)
      return amount === null ? { ...holding, amount, unknown: 'unread' } : { ...holding, amount }
    }),
  )
}
