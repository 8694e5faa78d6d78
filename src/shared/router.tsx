import { Component, createContext, useContext, useSyncExternalStore, type AnchorHTMLAttributes, type ComponentType, type MouseEvent, type ReactNode } from 'react'

// The app's router: the few things it uses of a router (flat paths, a guard, a lazy page per route,
// Link, NavLink, search params, back) in about 3 KB, where react-router-dom cost every route about
// 32 KB gzip before its first render (decision 0009). Navigation follows react-router's data
// router: the page on screen stays while the next one loads (`navigation.state` is 'loading'), the
// address changes when the next page is ready, a redirect during a navigation takes its place, and
// `history.state.idx` counts the entries of this visit (0: the page the visit started on).

export interface RouterLocation {
  pathname: string
  search: string
  hash: string
  /** Unique per history entry. */
  key: string
}

export interface RouterState<R> {
  /** False until the first location's page is ready. */
  initialized: boolean
  location: RouterLocation
  navigation: { state: 'idle' | 'loading'; location?: RouterLocation }
  /** What the app's `resolve` matched for `location`. */
  match?: Match<R>
}

export interface Match<R> {
  route?: R
  Page: ComponentType
}

/** The app's answer for a location: its page, or the address to go to instead. */
export type Resolution<R> = Match<R> | { redirect: string }

export interface NavigateOptions {
  replace?: boolean
}

export interface Router<R = unknown> {
  readonly state: RouterState<R>
  subscribe(listener: (state: RouterState<R>) => void): () => void
  /** A path (absolute, or '?query' on the current path), or a step in history (-1: back). */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>
  /** What RouterProvider shows around the page (the layout, with an <Outlet /> in it). */
  readonly element: ReactNode
  /** What a render error of the layout or the page shows. */
  readonly errorElement: (error: unknown) => ReactNode
  readonly fallback: ReactNode
}

interface HistoryEntry {
  url: string
  key: string
}

interface History {
  current(): HistoryEntry
  push(url: string, key: string): void
  replace(url: string, key: string): void
  go(delta: number): void
  /** Called after the user moved in history (back, forward). */
  listen(listener: () => void): void
}

const newKey = (): string => Math.random().toString(36).slice(2, 10)

function browserHistory(): History {
  type Kept = { key?: string; idx?: number } | null
  const kept = () => (window.history.state as Kept) ?? {}
  // An entry this visit did not make (the first one, one a test pushed, a fragment link's) gets a
  // key, and a position (`idx`) when it has none: `idx` when given, the one after the last shown.
  const adopt = (idx: number) => {
    if (kept().idx == null || !kept().key) window.history.replaceState({ ...kept(), key: kept().key ?? newKey(), idx: kept().idx ?? idx }, '')
    lastIdx = kept().idx ?? 0
  }
  let lastIdx = 0
  adopt(0)
  return {
    current() {
      return { url: window.location.pathname + window.location.search + window.location.hash, key: kept().key ?? newKey() }
    },
    push(url, key) {
      lastIdx = (kept().idx ?? 0) + 1
      window.history.pushState({ key, idx: lastIdx }, '', url)
    },
    replace(url, key) {
      lastIdx = kept().idx ?? 0
      window.history.replaceState({ key, idx: lastIdx }, '', url)
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      window.addEventListener('popstate', () => {
        adopt(lastIdx + 1)
        listener()
      })
    },
  }
}

function memoryHistory(initialEntries: readonly string[]): History {
  const entries: HistoryEntry[] = initialEntries.map((url) => ({ url, key: newKey() }))
  let index = entries.length - 1
  const listeners: (() => void)[] = []
  return {
    current: () => entries[index],
    push(url, key) {
      entries.splice(index + 1, Infinity, { url, key })
      index += 1
    },
    replace(url, key) {
      entries[index] = { url, key }
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1)
      if (next === index) return
      index = next
      // As popstate does: after the caller's task.
      setTimeout(() => listeners.forEach((l) => l()))
    },
    listen(listener) {
      listeners.push(listener)
    },
  }
}

const BASE = 'http://app.invalid'

/** A path as routes match it: in any case, with or without a trailing slash. */
export function routePath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1').toLowerCase()
}

function toLocation(url: string, key: string): RouterLocation {
  const { pathname, search, hash } = new URL(url, BASE)
  return { pathname, search, hash, key }
}

export interface RouterOptions<R> {
  /** Matches a location to its page (or a redirect); it may load the page's code first. */
  resolve: (location: RouterLocation) => Resolution<R> | Promise<Resolution<R>>
  element: ReactNode
  errorElement: (error: unknown) => ReactNode
  /** What RouterProvider shows until the first page is ready. */
  fallback?: ReactNode
  /** Memory history starting at these entries (tests); the browser's history without it. */
  initialEntries?: readonly string[]
}

const MAX_REDIRECTS = 10

export function createRouter<R>({ resolve, element, errorElement, fallback = null, initialEntries }: RouterOptions<R>): Router<R> {
  const history = initialEntries ? memoryHistory(initialEntries) : browserHistory()
  const first = history.current()
  let state: RouterState<R> = { initialized: false, location: toLocation(first.url, first.key), navigation: { state: 'idle' } }
  const listeners = new Set<(state: RouterState<R>) => void>()
  let latest = 0

  const set = (next: Partial<RouterState<R>>) => {
    state = { ...state, ...next }
    listeners.forEach((listener) => listener(state))
  }

  /** Resolves `url` (following redirects) and shows it; `how` says what happens to the history entry. */
  async function show(url: string, key: string, how: 'push' | 'replace' | 'pop'): Promise<void> {
    const id = ++latest
    // A later navigation started meanwhile: it wins, and this one changes nothing more.
    const superseded = () => id !== latest
    let location = toLocation(url, key)
    // A page already loaded shows at once; only one still loading makes the navigation 'loading'.
    const settle = async (answer: Resolution<R> | Promise<Resolution<R>>) => {
      if (!(answer instanceof Promise)) return answer
      if (state.initialized) set({ navigation: { state: 'loading', location } })
      return answer
    }
    let resolution: Resolution<R>
    try {
      resolution = await settle(resolve(location))
      for (let hops = 0; 'redirect' in resolution; hops++) {
        if (superseded()) return
        if (hops === MAX_REDIRECTS) throw new Error(`Too many redirects from ${url}`)
        // The first entry, or one the user already moved to, is replaced by where it redirects.
        if (how === 'pop' || !state.initialized) how = 'replace'
        location = toLocation(resolution.redirect, newKey())
        resolution = await settle(resolve(location))
      }
    } catch (error) {
      // The location cannot be shown: its error element says so, never a blank page or a
      // progress light that stays on.
      resolution = { Page: () => { throw error } }
    }
    if (superseded()) return
    const href = location.pathname + location.search + location.hash
    // Going where the user already is makes no new entry.
    if (how === 'push' && href === history.current().url) how = 'replace'
    if (how === 'push') history.push(href, location.key)
    else if (how === 'replace') history.replace(href, location.key)
    set({ initialized: true, location, navigation: { state: 'idle' }, match: resolution })
  }

  history.listen(() => {
    const entry = history.current()
    const { pathname, search } = toLocation(entry.url, entry.key)
    // A fragment link on the same page (the skip link to #main) is the same screen: same key, so
    // the page does not fade in again.
    const samePage = state.initialized && pathname === state.location.pathname && search === state.location.search
    void show(entry.url, samePage ? state.location.key : entry.key, 'pop')
  })
  void show(first.url, first.key, 'replace')

  return {
    get state() {
      return state
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    navigate(to, options) {
      if (typeof to === 'number') {
        history.go(to)
        return Promise.resolve()
      }
      const { pathname, search } = state.navigation.location ?? state.location
      const url = new URL(to, BASE + pathname + search)
      return show(url.pathname + url.search + url.hash, newKey(), options?.replace ? 'replace' : 'push')
    },
    element,
    errorElement,
    fallback,
  }
}

interface RouterContextValue {
  router: Router
  state: RouterState<unknown>
}

const RouterContext = createContext<RouterContextValue | null>(null)

function useRouterContext(): RouterContextValue {
  const value = useContext(RouterContext)
  if (!value) throw new Error('This component needs the router: render it inside <RouterProvider>')
  return value
}

/** Shows the router's element once the first page is ready, its fallback until then. */
export function RouterProvider<R>({ router }: { router: Router<R> }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state)
  if (!state.initialized) return router.fallback
  return (
    <RouterContext.Provider value={{ router: router as Router, state }}>
      <RenderError fallback={router.errorElement} resetOn={state.location.key}>
        {router.element}
      </RenderError>
    </RouterContext.Provider>
  )
}

/** The page of the current location, with its own error boundary (a new one per path). */
export function Outlet() {
  const { router, state } = useRouterContext()
  const Page = state.match?.Page
  if (!Page) return null
  return (
    <RenderError key={state.location.pathname} fallback={router.errorElement} resetOn={state.location.key}>
      <Page />
    </RenderError>
  )
}

interface RenderErrorProps {
  fallback: (error: unknown) => ReactNode
  /** A new location clears the error, as a new page would. */
  resetOn: string
  children: ReactNode
}

class RenderError extends Component<RenderErrorProps, { error?: unknown; failed: boolean; shownOn: string }> {
  state = { error: undefined as unknown, failed: false, shownOn: this.props.resetOn }
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }
  static getDerivedStateFromProps(props: RenderErrorProps, state: { shownOn: string }) {
    return props.resetOn === state.shownOn ? null : { error: undefined, failed: false, shownOn: props.resetOn }
  }
  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children
  }
}

export function useLocation(): RouterLocation {
  return useRouterContext().state.location
}

export function useNavigation(): RouterState<unknown>['navigation'] {
  return useRouterContext().state.navigation
}

/** The route the app's `resolve` matched for the current location. */
export function useRoute<R>(): R | undefined {
  return useRouterContext().state.match?.route as R | undefined
}

export function useNavigate(): Router['navigate'] {
  return useRouterContext().router.navigate
}

type SearchInit = URLSearchParams | Record<string, string>

/** The current query parameters, and a setter that navigates to the same path with others. */
export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { router, state } = useRouterContext()
  const params = new URLSearchParams(state.location.search)
  const set = (next: SearchInit, options?: NavigateOptions) => {
    const query = new URLSearchParams(next).toString()
    void router.navigate(`${state.location.pathname}${query ? `?${query}` : ''}`, options)
  }
  return [params, set]
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean }

/** An anchor that navigates inside the app; a modified or middle click opens it as the browser would. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { router } = useRouterContext()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    // Another site: the browser goes there.
    if (new URL(to, window.location.href).origin !== window.location.origin) return
    event.preventDefault()
    void router.navigate(to, { replace })
  }
  return <a {...rest} href={to} target={target} onClick={handleClick} />
}

/** A Link that says when it is the current page: class `active` and aria-current="page". */
export function NavLink({ className, end, ...rest }: LinkProps & { end?: boolean }) {
  const pathname = routePath(useLocation().pathname)
  const target = routePath(new URL(rest.to, BASE).pathname)
  const active = pathname === target || (!end && pathname.startsWith(`${target}/`))
  return <Link {...rest} className={active ? `${className ?? ''} active`.trim() : className} aria-current={active ? 'page' : undefined} />
}
