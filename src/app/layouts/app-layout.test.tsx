import { render, screen } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { initI18n } from '@/shared/i18n/i18n'
import { ROUTE_MANIFEST } from '@/shared/route-manifest'
import { createRouter, RouterProvider } from '@/shared/router'
import { AppLayout } from './app-layout'

// The query client is part of the first paint (the app layout provides it): a query added to any
// page's first render works, /home's included, instead of throwing "No QueryClient set".
it('gives a query in the landing page’s first render its client', async () => {
  await initI18n('en')
  function LandingWithAQuery() {
    const { data } = useQuery({ queryKey: ['landing-probe'], queryFn: () => Promise.resolve('answered') })
    return <p>{data ?? 'asking'}</p>
  }
  const router = createRouter({
    resolve: () => ({ route: ROUTE_MANIFEST.home, Page: LandingWithAQuery }),
    element: <AppLayout />,
    errorElement: (error) => <p>{String(error)}</p>,
    initialEntries: ['/home'],
  })
  render(<RouterProvider router={router} />)
  expect(await screen.findByText('asking')).toBeInTheDocument()
  expect(await screen.findByText('answered')).toBeInTheDocument()
})
