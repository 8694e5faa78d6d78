import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'vite'
import { pageModule, ROUTES } from '../../src/shared/route-manifest.ts'

// What each route of the route table downloads before its first render, from the build's own
// records: Vite's manifest (which chunk statically imports which, and which CSS goes with it) and
// rolldown's module list per chunk (which npm packages ended up where). No timing, no browser:
// the same build gives the same numbers, so CI can gate on them.
//
// "Before first render" = the HTML's entry script and everything it imports statically (the
// <link rel="modulepreload"> tags), the entry's CSS, the route's lazy page chunk and its static
// imports (the router, src/app/router.tsx, waits for the route's page before it renders it), the
// first-load locale chunk (i18n awaits it before the first render) and the chunk of each string
// area the route lists (the router awaits them with the page). For each, the largest of the ten
// languages is counted, so the figure holds whichever language the visitor saved. Later dynamic
// imports (start-up calls, /home's lists, ethers at connect) are not counted: they load after the
// first paint.

export const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * npm packages that must never be downloaded before a screen needs them (design.md section 7):
 * ethers, lightweight-charts and the QR code, with the packages only they pull in.
 */
export const FORBIDDEN_ON_HOME =
  /[\\/]node_modules[\\/](ethers|@noble[\\/][^\\/]+|@adraffy[\\/][^\\/]+|aes-js|lightweight-charts|fancy-canvas|qrcode[^\\/]*)[\\/]/

export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface BuildResult {
  outDir: string
  manifest: Manifest
  /** Output file (e.g. static/index-abc.js) -> absolute ids of the modules inside it. */
  modulesByFile: Map<string, string[]>
}

/** `vite build` with the project's own config, plus the manifest and a record of each chunk's modules. */
export async function buildApp(outDir: string): Promise<BuildResult> {
  const modulesByFile = new Map<string, string[]>()
  const recordModules: Plugin = {
    name: 'bench:record-chunk-modules',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') modulesByFile.set(output.fileName, [...output.moduleIds])
      }
    },
  }
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [recordModules],
    build: { outDir, emptyOutDir: true, manifest: true },
  })
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  return { outDir, manifest, modulesByFile }
}


export interface FileSize {
  file: string
  raw: number
  gzip: number
}

export interface RouteBytes {
  path: string
  requiresLogin: boolean
  modules: string[]
  files: FileSize[]
  /** JS + CSS, gzip, the figure the budget applies to. */
  gzip: number
  raw: number
  /** npm packages inside the counted chunks. */
  packages: string[]
}

/** A string file's chunk, the largest of the ten languages: the first load's (area '') or an area's. */
export type LocaleSize = FileSize & { code: string; area: string }

export interface BytesReport {
  html: FileSize
  locale: LocaleSize
  routes: RouteBytes[]
}

export function measureRoutes({ outDir, manifest, modulesByFile }: BuildResult): BytesReport {
  const sizeCache = new Map<string, FileSize>()
  const sizeOf = (file: string): FileSize => {
    let size = sizeCache.get(file)
    if (!size) {
      const body = readFileSync(path.join(outDir, file))
      // Node's default gzip level, design.md's measure (src/mocks/server.ts sends Brotli where accepted).
      size = { file, raw: body.length, gzip: gzipSync(body).length }
      sizeCache.set(file, size)
    }
    return size
  }

  /** The manifest key of the chunk that holds a module (`source` from the root); a group's chunk is not named after it. */
  const keyOfChunkHolding = (source: string): string => {
    const file = [...modulesByFile].find(([, ids]) => ids.some((id) => id.replace(/\\/g, '/').endsWith(source)))?.[0]
    const key = Object.keys(manifest).find((k) => manifest[k].file === file)
    if (!key) throw new Error(`No chunk of the build holds ${source.slice(1)}`)
    return key
  }
  // vite.config.ts groups the entry with what it imports, and the manifest then marks no chunk as the entry.
  const entryKey = keyOfChunkHolding('/src/main.tsx')

  /** A chunk, its CSS, and everything it imports statically, recursively. */
  const closure = (key: string, files = new Set<string>()): Set<string> => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`Manifest has no chunk for ${key}`)
    if (files.has(chunk.file)) return files
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) closure(imported, files)
    return files
  }

  const localeCodes = readdirSync(path.join(ROOT, 'locales'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
  /** The largest language's chunk of the first-load strings (area '') or of an area (locales/<area>/). */
  const largestLocale = (area: string): LocaleSize => {
    const locales = localeCodes.map((code) => {
      const files = [...closure(`locales/${area ? `${area}/` : ''}${code}.json`)]
      if (files.length !== 1) throw new Error(`Locale ${area}/${code} pulls in other chunks: ${files.join(', ')}`)
      return { code, area, ...sizeOf(files[0]) }
    })
    return locales.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  }
  const locale = largestLocale('')

  const routes = ROUTES.map((route): RouteBytes => {
    const modules = [pageModule(route).slice(1)]
    const files = closure(entryKey)
    for (const m of modules) closure(m, files)
    const sizes = [...files].map(sizeOf)
    sizes.push(locale, ...route.areas.map(largestLocale))
    const packages = new Set<string>()
    for (const f of files) {
      for (const id of modulesByFile.get(f) ?? []) {
        const pkg = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]
        if (pkg) packages.add(pkg.replace(/\\/g, '/'))
      }
    }
    return {
      path: route.path,
      requiresLogin: route.requiresLogin,
      modules,
      files: sizes,
      gzip: sizes.reduce((n, s) => n + s.gzip, 0),
      raw: sizes.reduce((n, s) => n + s.raw, 0),
      packages: [...packages].sort(),
    }
  })

  return { html: sizeOf('index.html'), locale, routes }
}

/** Per chunk, the packages matching `pattern` it contains, e.g. "static/home-abc.js: ethers (20 modules)". */
export function modulesMatching(build: BuildResult, files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((f) => {
    const counts = new Map<string, number>()
    for (const id of build.modulesByFile.get(f) ?? []) {
      const pkg = pattern.exec(id)?.[1]
      if (pkg) counts.set(pkg, (counts.get(pkg) ?? 0) + 1)
    }
    return [...counts].map(([pkg, n]) => `${f}: ${pkg} (${n} module${n === 1 ? '' : 's'})`)
  })
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1)
