import path from 'node:path'
import { ROOT, staticModuleGraph } from '@test/module-graph'
import { ROUTE_MODULES } from './route-manifest'
import { ROUTES } from './route-table'

// decimal.js and dayjs load beside a page's code only when its route says so (router.tsx); a page
// that computes money or dates on a route that does not would throw on its first render.
const LIBRARY_HELPERS = ['src/shared/lib/decimal.ts', 'src/shared/lib/date.ts'].map((file) => path.join(ROOT, file))
// The loader itself hands them over; a page that loads them for a part of itself (home) is fine.
const LOADER = path.join(ROOT, 'src/shared/lib/libraries.ts')

it.each(ROUTES.map((route) => [route.path, route] as const))('%s loads decimal.js and dayjs exactly when its page uses them', (_path, route) => {
  const graph = staticModuleGraph(ROUTE_MODULES[route.path], { notInto: [LOADER] })
  const usesThem = LIBRARY_HELPERS.some((file) => graph.has(file))
  expect(route.needsLibraries ?? false).toBe(usesThem)
})
