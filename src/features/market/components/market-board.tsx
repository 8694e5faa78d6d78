import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/shared/api/present-error'
import { quotesQuery, type MarketListCategory } from '@/shared/api/market'
import { Skeleton } from '@/shared/ui/skeleton'
import { EmptyState, ErrorState, RefreshFailed } from '@/shared/ui/states'
import { Tabs } from '@/shared/ui/tabs'
import { UpdatedAgo } from '@/shared/ui/updated-ago'
import { QuoteRow } from './quote-row'
import '../market.css'

/** Quotes by category, asked for again every few seconds while the page is shown. */
export function MarketBoard({ categories }: { categories: readonly MarketListCategory[] }) {
  const { t } = useTranslation()
  const [category, setCategory] = useState(categories[0])
  const quotes = useQuery(quotesQuery(category))
  const list = Array.isArray(quotes.data?.list) ? quotes.data.list : undefined
  return (
    <div className="page market">
      <Tabs label={t('market.categories')} items={categories.map((id) => ({ id, label: t(`market.category.${id}`) }))} value={category} onChange={setCategory} />
      <div role="tabpanel" aria-label={t(`market.category.${category}`)} className="market__panel">
        <UpdatedAgo at={quotes.dataUpdatedAt} />
        <RefreshFailed query={quotes} />
        {quotes.isPending ? (
          <Skeleton />
        ) : !list ? (
          <ErrorState message={quotes.error ? errorMessage(quotes.error) : t('common.error.serviceFailed')} onRetry={() => void quotes.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState message={t('market.empty')} />
        ) : (
          <ul className="list__items">
            {list.map((q) => (
              <li key={q.symbol} className="list__item">
                <QuoteRow quote={q} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
