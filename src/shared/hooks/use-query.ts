/* eslint-disable react-hooks/set-state-in-effect -- fetching syncs with the server: the loading state is set as each request starts */
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { errorMessage } from '@/shared/api/present-error'

export type QueryStatus = 'loading' | 'error' | 'success'

export interface Query<T> {
  data: T | undefined
  status: QueryStatus
  /** Translated text of the last error, for an inline error state. */
  error: string | undefined
  /** Load again, keeping the data on screen while it loads (a refresh button, pull-to-refresh). */
  reload: () => void
  refreshing: boolean
}

/** Load data for a screen; reloads when `deps` change, ignores answers that arrive after a newer request. */
export function useQuery<T>(load: () => Promise<T>, deps: DependencyList): Query<T> {
  const [state, setState] = useState<{ data?: T; status: QueryStatus; error?: string; refreshing: boolean }>({
    status: 'loading',
    refreshing: false,
  })
  const latest = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load

  const run = useCallback(() => {
    const id = ++latest.current
    setState((s) => ({ ...s, status: s.data === undefined ? 'loading' : s.status, refreshing: s.data !== undefined }))
    loadRef.current().then(
      (data) => {
        if (id === latest.current) setState({ data, status: 'success', refreshing: false })
      },
      (error: unknown) => {
        if (id === latest.current) setState((s) => ({ ...s, status: s.data === undefined ? 'error' : 'success', error: errorMessage(error), refreshing: false }))
      },
    )
  }, [])

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  useEffect(run, deps)

  return { data: state.data, status: state.status, error: state.error, reload: run, refreshing: state.refreshing }
}

export interface Page<T> {
  list: T[]
  hasMore: boolean
}

export interface PagedQuery<T> {
  items: T[]
  status: QueryStatus
  error: string | undefined
  hasMore: boolean
  loadingMore: boolean
  loadMoreError: string | undefined
  loadMore: () => void
  reload: () => void
}

/** A list loaded page by page (1-based), for LoadMoreList. Changing `deps` starts again at page 1. */
export function usePagedQuery<T>(loadPage: (page: number) => Promise<Page<T>>, deps: DependencyList): PagedQuery<T> {
  const [state, setState] = useState({
    items: [] as T[],
    page: 0,
    status: 'loading' as QueryStatus,
    error: undefined as string | undefined,
    hasMore: false,
    loadingMore: false,
    loadMoreError: undefined as string | undefined,
  })
  const latest = useRef(0)
  const loadRef = useRef(loadPage)
  loadRef.current = loadPage

  const fetchPage = useCallback((page: number) => {
    const id = ++latest.current
    setState((s) => (page === 1 ? { ...s, status: 'loading', error: undefined } : { ...s, loadingMore: true, loadMoreError: undefined }))
    loadRef.current(page).then(
      (result) => {
        if (id !== latest.current) return
        setState((s) => ({
          ...s,
          items: page === 1 ? result.list : [...s.items, ...result.list],
          page,
          hasMore: result.hasMore,
          status: 'success',
          loadingMore: false,
        }))
      },
      (error: unknown) => {
        if (id !== latest.current) return
        setState((s) =>
          page === 1 ? { ...s, items: [], status: 'error', error: errorMessage(error) } : { ...s, loadingMore: false, loadMoreError: errorMessage(error) },
        )
      },
    )
  }, [])

  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to start over
  useEffect(() => fetchPage(1), deps)

  return {
    items: state.items,
    status: state.status,
    error: state.error,
    hasMore: state.hasMore,
    loadingMore: state.loadingMore,
    loadMoreError: state.loadMoreError,
    loadMore: () => fetchPage(state.page + 1),
    reload: () => fetchPage(1),
  }
}
