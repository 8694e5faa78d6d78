import { readFileSync } from 'node:fs'
import path from 'node:path'

// The build's landing page is the route table's /home entry. The config cannot run the route
// table (its `@/` imports and lazy imports need the app's own build), so it reads the module the
// /home route loads from the table's source.

/** The module of the route at `PATHS.<pathKey>`, as a path from the project root ('/src/...'). */
export function routeModule(routeTableSource: string, pathKey: string): string {
  const line = routeTableSource.split('\n').find((l) => l.includes(`path: PATHS.${pathKey},`))
  const specifier = line && /load: \(\) => import\('@\/([^']+)'\)/.exec(line)?.[1]
  if (!specifier) throw new Error(`route table: no route with path PATHS.${pathKey} and its own page module`)
  return `/src/${specifier}.tsx`
}

/** The landing page (the /home route's module) of the project at `root`. */
export function landingPage(root: string): string {
  return routeModule(readFileSync(path.join(root, 'src/app/route-table.ts'), 'utf8'), 'home')
}
