import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { quotesQuery } from '@/shared/api/market'
import { errorMessage } from '@/shared/api/present-error'
import { compare, withThousands } from '@/shared/lib/decimal'
import { PATHS } from '@/shared/paths'
import { ErrorState } from '@/shared/ui/states'

const SHOWN = 4

/** A few popular instruments with their live price and 24-hour change, leading to the market screen. */
export default function PopularMarkets() {
  const { t } = useTranslation()
  const quotes = useQuery(quotesQuery('popular'))
  const list = Array.isArray(quotes.data?.list) ? quotes.data.list.slice(0, SHOWN) : undefined
  if (list?.length === 0) return null
  return (
    <section className="card home-list" aria-labelledby="popular-markets-title">
      <header className="home-list__head">
        <h2 id="popular-markets-title" className="home-list__title">
          {t('page.marketPrices')}
        </h2>
        <Link to={PATHS.marketPrices} className="home-list__all">
          {t('common.all')}
        </Link>
      </header>
      {!list && !quotes.isPending ? (
        <ErrorState inline message={quotes.error ? errorMessage(quotes.error) : t('common.error.serviceFailed')} onRetry={() => void quotes.refetch()} />
      ) : (
        <ul className="home-list__rows" aria-busy={quotes.isPending}>
          {list
            ? list.map((q) => {
                const up = compare(q.change, 0) >= 0
                return (
                  <li key={q.symbol}>
                    <Link to={PATHS.marketPrices} className="home-list__item">
                      <span className="home-list__text">{q.symbol}</span>
                      <bdi dir="ltr" className="home-list__price">
                        {withThousands(q.price)}
                      </bdi>
                      <span className={up ? 'home-list__change badge badge--up' : 'home-list__change badge badge--down'}>
                        <bdi dir="ltr">
                          {up ? '+' : ''}
                          {q.change}%
                        </bdi>
                      </span>
                    </Link>
                  </li>
                )
              })
            : Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="home-list__item">
                  <span className="skeleton__line home-list__text" />
                </li>
              ))}
        </ul>
      )}
    </section>
  )
}
