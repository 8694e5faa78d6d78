import { existsSync } from 'node:fs'
import path from 'node:path'
import { PAGE_KIT_MODULES, pageKitChunk } from './page-kit'

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
})
