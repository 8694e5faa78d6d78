import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

// The production service worker, emitted as dist/sw.js: the worker's code (service-worker-code.js, plain
// JS that the browser runs as it is) after the build's own constants: its version, the shell's files
// (read from the built index.html) and each language's strings' files. Hand-written instead of
// Workbox: the whole worker is about sixty lines, and what Workbox would add (a build-time
// dependency tree, its runtime modules, its own registration code) buys nothing this app needs.
// With VITE_SW=off the build ships the kill switch at the same URL instead (README, "Install the app").

/** The name of the <meta> that carries the build's version into the page (the update prompt compares it). */
export const BUILD_META = 'app-build'

/**
 * What index.html loads or preloads from the assets folder that the worker may keep: scripts,
 * styles, modulepreloads. Nothing else, public files and index.html included (the worker keeps
 * only the build's own code: service-worker-code.js).
 */
export function shellFiles(html: string, base: string, assetsDir: string): string[] {
  const prefix = `${base}${assetsDir}/`
  const files = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((file) => file.startsWith(prefix) && /\.(?:js|css)$/.test(file))
  return [...new Set(files)]
}

/** Each language's strings: its chunk (locales/<code>.json) and that chunk's imports. */
export function localeFiles(bundle: OutputBundle, root: string, codes: readonly string[], base: string): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const files: Record<string, string[]> = {}
  for (const code of codes) {
    const chunk = chunks.find((c) => c.facadeModuleId === `${root}/locales/${code}.json`)
    if (!chunk) throw new Error(`service-worker: no chunk for locales/${code}.json`)
    const names = new Set<string>()
    const add = (fileName: string) => {
      if (names.has(fileName)) return
      names.add(fileName)
      for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) add(dep)
    }
    add(chunk.fileName)
    files[code] = [...names].map((name) => base + name)
  }
  return files
}

/** The worker: the build's constants, then the worker's code. */
export function workerSource(code: string, html: string, base: string, assetsDir: string, locales: Record<string, string[]>): { source: string; version: string } {
  const shell = shellFiles(html, base, assetsDir)
  const version = createHash('sha256').update(code).update(html).update(JSON.stringify(locales)).digest('hex').slice(0, 12)
  const constants =
    `const VERSION = ${JSON.stringify(version)}\n` +
    `const ASSETS = ${JSON.stringify(`${base}${assetsDir}/`)}\n` +
    `const SHELL = ${JSON.stringify(shell)}\n` +
    `const LOCALES = ${JSON.stringify(locales)}\n`
  return { source: constants + code, version }
}

/**
 * The kill switch: a worker at the same URL that takes over at once, deletes the app's caches and
 * unregisters itself. Open pages keep running; their next visit goes to the network as before.
 */
export const KILL_SWITCH =
  `// The app's service worker is switched off (built with VITE_SW=off): remove it and its caches.\n` +
  `// Unregistered already while installing, not only once active: a new worker waits to become active\n` +
  `// until the old one has no event in hand. Not awaited there: the unregistration is a job queued after\n` +
  `// this installation's own, which would otherwise wait for it.\n` +
  `const deleteCaches = () => caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith('eto-')).map((key) => caches.delete(key))))\n` +
  `self.addEventListener('install', (event) => {\n` +
  `  void self.skipWaiting()\n` +
  `  void self.registration.unregister()\n` +
  `  event.waitUntil(deleteCaches())\n` +
  `})\n` +
  `self.addEventListener('activate', (event) => event.waitUntil(deleteCaches().then(() => self.registration.unregister())))\n`

export function serviceWorker(root: string, languages: readonly string[]): Plugin {
  let base = '/'
  let assetsDir = 'assets'
  let off = false
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
      assetsDir = config.build.assetsDir
      off = config.env.VITE_SW === 'off'
    },
    generateBundle: {
      // After index.html is final (vite:build-html, then preload-route's script).
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html']
        if (!html || html.type !== 'asset') return
        if (off) {
          this.emitFile({ type: 'asset', fileName: 'sw.js', source: KILL_SWITCH })
          return
        }
        const page = String(html.source)
        const code = readFileSync(`${root}/src/build/service-worker-code.js`, 'utf8')
        const { source, version } = workerSource(code, page, base, assetsDir, localeFiles(bundle, root, languages, base))
        this.emitFile({ type: 'asset', fileName: 'sw.js', source })
        html.source = page.replace('</title>', `</title>\n    <meta name="${BUILD_META}" content="${version}" />`)
      },
    },
  }
}
