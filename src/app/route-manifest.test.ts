import { pageModule, ROUTES } from '@/shared/route-manifest'

// The router finds each route's page among the page files (router.tsx); the manifest is the only
// list of routes, so a page file must have its entry and an entry its file.
const PAGE_FILES = Object.keys(import.meta.glob('/src/features/*/pages/*-page.tsx'))

describe('route manifest', () => {
  it('has an entry for every page file, and a page file for every entry', () => {
    expect(ROUTES.map(pageModule).sort()).toEqual([...PAGE_FILES].sort())
  })

  it('gives every route its own path and its own page', () => {
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length)
    expect(new Set(ROUTES.map((r) => r.page)).size).toBe(ROUTES.length)
  })

  it('names a page whose default export is a component', async () => {
    for (const route of ROUTES) {
      const module = (await import(/* @vite-ignore */ pageModule(route))) as { default?: unknown }
      expect(typeof module.default, route.path).toBe('function')
    }
  })
})
