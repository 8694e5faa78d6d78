import { queryOptions } from '@tanstack/react-query'
import type { MarketList, MarketListQuery } from './contract/market'
import { withKnownNames } from './global-config'
import { inLanguage, rpc } from './rpc-client'
import { RPC } from './rpc-codes'

// Market quotes (10060): the market screens list them, the home page shows the popular ones, so the
// call and its query key live here, spelled once. Public.

export type { MarketCategory, MarketList, MarketListCategory, MarketListQuery, MarketQuote } from './contract/market'
export { MARKET_LIST_CATEGORIES } from './contract/market'

export async function fetchQuotes(category: MarketListQuery): Promise<MarketList> {
  const quotes = await rpc(RPC.marketList, { category })
  return { ...quotes, list: await withKnownNames(quotes.list, 'instrument', (q) => q.symbol) }
}

/** How often shown quotes are asked for again; polling pauses while the tab is hidden. */
export const QUOTES_POLL_MS = 3_000

export const quotesQuery = (category: MarketListQuery) =>
  queryOptions({
    queryKey: inLanguage(['market', 'quotes', category]),
    queryFn: () => fetchQuotes(category),
    refetchInterval: QUOTES_POLL_MS,
    refetchIntervalInBackground: false,
  })
