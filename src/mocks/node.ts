import { setupServer } from 'msw/node'
import { handlers } from './http-handlers'

// The mock backend inside vitest (test/setup.ts starts it). Tests add one-off answers with
// server.use(...) and reset them after each test.
export const server = setupServer(...handlers)
