import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from './skeleton'
import { EmptyState, ErrorState } from './states'

export interface LoadMoreListProps<T> {
  items: readonly T[]
  renderItem: (item: T) => ReactNode
  getKey: (item: T) => string
  /** The first page: loading shows skeletons, error shows the message with retry. */
  status: 'loading' | 'error' | 'success'
  error?: string
  onRetry: () => void
  hasMore: boolean
  loadingMore: boolean
  /** An error while fetching a further page keeps the rows already shown. */
  loadMoreError?: string
  onLoadMore: () => void
  emptyMessage?: string
}

export function LoadMoreList<T>(props: LoadMoreListProps<T>) {
  const { t } = useTranslation()
  const { items, status } = props
  if (status === 'loading' && items.length === 0) return <Skeleton />
  if (status === 'error' && items.length === 0) return <ErrorState message={props.error} onRetry={props.onRetry} />
  if (items.length === 0) return <EmptyState message={props.emptyMessage} />
  return (
    <div className="list">
      <ul className="list__items">
        {items.map((item) => (
          <li key={props.getKey(item)} className="list__item">
            {props.renderItem(item)}
          </li>
        ))}
      </ul>
      {props.loadMoreError && <p className="list__error" role="alert">{props.loadMoreError}</p>}
      {props.hasMore ? (
        <button type="button" className="btn btn--ghost list__more" onClick={props.onLoadMore} disabled={props.loadingMore}>
          {props.loadingMore ? t('common.loading') : props.loadMoreError ? t('common.retry') : t('common.loadMore')}
        </button>
      ) : (
        <p className="list__end">{t('common.noMore')}</p>
      )}
    </div>
  )
}
