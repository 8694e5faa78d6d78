import { queryOptions } from '@tanstack/react-query'
import type { ExchangeQuote, ExchangeRecordPage, ExchangeResult } from '@/shared/api/contract/exchange'
import { PAGE_SIZE, pagedQueryOptions, userKey } from '@/shared/api/queries'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

// The flash exchange calls (docs/api.md, 10055, 10056, 10058) and their query options: the only
// file that spells these codes, field names and query keys.

export type { ExchangeQuote, ExchangeRecord } from '@/shared/api/contract/exchange'

/** The pair's rate and limits; with an amount, also an executable quote. */
export function fetchQuote(from: string, to: string, amount = ''): Promise<ExchangeQuote> {
  return rpc(RPC.exchangeQuote, { from, to, amount })
}

export function submitExchange(quoteId: string): Promise<ExchangeResult> {
  return rpc(RPC.submitExchange, { quoteId })
}

/** A page of the exchanges; the CSV export asks bigger pages and may cancel (`signal`). */
export function fetchExchangeRecords(page: number, size = PAGE_SIZE, signal?: AbortSignal): Promise<ExchangeRecordPage> {
  return rpc(RPC.exchangeRecords, { page, size }, { signal })
}

// Everything here is the user's: quotes are issued to a session.
const EXCHANGE = 'exchange'

export const pairQuery = (from: string, to: string) => queryOptions({ queryKey: userKey(EXCHANGE, 'pair', from, to), queryFn: () => fetchQuote(from, to) })

/** A quote is good until it expires: never reused from the cache, fetched again when it runs out. */
export const quoteQuery = (from: string, to: string, amount: string) =>
  queryOptions({ queryKey: userKey(EXCHANGE, 'quote', from, to, amount), queryFn: () => fetchQuote(from, to, amount), gcTime: 0, staleTime: Infinity })

export const exchangeRecordsQuery = () => pagedQueryOptions(userKey(EXCHANGE, 'records'), (page) => fetchExchangeRecords(page))
