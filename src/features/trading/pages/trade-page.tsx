import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from '@/shared/router'
import { errorMessage } from '@/shared/api/present-error'
import { withThousands } from '@/shared/lib/decimal'
import { marketChartPath } from '@/shared/paths'
import { ChangeBadge } from '@/shared/ui/change-badge'
import { BellIcon } from '@/shared/ui/icons'
import { partBeside } from '@/shared/ui/part-beside'
import { SelectField } from '@/shared/ui/select-field'
import { sheetOnDemand } from '@/shared/ui/sheet-on-demand'
import { Skeleton } from '@/shared/ui/skeleton'
import { EmptyState, ErrorState, RefreshFailed } from '@/shared/ui/states'
import type { OrderSide } from '../api/trading-api'
import { OrderTicket } from '../components/order-ticket'
import { useAllQuotes } from '../hooks/use-trading'
import '../trading.css'

// The order lists sit below the ticket: they download beside the page's code, not before its first render.
const OrderLists = partBeside(async () => ({ default: (await import('../components/order-lists')).OrderLists }))
const { Sheet: PriceAlertSheet, preload: preloadPriceAlertSheet } = sheetOnDemand(() => import('@/shared/ui/price-alert-sheet'))

/** The order ticket on one instrument (public), then the user's current and past orders. */
export default function TradePage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const quotes = useAllQuotes()
  const list = quotes.data?.list
  const asked = params.get('symbol')?.trim().toUpperCase()
  // No symbol: the first instrument. A symbol that does not exist is said so, never swapped for another.
  const quote = asked ? list?.find((q) => q.symbol === asked) : list?.[0]
  const side: OrderSide = params.get('side') === 'sell' ? 'sell' : 'buy'
  const [alerting, setAlerting] = useState(false)
  const choose = (next: { symbol?: string; side?: OrderSide }) =>
    setParams({ symbol: next.symbol ?? quote?.symbol ?? '', side: next.side ?? side }, { replace: true })

  return (
    <div className="page trade">
      <RefreshFailed query={quotes} />
      {quotes.isPending ? (
        <Skeleton />
      ) : !list ? (
        <ErrorState message={quotes.error ? errorMessage(quotes.error) : t('common.error.serviceFailed')} onRetry={() => void quotes.refetch()} />
      ) : !quote ? (
        <EmptyState message={t(asked ? 'market.chart.notFound' : 'market.empty')} />
      ) : (
        <>
          <section className="card trade-instrument">
            <SelectField
              label={t('trade.instrument')}
              value={quote.symbol}
              options={list.map((q) => ({ value: q.symbol, label: `${q.symbol} · ${q.name}` }))}
              onChange={(symbol) => choose({ symbol })}
            />
            <div className="trade-instrument__price">
              <bdi dir="ltr" className="trade-instrument__last">
                {withThousands(quote.price)}
              </bdi>
              <ChangeBadge change={quote.change} label={(change) => t('market.change', { change })} />
              <button type="button" className="icon-btn trade-instrument__alert" aria-label={t('alerts.open', { symbol: quote.symbol })} onPointerDown={preloadPriceAlertSheet} onClick={() => setAlerting(true)}>
                <BellIcon />
              </button>
              <Link to={marketChartPath(quote.symbol)} className="btn btn--ghost btn--small">
                {t('trade.chart')}
              </Link>
            </div>
          </section>
          {alerting && <PriceAlertSheet symbol={quote.symbol} price={quote.price} digits={quote.digits} onClose={() => setAlerting(false)} />}
          {/* Another instrument starts a new ticket: a volume typed for BTC means nothing for EUR/USD. */}
          <OrderTicket key={quote.symbol} quote={quote} side={side} onSide={(s) => choose({ side: s })} />
        </>
      )}
      <OrderLists />
      <p className="risk-note">{t('trade.risk')}</p>
    </div>
  )
}
