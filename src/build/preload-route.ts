import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import type { OutputBundle, OutputChunk } from 'rolldown'

// A page opened at a deep link (/marketChart?symbol=BTCUSDT, /trade) needs its route's code before
// its first paint, but the entry only asks for it once the entry itself has loaded and run, and the
// route chunk's own imports, its stylesheets and its strings only after
// that, each one more round trip. A tiny script, requested first and run as soon as it arrives,
// preloads all of them for the current route and the saved language, so they download beside the
// entry. On every route it also preloads the saved language's first-load strings when that is not
// the default one index.html preloads. It is a file, not inline code, so the strict CSP
// (script-src 'self') holds. /home has its preloads in index.html already (preload-landing.ts).

/** A route's page module and the string areas it shows (src/shared/route-manifest.ts). */
export interface RouteSource {
  module: string
  areas: readonly string[]
}

/** Modules a route may need beside its page, as paths from the root ('/src/...'). */
export interface BesideModules {
  /** The map of string files, which loads an area's strings. */
  areaStrings: string
}

export interface RoutePreload {
  /** Scripts to modulepreload: the page's chunk and what it needs beside it, with their imports. */
  js: string[]
  /** Their stylesheets, preloaded (the page's own loader then adds them, from the cache). */
  css: string[]
  areas: readonly string[]
}

/** language → '' (its first-load strings, when index.html does not preload them) or an area → the file. */
export type StringFiles = Record<string, Record<string, string>>

type ViteChunk = OutputChunk & { viteMetadata?: { importedCss: Set<string> } }

const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((c): c is ViteChunk => c.type === 'chunk')

/** The chunk of a module: its own, or the group's chunk that holds it (vite.config.ts codeSplitting). */
function chunkOf(chunks: ViteChunk[], root: string, source: string): ViteChunk {
  const chunk = chunks.find((c) => c.facadeModuleId === root + source) ?? chunks.find((c) => c.moduleIds?.includes(root + source))
  if (!chunk) throw new Error(`preload-route: no chunk for ${source}`)
  return chunk
}

/** For each route, the files to preload: its chunk, what it needs beside it, transitively their imports and their CSS, less what the page loads anyway. */
export function routePreloads(
  bundle: OutputBundle,
  root: string,
  routes: Map<string, RouteSource>,
  beside: BesideModules,
  loaded: ReadonlySet<string>,
): Record<string, RoutePreload> {
  const chunks = chunksOf(bundle)
  const map: Record<string, RoutePreload> = {}
  for (const [routePath, route] of routes) {
    const js: string[] = []
    const css: string[] = []
    const seen = new Set(loaded)
    const add = (fileName: string) => {
      if (seen.has(fileName)) return
      seen.add(fileName)
      js.push(fileName)
      const chunk = chunks.find((c) => c.fileName === fileName)
      for (const sheet of chunk?.viteMetadata?.importedCss ?? []) if (!loaded.has(sheet) && !css.includes(sheet)) css.push(sheet)
      for (const dep of chunk?.imports ?? []) add(dep)
    }
    add(chunkOf(chunks, root, route.module).fileName)
    if (route.areas.length > 0) add(chunkOf(chunks, root, beside.areaStrings).fileName)
    if (js.length || route.areas.length) map[routePath] = { js, css, areas: route.areas }
  }
  return map
}

/** Each language's string files: its first-load strings (unless index.html preloads them) and each area's. */
export function stringFiles(bundle: OutputBundle, root: string, codes: readonly string[], areas: readonly string[], loaded: ReadonlySet<string>): StringFiles {
  const chunks = chunksOf(bundle)
  const files: StringFiles = {}
  for (const code of codes) {
    const own: Record<string, string> = {}
    const first = chunkOf(chunks, root, `/locales/${code}.json`).fileName
    if (!loaded.has(first)) own[''] = first
    for (const area of areas) own[area] = chunkOf(chunks, root, `/locales/${area}/${code}.json`).fileName
    files[code] = own
  }
  return files
}

/**
 * The preload script's source (`base` ends with '/'). The language is read as the app reads it
 * (localStorage `storageKey`, the bare code or JSON-quoted), else `defaultCode`.
 */
export function preloadScript(routes: Record<string, RoutePreload>, strings: StringFiles, base: string, defaultCode: string, storageKey: string): string {
  // Each file is named once and referred to by its index: the script is asked for on every visit.
  const files: string[] = []
  const at = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1)
  const routeTable = Object.fromEntries(Object.entries(routes).map(([path, r]) => [path, [r.js.map(at), r.css.map(at), r.areas]]))
  const stringTable = Object.fromEntries(Object.entries(strings).map(([code, own]) => [code, Object.fromEntries(Object.entries(own).map(([area, file]) => [area, at(file)]))]))
  return (
    `const f=${JSON.stringify(files)},r=${JSON.stringify(routeTable)}[location.pathname],s=${JSON.stringify(stringTable)};` +
    `let g;try{g=localStorage.getItem(${JSON.stringify(storageKey)})?.replace(/^"|"$/g,"")}catch{}if(!Object.hasOwn(s,g))g=${JSON.stringify(defaultCode)};` +
    `const l=(rel,i)=>{const e=document.createElement("link");e.rel=rel;if(rel==="preload")e.setAttribute("as","style");e.crossOrigin="";e.href=${JSON.stringify(base)}+f[i];document.head.appendChild(e)};` +
    `if(s[g][""]!==undefined)l("modulepreload",s[g][""]);` +
    `if(r){for(const i of r[0])l("modulepreload",i);for(const i of r[1])l("preload",i);for(const a of r[2])l("modulepreload",s[g][a])}\n`
  )
}

export interface PreloadRouteOptions {
  /** Route path → its page module and what it needs beside it. */
  routes: Readonly<Record<string, RouteSource>>
  beside: BesideModules
  landingPath: string
  languages: readonly string[]
  defaultLanguage: string
  languageStorageKey: string
}

/** Route paths and their modules come from the route manifest (src/shared/route-manifest.ts), taken as data. */
export function preloadRoute(root: string, options: PreloadRouteOptions): Plugin {
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
        // What index.html loads or preloads already (the entry, its imports and CSS, the landing page, the default language).
        const page = String(html.source)
        const loaded = new Set([...page.matchAll(/\s(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1].slice(base.length)))
        const routes = new Map(Object.entries(options.routes))
        routes.delete(options.landingPath)
        const areas = [...new Set([...routes.values()].flatMap((r) => r.areas))].sort()
        const source = preloadScript(
          routePreloads(bundle, root, routes, options.beside, loaded),
          stringFiles(bundle, root, options.languages, areas, loaded),
          base,
          options.defaultLanguage,
          options.languageStorageKey,
        )
        const fileName = `${assetsDir}/preload-route-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`
        this.emitFile({ type: 'asset', fileName, source })
        // Before the entry's script: asked for first, run the moment it arrives (async), blocking nothing.
        html.source = page.replace('<script ', `<script type="module" async crossorigin src="${base}${fileName}"></script>\n    <script `)
      },
    },
  }
}
