import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import type { MarketQuote } from '@/shared/api/market'
import { groupThousands } from '@/shared/lib/thousands'
import { marketChartPath } from '@/shared/paths'
import { ChangeBadge } from '@/shared/ui/change-badge'

/**
 * One instrument: symbol and name, last price with its 24-hour change, and the sell and buy prices.
 * The whole card opens its chart; the link is named by symbol and name only (the figures change
 * every few seconds and would make a long, ever-changing name).
 */
export function QuoteRow({ quote: q }: { quote: MarketQuote }) {
  const { t } = useTranslation()
  return (
    <article aria-labelledby={`quote-${q.symbol}`}>
      <Link to={marketChartPath(q.symbol)} className="card quote quote--link" aria-labelledby={`quote-${q.symbol} quote-name-${q.symbol}`}>
        <div className="quote__main">
          <h2 id={`quote-${q.symbol}`} className="quote__symbol">
            {q.symbol}
          </h2>
          <span id={`quote-name-${q.symbol}`} className="quote__name muted">
            {q.name}
          </span>
        </div>
        <div className="quote__price">
          <bdi dir="ltr" className="quote__last">
            {groupThousands(q.price)}
          </bdi>
          <ChangeBadge change={q.change} label={(change) => t('market.change', { change })} />
        </div>
        <dl className="quote__sides">
          <div>
            <dt>{t('market.bid')}</dt>
            <dd>
              <bdi dir="ltr">{groupThousands(q.bid)}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('market.ask')}</dt>
            <dd>
              <bdi dir="ltr">{groupThousands(q.ask)}</bdi>
            </dd>
          </div>
        </dl>
      </Link>
    </article>
  )
}
