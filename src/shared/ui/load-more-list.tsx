import type { ReactNode } from 'react'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/shared/api/present-error'
import type { Paged } from '@/shared/api/contract/envelope'
import { Skeleton } from './skeleton'
import { EmptyState, ErrorState, RefreshFailed } from './states'

export interface LoadMoreListProps<T> {
  /** The list's infinite query (a feature's paged query options). */
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>
  renderItem: (item: T) => ReactNode
  getKey: (item: T) => string
  emptyMessage?: string
  /** Shown under the empty state: a way to where such items come from. */
  emptyAction?: ReactNode
}

/**
 * A list loaded page by page: skeletons first, the first page's error with retry, the empty state,
 * then the rows with "load more". An error on a further page keeps the rows already shown.
 */
export function LoadMoreList<T>({ query, renderItem, getKey, emptyMessage, emptyAction }: LoadMoreListProps<T>) {
  const { t } = useTranslation()
  if (query.isPending) return <Skeleton />
  if (query.isError && !query.data) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
  const items = query.data.pages.flatMap((page) => page.list)
  if (items.length === 0) {
    return (
      <>
        <EmptyState message={emptyMessage} />
        {emptyAction}
      </>
    )
  }
  const loadMoreError = query.isFetchNextPageError ? errorMessage(query.error) : undefined
  return (
    <div className="list" aria-busy={query.isFetching}>
      <RefreshFailed query={query} />
      <ul className="list__items">
        {items.map((item) => (
          <li key={getKey(item)} className="list__item">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {loadMoreError && (
        <p className="list__error" role="alert">
          {loadMoreError}
        </p>
      )}
      {query.hasNextPage ? (
        <button type="button" className="btn btn--ghost list__more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('common.loading') : loadMoreError ? t('common.retry') : t('common.loadMore')}
        </button>
      ) : (
        <p className="list__end">{t('common.noMore')}</p>
      )}
    </div>
  )
}
