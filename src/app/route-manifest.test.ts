import { ROUTE_BESIDE, ROUTE_MODULES } from './route-manifest'
import { ROUTES } from './route-table'

// The build preloads a deep link's page from the manifest (src/build/preload-route.ts): a route
// missing here would open without its preload, one naming another module would preload the wrong code.
describe('route manifest', () => {
  it('has an entry for every route of the table, and for nothing else', () => {
    expect(Object.keys(ROUTE_MODULES)).toEqual(ROUTES.map((r) => r.path))
  })

  it('names the module each route loads', async () => {
    for (const route of ROUTES) {
      const named = await import(/* @vite-ignore */ ROUTE_MODULES[route.path])
      expect(await route.load(), route.path).toBe(named)
    }
  })

  it('names what each route downloads beside its page, as the route table does', () => {
    expect(ROUTE_BESIDE).toEqual(Object.fromEntries(ROUTES.map((r) => [r.path, { areas: r.areas, libraries: r.needsLibraries ?? false }])))
  })
})
