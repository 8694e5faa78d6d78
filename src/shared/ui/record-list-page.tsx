import type { ReactNode } from 'react'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { Paged } from '@/shared/api/contract/envelope'
import { Link } from '@/shared/router'
import { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button'
import { LoadMoreList } from './load-more-list'
import { RefreshControl } from './updated-ago'

/** A list's CSV export: its file name, columns, pages and times (the total and the ids come from the list). */
export type RecordExport<T> = Omit<ExportCsvButtonProps<T>, 'total' | 'getId'>

export interface RecordListProps<T extends { id: string }> {
  /** The list's infinite query (a feature's paged query options). */
  query: UseInfiniteQueryResult<InfiniteData<Paged<T>>>
  renderItem: (record: T) => ReactNode
  /** What an empty list says, and a button to where such records come from. */
  empty: { message: string; link?: { to: string; label: string } }
  /** "Export CSV" above the list; none where the list is no record to take away. */
  exportCsv?: RecordExport<T>
  /** The filters on screen as one string: a new filter remounts the export, so one running for the old filters stops. */
  filterKey?: string
  /** "Updated … ago" and Refresh, for records whose status moves while the user looks. */
  refresh?: boolean
}

/**
 * The user's records (the ledger, deposits, withdrawals, exchanges, stakes, orders): Refresh,
 * "Export CSV", then the records page by page, or the empty state.
 */
export function RecordList<T extends { id: string }>({ query, renderItem, empty, exportCsv, filterKey, refresh }: RecordListProps<T>) {
  return (
    <>
      {refresh && <RefreshControl query={query} />}
      {exportCsv && <ExportCsvButton<T> key={filterKey} {...exportCsv} total={query.data?.pages[0]?.total} getId={(r) => r.id} />}
      <LoadMoreList
        query={query}
        getKey={(r) => r.id}
        renderItem={renderItem}
        emptyMessage={empty.message}
        emptyAction={
          empty.link && (
            <Link to={empty.link.to} className="btn btn--primary btn--block">
              {empty.link.label}
            </Link>
          )
        }
      />
    </>
  )
}

interface RecordListPageProps<T extends { id: string }> extends RecordListProps<T> {
  /** The page's classes: "page funds". */
  className: string
  /** Above the list: its filters. */
  children?: ReactNode
}

/** A record page: what is above the list (its filters), then the list. */
export function RecordListPage<T extends { id: string }>({ className, children, ...list }: RecordListPageProps<T>) {
  return (
    <div className={className}>
      {children}
      <RecordList {...list} />
    </div>
  )
}
