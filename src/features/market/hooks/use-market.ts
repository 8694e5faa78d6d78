import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { quotesQuery } from '@/shared/api/market'
import { useTradeOrders } from '@/shared/api/trade-orders'
import type { PriceLine } from '../chart/price-chart'
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

/**
 * The signed-in user's current orders of `symbol` as price lines: each one's entry (its fill price,
 * or the price a pending order waits for), stop loss and take profit. The trade screen's list, from
 * the same cache and polled the same way: a modify or a close there, or a stop that triggers on the
 * server, moves or removes the lines (and a close fetches the balances again). None for a visitor.
 */
export function useOrderLines(symbol: string, enabled = true): PriceLine[] {
  const { t } = useTranslation()
  const orders = useTradeOrders('current', enabled && symbol !== '')
  // The same pages while a poll brings the same orders (react-query keeps unchanged data), so the
  // lines, and the chart's drawing of them, change only when an order moved, came or went. A
  // visitor has none: the user's cache goes at sign-out (shared/api/query-client.ts).
  const pages = orders.data?.pages
  return useMemo(
    () =>
      (pages ?? [])
        .flatMap((page) => page.list)
        .filter((o) => o.symbol === symbol)
        .flatMap((o) => {
          const entry = t(o.status === 'pending' ? `market.chart.line.pending.${o.side}` : `market.chart.line.${o.side}`, { volume: o.volume })
          const lines: PriceLine[] = [{ kind: 'entry', price: o.openPrice, title: entry }]
          // Its stop loss and take profit can be dragged to another price (the chart screen's modify sheet).
          if (o.stopLoss) lines.push({ kind: 'stopLoss', price: o.stopLoss, title: t('market.chart.line.stopLoss'), orderId: o.id })
          if (o.takeProfit) lines.push({ kind: 'takeProfit', price: o.takeProfit, title: t('market.chart.line.takeProfit'), orderId: o.id })
          return lines
        }),
    [pages, symbol, t],
  )
}
