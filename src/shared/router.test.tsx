import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRouter, Link, NavLink, Outlet, RouterProvider, useNavigation, type Resolution, type RouterLocation } from './router'

// The router's own rules (decision 0009); the app's routes are tested through it in src/app/router.test.tsx.

const Page = (name: string) =>
  function NamedPage() {
    return <h1>{name}</h1>
  }
const PAGES: Record<string, ReturnType<typeof Page>> = { '/a': Page('A'), '/b': Page('B'), '/c': Page('C') }

function Layout() {
  const navigation = useNavigation()
  return (
    <>
      {navigation.state === 'loading' && <p>loading</p>}
      <NavLink to="/a" end>
        to A
      </NavLink>
      <Link to="/b">to B</Link>
      <Outlet />
    </>
  )
}

function setUp(resolve: (location: RouterLocation) => Resolution<string> | Promise<Resolution<string>>, entries = ['/a']) {
  const router = createRouter({ resolve, element: <Layout />, errorElement: () => <p>crashed</p>, fallback: <p>starting</p>, initialEntries: entries })
  render(<RouterProvider router={router} />)
  return router
}

const plain = ({ pathname }: RouterLocation): Resolution<string> => (PAGES[pathname] ? { route: pathname, Page: PAGES[pathname] } : { redirect: '/a' })

it('shows the fallback until the first page is there, then the page', async () => {
  let arrive!: () => void
  setUp((location) => new Promise((resolve) => (arrive = () => resolve(plain(location)))))
  expect(screen.getByText('starting')).toBeInTheDocument()
  act(() => arrive())
  expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument()
})

it('keeps the page on screen while the next one loads, then moves the address', async () => {
  let arrive!: () => void
  const router = setUp((location) => (location.pathname === '/b' ? new Promise((resolve) => (arrive = () => resolve(plain(location)))) : plain(location)))
  await screen.findByRole('heading', { name: 'A' })
  await userEvent.setup().click(screen.getByRole('link', { name: 'to B' }))
  expect(screen.getByText('loading')).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/a')
  act(() => arrive())
  expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument()
  expect(screen.queryByText('loading')).not.toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/b')
})

it('lets a later navigation win over one still loading', async () => {
  const router = setUp((location) => (location.pathname === '/b' ? new Promise(() => undefined) : plain(location)))
  await screen.findByRole('heading', { name: 'A' })
  void router.navigate('/b')
  await act(() => router.navigate('/c'))
  expect(screen.getByRole('heading', { name: 'C' })).toBeInTheDocument()
  expect(router.state.navigation.state).toBe('idle')
})

it('follows a redirect in place of the navigation, and Back returns to the page before', async () => {
  const router = setUp(plain, ['/b'])
  await screen.findByRole('heading', { name: 'B' })
  await act(() => router.navigate('/nowhere?code=1'))
  expect(router.state.location.pathname).toBe('/a')
  await act(() => router.navigate(-1))
  expect(await screen.findByRole('heading', { name: 'B' })).toBeInTheDocument()
})

it('marks the NavLink of the current page', async () => {
  const router = setUp(plain)
  expect(await screen.findByRole('link', { name: 'to A' })).toHaveAttribute('aria-current', 'page')
  await act(() => router.navigate('/b'))
  expect(screen.getByRole('link', { name: 'to A' })).not.toHaveAttribute('aria-current')
})

it("shows the error element when a page fails to render, and the next page when the user leaves", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const Broken = (): never => {
    throw new Error('boom')
  }
  const router = setUp((location) => (location.pathname === '/c' ? { route: '/c', Page: Broken } : plain(location)))
  await screen.findByRole('heading', { name: 'A' })
  await act(() => router.navigate('/c'))
  expect(screen.getByText('crashed')).toBeInTheDocument()
  await act(() => router.navigate('/b'))
  expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument()
})

it('shows the error element when a location cannot be resolved, and clears the loading state', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const router = setUp((location) => (location.pathname === '/c' ? Promise.reject(new Error('resolve failed')) : plain(location)))
  await screen.findByRole('heading', { name: 'A' })
  await act(() => router.navigate('/c'))
  expect(screen.getByText('crashed')).toBeInTheDocument()
  expect(router.state.navigation.state).toBe('idle')
  await act(() => router.navigate('/b'))
  expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument()
})

it('marks the NavLink in any case and with a trailing slash, as routes match', async () => {
  setUp((location) => ({ route: location.pathname, Page: PAGES['/a'] }), ['/A/'])
  expect(await screen.findByRole('link', { name: 'to A' })).toHaveAttribute('aria-current', 'page')
})
