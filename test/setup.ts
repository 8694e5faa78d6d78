import '@testing-library/jest-dom/vitest'
import { resetMockDb } from '@/mocks/db'
import { server } from '@/mocks/node'

// Every test talks to the same mock backend the dev server uses (MSW in Node). A request no
// handler answers is a test bug, so it fails loudly instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))

afterEach(() => {
  // One test's overrides, data and storage never leak into the next.
  server.resetHandlers()
  resetMockDb()
  localStorage.clear()
  sessionStorage.clear()
})

afterAll(() => server.close())
