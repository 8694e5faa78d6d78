import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'

// A page opened at a deep link (/marketChart?symbol=BTCUSDT, /trade) needs its route's code before
// its first paint, but the entry only asks for it once the entry itself has loaded and run, and the
// route chunk's own imports only after that. A tiny script, requested first and run as soon as it
// arrives, preloads the current route's chunk and its imports, so they download beside the entry.
// It is a file, not inline code, so the strict CSP (script-src 'self') holds. /home has its
// preloads in index.html already (preload-landing.ts).

/** For each route, the files to preload: its chunk and, transitively, its imports, less what the page loads anyway. */
export function routeFiles(bundle: OutputBundle, root: string, modules: Map<string, string>, loaded: ReadonlySet<string>): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const map: Record<string, string[]> = {}
  for (const [routePath, source] of modules) {
    const chunk = chunks.find((c) => c.facadeModuleId === root + source)
    if (!chunk) throw new Error(`preload-route: no chunk for ${source}`)
    const files: string[] = []
    const seen = new Set(loaded)
    const add = (fileName: string) => {
      if (seen.has(fileName)) return
      seen.add(fileName)
      files.push(fileName)
      for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) add(dep)
    }
    add(chunk.fileName)
    if (files.length) map[routePath] = files
  }
  return map
}

/** The preload script's source for this map (`base` ends with '/'). */
export function preloadScript(map: Record<string, string[]>, base: string): string {
  return (
    `const f=${JSON.stringify(map)}[location.pathname];` +
    `if(f)for(const n of f){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=${JSON.stringify(base)}+n;document.head.appendChild(l)}\n`
  )
}

/**
 * `modules`: route path → page module ('/src/...tsx'), the route manifest (src/app/route-manifest.ts),
 * taken as data: reading the route table's source would drop a route whenever its text changed shape.
 */
export function preloadRoute(root: string, modules: Readonly<Record<string, string>>, landingPath: string): Plugin {
  let base = '/'
  let assetsDir = 'assets'
  return {
    name: 'preload-route',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
      assetsDir = config.build.assetsDir
    },
    generateBundle: {
      // After vite:build-html has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        if (!html || html.type !== 'asset') return
        // What index.html loads or preloads already (the entry, its imports, the landing page).
        const page = String(html.source)
        const loaded = new Set([...page.matchAll(/\s(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1].slice(base.length)))
        const routes = new Map(Object.entries(modules))
        routes.delete(landingPath)
        const source = preloadScript(routeFiles(bundle, root, routes, loaded), base)
        const fileName = `${assetsDir}/preload-route-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`
        this.emitFile({ type: 'asset', fileName, source })
        // Before the entry's script: asked for first, run the moment it arrives (async), blocking nothing.
        html.source = page.replace('<script ', `<script type="module" async crossorigin src="${base}${fileName}"></script>\n    <script `)
      },
    },
  }
}
