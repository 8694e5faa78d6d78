import { useQuery } from '@tanstack/react-query'
import { quotesQuery } from '@/shared/api/market'
import { candlesQuery, liveCandlesQuery, type CandleInterval } from '../api/market-api'

/** One instrument's live quote, read from the list of all instruments (10060 `all`, polled). */
export function useQuote(symbol: string, enabled = true) {
  const quotes = useQuery({ ...quotesQuery('all'), enabled: enabled && symbol !== '' })
  const list = Array.isArray(quotes.data?.list) ? quotes.data.list : undefined
  return { quotes, quote: list?.find((q) => q.symbol === symbol), known: list ? list.some((q) => q.symbol === symbol) : undefined }
}

export function useCandles(symbol: string, interval: CandleInterval, enabled = true) {
  return useQuery({ ...candlesQuery(symbol, interval), enabled: enabled && symbol !== '' })
}

/** Live ticks start only once the history of the same interval is there to add them to. */
export function useLiveCandles(symbol: string, interval: CandleInterval, historyLoaded: boolean) {
  return useQuery({ ...liveCandlesQuery(symbol, interval), enabled: symbol !== '' && historyLoaded })
}
