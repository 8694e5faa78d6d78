import { queryOptions } from '@tanstack/react-query'
import type { CandleInterval, CandleList } from '@/shared/api/contract/market'
import { QUOTES_POLL_MS } from '@/shared/api/market'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'

// The market area's own call, candles (10062, docs/api.md section 9), and its query options: the
// only file that spells its code, fields and query keys. Quotes (10060) are shared (src/shared/api/market.ts).

export type { Candle, CandleInterval, CandleList } from '@/shared/api/contract/market'
export { CANDLE_INTERVALS } from '@/shared/api/contract/market'

/** Candles per history load: a screenful to pan through, drawn by one setData. */
export const CANDLES_PER_LOAD = 1_000
/** A live tick asks for the forming candle and the one before it (which closed if a new period began). */
const LIVE_CANDLES = 2

export function fetchCandles(symbol: string, interval: CandleInterval, limit: number, before?: number): Promise<CandleList> {
  return rpc(RPC.candles, { symbol, interval, limit, ...(before ? { before } : {}) })
}

const candlesKey = (symbol: string, interval: CandleInterval) => ['market', 'candles', symbol, interval] as const

export const candlesQuery = (symbol: string, interval: CandleInterval) =>
  queryOptions({
    queryKey: candlesKey(symbol, interval),
    queryFn: () => fetchCandles(symbol, interval, CANDLES_PER_LOAD),
    enabled: symbol !== '',
  })

/** The newest candles, asked for again every few seconds (paused while the tab is hidden). */
export const liveCandlesQuery = (symbol: string, interval: CandleInterval) =>
  queryOptions({
    queryKey: [...candlesKey(symbol, interval), 'live'] as const,
    queryFn: () => fetchCandles(symbol, interval, LIVE_CANDLES),
    enabled: symbol !== '',
    refetchInterval: QUOTES_POLL_MS,
    refetchIntervalInBackground: false,
  })
