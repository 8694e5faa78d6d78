import type { OutputAsset, OutputBundle } from 'rolldown'
import type { ResolvedConfig } from 'vite'
import { readFileSync } from 'node:fs'
import { KILL_SWITCH, localeFiles, serviceWorker, shellFiles, workerSource } from './service-worker'

// The worker's build: its precache list from the built index.html, each language's strings, a
// version that changes with the build, and the kill switch when VITE_SW=off.

const ROOT = process.cwd()
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId })
const HTML = [
  '<title>ETO</title>',
  '<script type="module" async crossorigin src="/static/preload-route-1.js"></script>',
  '<script type="module" crossorigin src="/static/app-1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/static/app-1.css">',
  '<link rel="modulepreload" crossorigin="" href="/static/home-page-1.js">',
  '<link rel="modulepreload" crossorigin="" href="/static/zh-CN-1.js">',
  '<link rel="icon" href="data:image/svg+xml,x"><link rel="manifest" href="/manifest.webmanifest">',
].join('\n')
const bundle = (): OutputBundle =>
  ({
    'index.html': { type: 'asset', fileName: 'index.html', source: HTML },
    'static/zh-CN-1.js': chunk('static/zh-CN-1.js', [], `${ROOT}/locales/zh-CN.json`),
    'static/en-1.js': chunk('static/en-1.js', ['static/shared-1.js'], `${ROOT}/locales/en.json`),
    'static/shared-1.js': chunk('static/shared-1.js', []),
  }) as unknown as OutputBundle

function build(env: Record<string, string> = {}) {
  const plugin = serviceWorker(ROOT, ['zh-CN', 'en'])
  ;(plugin.configResolved as (config: ResolvedConfig) => void)({ base: '/', build: { assetsDir: 'static' }, env } as unknown as ResolvedConfig)
  const emitted: { fileName: string; source: string }[] = []
  const output = bundle()
  const { handler } = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: OutputBundle) => void }
  handler.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, output)
  return { emitted, html: String((output['index.html'] as OutputAsset).source) }
}

describe('service worker build', () => {
  it('takes the shell from index.html: its scripts, styles and preloads in the assets folder, not data URLs or public files', () => {
    expect(shellFiles(HTML, '/', 'static')).toEqual(['/static/preload-route-1.js', '/static/app-1.js', '/static/app-1.css', '/static/home-page-1.js', '/static/zh-CN-1.js'])
  })

  it('lists each language’s strings with the chunks they import, and fails the build for a language without a chunk', () => {
    expect(localeFiles(bundle(), ROOT, ['zh-CN', 'en'], '/')).toEqual({ 'zh-CN': ['/static/zh-CN-1.js'], en: ['/static/en-1.js', '/static/shared-1.js'] })
    expect(() => localeFiles(bundle(), ROOT, ['ko'], '/')).toThrow('no chunk for locales/ko.json')
  })

  it('emits sw.js with the shell, the manifest and an icon to precache, and writes its version into index.html', () => {
    const { emitted, html } = build()
    expect(emitted.map((f) => f.fileName)).toEqual(['sw.js'])
    const source = emitted[0].source
    const shell = JSON.parse(/^const SHELL = (.*)$/m.exec(source)![1]) as string[]
    expect(shell).toEqual([...shellFiles(HTML, '/', 'static'), '/manifest.webmanifest', '/icons/icon-192.png'])
    expect(source).toContain(`const ASSETS = "/static/"`)
    expect(source).toContain("self.addEventListener('fetch'")
    const version = /^const VERSION = "(\w+)"$/m.exec(source)![1]
    expect(html).toContain(`<meta name="app-build" content="${version}" />`)
  })

  it('gives a changed build a new version', () => {
    const locales = { en: ['/static/en-1.js'] }
    const first = workerSource('code', HTML, '/', 'static', locales).version
    expect(workerSource('code', HTML, '/', 'static', locales).version).toBe(first)
    expect(workerSource('code', HTML.replace('app-1.js', 'app-2.js'), '/', 'static', locales).version).not.toBe(first)
    expect(workerSource('code 2', HTML, '/', 'static', locales).version).not.toBe(first)
  })

  it('with VITE_SW=off ships the kill switch at the same URL, and no version in the page', () => {
    const { emitted, html } = build({ VITE_SW: 'off' })
    expect(emitted).toEqual([{ type: 'asset', fileName: 'sw.js', source: KILL_SWITCH }])
    expect(KILL_SWITCH).toContain('self.registration.unregister()')
    expect(html).not.toContain('app-build')
  })

  it('caches a language the page names only when the build has it: never one of an object\'s own names (__proto__, constructor)', async () => {
    const { source } = workerSource(readFileSync(`${ROOT}/src/build/service-worker-code.js`, 'utf8'), HTML, '/', 'static', { en: ['/static/en-1.js'] })
    const listeners = new Map<string, (event: unknown) => void>()
    const added: unknown[] = []
    const caches = { open: () => Promise.resolve({ addAll: (files: unknown) => void added.push(files) }), keys: () => Promise.resolve([]) }
    const worker = { addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener), skipWaiting: () => Promise.resolve() }
    new Function('self', 'caches', source)(worker, caches)
    const waits: Promise<unknown>[] = []
    const send = (language: string) => listeners.get('message')!({ data: { type: 'CACHE_LANGUAGE', language }, waitUntil: (p: Promise<unknown>) => void waits.push(p), ports: [] })
    for (const language of ['__proto__', 'constructor', 'toString', 'xx']) send(language)
    send('en')
    await Promise.all(waits)
    expect(added).toEqual([['/static/en-1.js']])
  })
})
