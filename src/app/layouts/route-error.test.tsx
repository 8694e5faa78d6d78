import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { initI18n } from '@/shared/i18n/i18n'
import { RouteError } from './route-error'

// A screen that failed while rendering and a screen whose code did not arrive say different things:
// only the second is about the connection. Both offer Retry, which reloads.

function renderFailing(error: Error) {
  function Failing(): never {
    throw error
  }
  const router = createMemoryRouter([{ path: '/', Component: Failing, errorElement: <RouteError /> }])
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
