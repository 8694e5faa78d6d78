import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRouter, Outlet, RouterProvider } from '@/shared/router'
import { initI18n } from '@/shared/i18n/i18n'
import { act } from 'react'
import { pageLoadedLater, RouteError } from './route-error'

// A screen that failed while rendering and a screen whose code did not arrive say different things:
// only the second is about the connection. Both offer Retry, which reloads.

function renderFailing(error: Error) {
  function Failing(): never {
    throw error
  }
  const router = createRouter({ resolve: () => ({ Page: Failing }), element: <Outlet />, errorElement: (e) => <RouteError error={e} />, initialEntries: ['/'] })
  return render(<RouterProvider router={router} />)
}

beforeEach(async () => {
  await initI18n('en')
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

it('says a render error went wrong on this screen, not that the connection failed', async () => {
  renderFailing(new TypeError("Cannot read properties of undefined (reading 'map')"))
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
  expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument()
})

it.each([
  'Failed to fetch dynamically imported module: https://app.example/static/trade-page-1a2b.js',
  'Importing a module script failed.',
  'error loading dynamically imported module: https://app.example/static/news-ticker.js',
  'Unable to preload CSS for /static/chart.css',
])('says a part of the page could not be loaded when %s', async (message) => {
  renderFailing(new TypeError(message))
  expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded. Check your connection')
})

it('reloads on Retry', async () => {
  const reload = vi.fn()
  vi.stubGlobal('location', { ...window.location, reload })
  renderFailing(new Error('boom'))
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }))
  expect(reload).toHaveBeenCalledOnce()
  vi.unstubAllGlobals()
})

describe('a page whose code did not arrive', () => {
  const Page = () => <h1>The page</h1>
  const lost = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /static/page.js'))

  // The retries' timers move only when the test moves them (vi.waitFor moves them too, by its
  // interval): real time passing on a slow machine must not make the next attempt early. React's own
  // scheduling (setImmediate) stays real, so what the page renders shows without a timer moved.
  const fakeRetryTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
  afterEach(() => vi.useRealTimers())

  it('keeps trying once online, until the code arrives, with no Retry tapped', async () => {
    fakeRetryTimers()
    // Offline when the route opens, then "online" a moment before requests get through: the
    // attempt made on the online event fails too, and a later one gets the code.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    let attempts = 0
    const load = vi.fn(() => (++attempts < 3 ? lost() : Promise.resolve({ default: Page })))
    const Later = pageLoadedLater(load)
    render(<Later />)
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded'))
    // Offline, nothing is tried in vain.
    await act(() => vi.advanceTimersByTimeAsync(30_000))
    expect(load).toHaveBeenCalledTimes(1)
    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument())
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('stops trying when the page is left', async () => {
    fakeRetryTimers()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const load = vi.fn(lost)
    const Later = pageLoadedLater(load)
    const view = render(<Later />)
    await vi.waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument())
    view.unmount()
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(load).toHaveBeenCalledTimes(1)
  })
})
