import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from '@/shared/router'
import { RESP_CODES } from '@/shared/api/contract/envelope'
import { RpcError } from '@/shared/api/errors'
import { usePainted } from '@/shared/hooks/use-painted'
import { errorMessage } from '@/shared/api/present-error'
import type { MarketQuote } from '@/shared/api/market'
import { orderResult, type TradeOrder } from '@/shared/api/contract/trading'
import { useTradeOrders } from '@/shared/api/trade-orders'
import { withThousands } from '@/shared/lib/decimal'
import { formatSignedMoney } from '@/shared/lib/format'
import { groupThousands } from '@/shared/lib/thousands'
import { BellIcon } from '@/shared/ui/icons'
import { sheetOnDemand } from '@/shared/ui/sheet-on-demand'
import { PATHS, tradePath } from '@/shared/paths'
import { useSessionStore, type ChartType } from '@/shared/stores/session-store'
import { ChangeBadge } from '@/shared/ui/change-badge'
import { Skeleton } from '@/shared/ui/skeleton'
import { EmptyState, ErrorState, RefreshFailed } from '@/shared/ui/states'
import { CANDLE_INTERVALS, type CandleInterval } from '../api/market-api'
import { useIndicatorSettings } from '../chart/indicator-settings'
import type { PriceLine } from '../chart/price-chart'
import { PriceChartView } from '../chart/price-chart-view'
import { IndicatorBar } from '../components/indicator-bar'
import { useCandles, useLiveCandles, useOrderLines, useQuote } from '../hooks/use-market'
import '../market.css'

// The modify sheet is the trade screen's (it loads the trade area's strings itself): its code loads when a line is first let go.
const { Sheet: ModifyOrderSheet } = sheetOnDemand(() =>
  import('@/shared/ui/modify-order-sheet').then((module) => ({ default: module.ModifyOrderSheet })),
)

const { Sheet: PriceAlertSheet, preload: preloadPriceAlertSheet } = sheetOnDemand(() => import('@/shared/ui/price-alert-sheet'))

const MODES: readonly ChartType[] = ['candle_solid', 'ohlc', 'area', 'time_sharing']
const DEFAULT_INTERVAL: CandleInterval = '15m'

/** What each interval code means, for its accessible name ("1 minute", "4 hours"). */
const SPANS: Record<CandleInterval, [unit: 'minutes' | 'hours' | 'days' | 'weeks' | 'months', count: number]> = {
  '1m': ['minutes', 1],
  '3m': ['minutes', 3],
  '5m': ['minutes', 5],
  '15m': ['minutes', 15],
  '30m': ['minutes', 30],
  '1h': ['hours', 1],
  '4h': ['hours', 4],
  '1D': ['days', 1],
  '5D': ['days', 5],
  '1w': ['weeks', 1],
  '1M': ['months', 1],
  '3M': ['months', 3],
  '6M': ['months', 6],
}

/** One instrument's chart (public): its live quote, the chart in four modes and thirteen intervals, and the way to trade it. */
export default function ChartPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const symbol = (params.get('symbol') ?? '').trim().toUpperCase()
  const mode = useSessionStore((s) => s.chartType)
  const setMode = useSessionStore((s) => s.setChartType)
  const [interval, chooseInterval] = useState<CandleInterval>(DEFAULT_INTERVAL)
  // The symbol and the controls paint first; the calls and the chart library come after that paint.
  const painted = usePainted()
  const { quotes, quote, known } = useQuote(symbol, painted)
  const candles = useCandles(symbol, interval, painted)
  const list = Array.isArray(candles.data?.list) ? candles.data.list : undefined
  const live = useLiveCandles(symbol, interval, list !== undefined)
  const liveList = Array.isArray(live.data?.list) ? live.data.list : undefined
  const priceLines = useOrderLines(symbol, painted)
  const { dragLabel, onLineDropped, modifying, stopModifying } = useLineDrag(symbol, painted)
  /** The price alert sheet, open (with a price when the price scale was tapped) or not. */
  const [alerting, setAlerting] = useState<{ price?: string } | null>(null)
  const indicators = useIndicatorSettings((s) => s.on)
  const periods = useIndicatorSettings((s) => s.periods)

  const unknown = candles.error instanceof RpcError && candles.error.code === RESP_CODES.notFound
  if (!symbol || known === false || unknown) return <NotFound />

  const overlay = candles.isPending || !painted ? (
    <Skeleton rows={1} />
  ) : !list ? (
    <ErrorState message={candles.error ? errorMessage(candles.error) : t('common.error.serviceFailed')} onRetry={() => void candles.refetch()} />
  ) : list.length === 0 ? (
    <EmptyState message={t('market.chart.empty')} />
  ) : null

  return (
    <div className="page market chart">
      <RefreshFailed query={quotes} />
      <QuoteHeader symbol={symbol} quote={quote} onAlert={() => setAlerting({})} />
      {alerting && quote && <PriceAlertSheet symbol={symbol} price={quote.price} digits={quote.digits} initial={alerting.price} onClose={() => setAlerting(null)} />}
      {!quote && quotes.isError && <ErrorState inline message={errorMessage(quotes.error)} onRetry={() => void quotes.refetch()} />}
      <div className="chart__modes" role="group" aria-label={t('market.chart.modes')}>
        {MODES.map((m) => (
          <button key={m} type="button" className="chart__chip" aria-pressed={m === mode} onClick={() => setMode(m)}>
            {t(`market.chart.mode.${m}`)}
          </button>
        ))}
      </div>
      <IntervalRow value={interval} onChange={chooseInterval} />
      <IndicatorBar />
      <section className="card chart__panel" aria-label={t('market.chart.label', { symbol })}>
        <PriceChartView
          candles={list}
          live={liveList}
          liveAt={live.dataUpdatedAt}
          mode={mode}
          locale={i18n.language}
          digits={quote?.digits ?? 2}
          intraday={SPANS[interval][0] === 'minutes' || SPANS[interval][0] === 'hours'}
          label={t('market.chart.label', { symbol })}
          priceLines={priceLines}
          indicators={indicators}
          periods={periods}
          dragLabel={dragLabel}
          onLineDropped={onLineDropped}
          onPriceScaleTap={(price) => setAlerting({ price })}
          overlay={overlay}
        />
      </section>
      {modifying && <ModifyOrderSheet open order={modifying.order} initial={{ [modifying.line.kind]: modifying.price }} onClose={stopModifying} />}
      <div className="chart__actions">
        <Link to={tradePath(symbol, 'sell')} className="btn btn--block chart__sell">
          {t('market.bid')}
        </Link>
        <Link to={tradePath(symbol, 'buy')} className="btn btn--block chart__buy">
          {t('market.ask')}
        </Link>
      </div>
    </div>
  )
}

/**
 * A stop loss or take profit line dragged on the chart: while it moves it reads its price and the
 * order's result there; let go, it opens the modify sheet with that price (nothing is sent before
 * Save, and the sheet checks it as the trade screen's does).
 */
function useLineDrag(symbol: string, enabled: boolean) {
  // The same cache entry as the lines (useOrderLines).
  const orders = useTradeOrders('current', enabled && symbol !== '')
  const pages = orders.data?.pages
  const orderOf = useCallback((id: string | undefined) => pages?.flatMap((page) => page.list).find((o) => o.id === id), [pages])
  const [modifying, setModifying] = useState<{ order: TradeOrder; line: PriceLine; price: string } | null>(null)
  const dragLabel = useCallback(
    (line: PriceLine, price: string) => {
      const order = orderOf(line.orderId)
      if (!order) return line.title
      const result = orderResult(order.side, order.volume, order.openPrice, price)
      return `${line.title} ${withThousands(price)} ${formatSignedMoney(result)}`
    },
    [orderOf],
  )
  const onLineDropped = useCallback(
    (line: PriceLine, price: string) => {
      const order = orderOf(line.orderId)
      if (order && line.kind !== 'entry') setModifying({ order, line, price })
    },
    [orderOf],
  )
  const stopModifying = useCallback(() => setModifying(null), [])
  return { dragLabel, onLineDropped, modifying, stopModifying }
}

/** Symbol and name, last price and 24-hour change, sell and buy; skeleton lines of the same size until the quote comes. */
function QuoteHeader({ symbol, quote: q, onAlert }: { symbol: string; quote: MarketQuote | undefined; onAlert: () => void }) {
  const { t } = useTranslation()
  const price = (value: string | undefined) => (value ? groupThousands(value) : '–')
  return (
    <section className="card quote chart__head" aria-labelledby="chart-symbol">
      <div className="quote__main">
        <div className="quote__title">
          <h2 id="chart-symbol" className="quote__symbol">
            {symbol}
          </h2>
          <button type="button" className="icon-btn quote__alert" aria-label={t('alerts.open', { symbol })} disabled={!q} onPointerDown={preloadPriceAlertSheet} onClick={onAlert}>
            <BellIcon />
          </button>
        </div>
        <span className="quote__name muted">{q?.name ?? '\u00a0'}</span>
      </div>
      <div className="quote__price">
        <bdi dir="ltr" className="quote__last">
          {price(q?.price)}
        </bdi>
        {q ? <ChangeBadge change={q.change} label={(change) => t('market.change', { change })} /> : <span className="badge chart__badge-placeholder" aria-hidden="true">+0.00%</span>}
      </div>
      <dl className="quote__sides">
        <div>
          <dt>{t('market.bid')}</dt>
          <dd>
            <bdi dir="ltr">{price(q?.bid)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('market.ask')}</dt>
          <dd>
            <bdi dir="ltr">{price(q?.ask)}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  )
}

/** The thirteen intervals in a row that scrolls sideways; each button reads out its span ("4 hours"), the chosen one stays in view. */
function IntervalRow({ value, onChange }: { value: CandleInterval; onChange: (interval: CandleInterval) => void }) {
  const { t } = useTranslation()
  const chosen = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    chosen.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
  }, [value])
  return (
    <div className="chart__intervals" role="group" aria-label={t('market.chart.intervals')}>
      {CANDLE_INTERVALS.map((interval) => {
        const [unit, count] = SPANS[interval]
        return (
          <button
            key={interval}
            ref={interval === value ? chosen : undefined}
            type="button"
            className="chart__chip"
            aria-pressed={interval === value}
            aria-label={t(`market.interval.${unit}`, { count })}
            onClick={() => onChange(interval)}
          >
            {interval}
          </button>
        )
      })}
    </div>
  )
}

function NotFound() {
  const { t } = useTranslation()
  return (
    <div className="page market">
      <EmptyState message={t('market.chart.notFound')} />
      <Link to={PATHS.marketPrices} className="btn btn--primary btn--block">
        {t('page.marketPrices')}
      </Link>
    </div>
  )
}
