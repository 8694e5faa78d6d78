import { existsSync } from 'node:fs'
import path from 'node:path'
import { FUNDS_KIT_MODULES, fundsKitChunk, PAGE_KIT_MODULES, pageKitChunk, QUERY_PACKAGE } from './page-kit'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe('page-kit chunk', () => {
  it('lists modules that exist, all of them shared code', () => {
    for (const m of PAGE_KIT_MODULES) {
      expect(existsSync(ROOT + m), m).toBe(true)
      expect(m, m).toMatch(/^\/src\/shared\//)
    }
  })

  it('takes the listed modules and leaves every other one to the bundler', () => {
    const name = pageKitChunk('/p')
    expect(name('/p/src/shared/api/rpc-client.ts', {} as never)).toBe('page-kit')
    expect(name('/p/src/shared/lib/decimal.ts', {} as never)).toBe('page-kit')
    expect(name('/p/src/shared/ui/qr-code.tsx', {} as never)).toBeNull()
    expect(name('/p/src/features/funds/api/funds-api.ts', {} as never)).toBeNull()
    expect(name('/q/src/shared/api/rpc-client.ts', {} as never)).toBeNull()
  })

  it('takes TanStack Query but the context the app layout provides in the first paint', () => {
    const name = pageKitChunk('/p')
    expect(name('/p/node_modules/@tanstack/query-core/build/modern/queryClient.js', {} as never)).toBe('page-kit')
    expect(name('/p/node_modules/@tanstack/react-query/build/modern/useQuery.js', {} as never)).toBe('page-kit')
    expect(name('/p/node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js', {} as never)).toBeNull()
    expect(QUERY_PACKAGE.test('/p/node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js')).toBe(false)
  })

  it('puts the funds data layer in its own chunk, funds code only', () => {
    for (const m of FUNDS_KIT_MODULES) {
      expect(existsSync(ROOT + m), m).toBe(true)
      expect(m, m).toMatch(/^\/src\/features\/funds\//)
    }
    const name = fundsKitChunk('/p')
    expect(name('/p/src/features/funds/hooks/use-funds.ts', {} as never)).toBe('funds-kit')
    expect(name('/p/src/features/funds/pages/withdraw-page.tsx', {} as never)).toBeNull()
    expect(name('/p/src/shared/api/rpc-client.ts', {} as never)).toBeNull()
  })
})
