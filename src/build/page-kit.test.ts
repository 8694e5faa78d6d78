import type { ChunkingContext } from 'rolldown'
import { areaKitGroup, pageKitGroup, PAGE_KIT_MIN_PAGES } from './page-kit'

const ctx = {} as ChunkingContext

describe('chunk rules', () => {
  it('groups shared code and packages that most pages import, never an area’s code', () => {
    const test = pageKitGroup.test as RegExp
    expect(test.test('/p/src/shared/api/rpc-client.ts')).toBe(true)
    expect(test.test('/p/node_modules/decimal.js/decimal.mjs')).toBe(true)
    expect(test.test('/p/src/features/funds/api/funds-api.ts')).toBe(false)
    expect(pageKitGroup.minShareCount).toBe(PAGE_KIT_MIN_PAGES)
    expect(PAGE_KIT_MIN_PAGES).toBeGreaterThan(2)
  })

  it('gives each area one kit of its data layer, shared by two or more of its pages', () => {
    const name = areaKitGroup.name as (id: string, ctx: ChunkingContext) => string | null
    expect(name('/p/src/features/funds/api/funds-api.ts', ctx)).toBe('funds-kit')
    expect(name('/p/src/features/funds/hooks/use-funds.ts', ctx)).toBe('funds-kit')
    expect(name('/p/src/features/mining/model.ts', ctx)).toBe('mining-kit')
    expect(name('/p/src/features/funds/pages/withdraw-page.tsx', ctx)).toBeNull()
    expect(name('/p/src/features/funds/components/withdrawal-card.tsx', ctx)).toBeNull()
    expect(name('/p/src/shared/api/rpc-client.ts', ctx)).toBeNull()
    expect(areaKitGroup.minShareCount).toBe(2)
  })
})
