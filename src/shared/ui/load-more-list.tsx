import { useEffect, useRef, type ReactNode } from 'react'
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
 * then the rows with "load more". The next page also loads by itself when the button scrolls into
 * view; the button stays for keyboards and for a failed page, which never reloads by itself. An
 * error on a further page keeps the rows already shown.
 */
export function LoadMoreList<T>({ query, renderItem, getKey, emptyMessage, emptyAction }: LoadMoreListProps<T>) {
  const { t } = useTranslation()
  const more = useRef<HTMLButtonElement>(null)
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query
  useEffect(() => {
    const button = more.current
    if (!button || !hasNextPage || isFetchingNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage()
    })
    observer.observe(button)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage])
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
        <button ref={more} type="button" className="btn btn--ghost list__more" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? t('common.loading') : loadMoreError ? t('common.retry') : t('common.loadMore')}
        </button>
      ) : (
        <p className="list__end">{t('common.noMore')}</p>
      )}
    </div>
  )
}
