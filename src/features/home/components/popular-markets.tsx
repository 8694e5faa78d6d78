import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { quotesQuery } from '@/shared/api/market'
import { errorMessage } from '@/shared/api/present-error'
import { groupThousands } from '@/shared/lib/thousands'
import { marketChartPath, PATHS } from '@/shared/paths'
import { ChangeBadge } from '@/shared/ui/change-badge'
import { HomeList } from './home-list'

const SHOWN = 4

/** A few popular instruments with their live price and 24-hour change, each leading to its chart; "All" to the market screen. */
export default function PopularMarkets() {
  const { t } = useTranslation()
  const quotes = useQuery(quotesQuery('popular'))
  const list = quotes.data?.list.slice(0, SHOWN)
  if (list?.length === 0) return null
  const failed = !list && !quotes.isPending
  return (
    <HomeList
      id="popular-markets-title"
      title={t('page.marketPrices')}
      allTo={PATHS.marketPrices}
      pending={quotes.isPending}
      error={failed ? { message: quotes.error ? errorMessage(quotes.error) : t('common.error.serviceFailed'), retry: () => void quotes.refetch() } : undefined}
    >
      {list?.map((q) => (
        <li key={q.symbol}>
          <Link to={marketChartPath(q.symbol)} className="home-list__item">
            <span className="home-list__text">{q.symbol}</span>
            <bdi dir="ltr" className="home-list__price">
              {groupThousands(q.price)}
            </bdi>
            <ChangeBadge change={q.change} className="home-list__change" />
          </Link>
        </li>
      ))}
    </HomeList>
  )
}
