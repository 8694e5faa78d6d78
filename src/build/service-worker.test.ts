import type { OutputAsset, OutputBundle } from 'rolldown'
import type { ResolvedConfig } from 'vite'
import { readFileSync } from 'node:fs'
import { KILL_SWITCH, localeFiles, serviceWorker, shellFiles, workerSource } from './service-worker'

// The worker's build: its precache list from the built index.html, each language's strings, a
// version that changes with the build, and the kill switch when VITE_SW=off. Then the worker itself
// (service-worker-code.js run against stand-ins of the worker's globals): what it keeps and answers.

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
  it('takes the shell from index.html: its scripts, styles and preloads in the assets folder, not data URLs, public files or other assets', () => {
    const html = `${HTML}\n<link rel="preload" as="image" href="/static/hero-1.png"><link rel="preload" as="font" href="/static/font-1.woff2">`
    expect(shellFiles(html, '/', 'static')).toEqual(['/static/preload-route-1.js', '/static/app-1.js', '/static/app-1.css', '/static/home-page-1.js', '/static/zh-CN-1.js'])
  })

  it('lists each language’s strings with the chunks they import, and fails the build for a language without a chunk', () => {
    expect(localeFiles(bundle(), ROOT, ['zh-CN', 'en'], '/')).toEqual({ 'zh-CN': ['/static/zh-CN-1.js'], en: ['/static/en-1.js', '/static/shared-1.js'] })
    expect(() => localeFiles(bundle(), ROOT, ['ko'], '/')).toThrow('no chunk for locales/ko.json')
  })

  it('emits sw.js with the shell\'s scripts and styles to precache (no page, manifest or icon), and writes its version into index.html', () => {
    const { emitted, html } = build()
    expect(emitted.map((f) => f.fileName)).toEqual(['sw.js'])
    const source = emitted[0].source
    const shell = JSON.parse(/^const SHELL = (.*)$/m.exec(source)![1]) as string[]
    expect(shell).toEqual(shellFiles(HTML, '/', 'static'))
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
    const worker = startWorker()
    for (const language of ['__proto__', 'constructor', 'toString', 'xx']) await worker.message({ type: 'CACHE_LANGUAGE', language })
    await worker.message({ type: 'CACHE_LANGUAGE', language: 'en' })
    expect([...worker.stored.keys()].sort()).toEqual(LOCALES.en.map((file) => ORIGIN + file).sort())
  })
})

// ---- The worker itself ----------------------------------------------------------------------------

const ORIGIN = 'https://app.example.com'
const LOCALES = { en: ['/static/en-1.js', '/static/shared-1.js'], ko: ['/index.html', '/static/logo-1.png', '/static/ko-1.js'] }

interface FakeResponse {
  status: number
  ok: boolean
  type: string
  redirected: boolean
  headers: { get: (name: string) => string | null }
  body: string
  clone: () => FakeResponse
}

/** A response as fetch() gives one: same-origin (`basic`) unless told. */
function answer(body: string, contentType: string, { status = 200, type = 'basic', redirected = false } = {}): FakeResponse {
  const response: FakeResponse = {
    status,
    ok: status >= 200 && status < 300,
    type,
    redirected,
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    body,
    clone: () => response,
  }
  return response
}

/** What a host answers for each URL (anything else: index.html, as a careless SPA host does). */
function host(url: string): FakeResponse {
  const { pathname } = new URL(url)
  if (pathname.endsWith('.js')) return answer(`// ${pathname}`, 'application/javascript')
  if (pathname.endsWith('.css')) return answer(`/* ${pathname} */`, 'text/css')
  if (pathname.endsWith('.png')) return answer('png', 'image/png')
  return answer('<!doctype html><div id="root"></div>', 'text/html')
}

/**
 * sw.js as the build writes it, run with stand-ins for `self`, `caches` and `fetch`: its listeners,
 * what it stored (URL → body), what it fetched, and `dispatch` for a fetch event, which says whether
 * the worker answered and with what.
 */
function startWorker(network: (url: string) => FakeResponse = host) {
  const { source } = workerSource(readFileSync(`${ROOT}/src/build/service-worker-code.js`, 'utf8'), HTML, '/', 'static', LOCALES)
  const listeners = new Map<string, (event: unknown) => void>()
  const stored = new Map<string, string>()
  const fetched: string[] = []
  const key = (request: unknown) => (typeof request === 'string' ? request : request instanceof URL ? request.href : (request as { url: string }).url)
  const fetch = (request: unknown) => {
    const url = new URL(key(request), ORIGIN).href
    fetched.push(url)
    try {
      return Promise.resolve(network(url))
    } catch (error) {
      return Promise.reject(error as Error)
    }
  }
  const cache = {
    put: (request: unknown, response: FakeResponse) => {
      stored.set(new URL(key(request), ORIGIN).href, response.body)
      return Promise.resolve()
    },
    // As the browser's: fetch each, fail on an error status, keep all.
    addAll: async (requests: unknown[]) => {
      const responses = await Promise.all(requests.map((request) => fetch(request)))
      if (responses.some((response) => !response.ok)) throw new TypeError('addAll: a request failed')
      responses.forEach((response, i) => void cache.put(requests[i], response))
    },
  }
  const caches = {
    open: () => Promise.resolve(cache),
    keys: () => Promise.resolve([]),
    delete: () => Promise.resolve(true),
    match: (request: unknown) => {
      const body = stored.get(new URL(key(request), ORIGIN).href)
      return Promise.resolve(body === undefined ? undefined : answer(body, 'from-cache'))
    },
  }
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => Promise.resolve(),
    clients: { claim: () => Promise.resolve() },
  }
  new Function('self', 'caches', 'fetch', source)(self, caches, fetch)

  const waitFor = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = []
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => void waits.push(p) })
    await Promise.all(waits)
  }
  const dispatch = async (url: string, { method = 'GET', mode = 'cors' } = {}) => {
    let answered: Promise<FakeResponse> | undefined
    listeners.get('fetch')!({ request: { url: new URL(url, ORIGIN).href, method, mode }, respondWith: (p: Promise<FakeResponse>) => (answered = p) })
    const response = answered && (await answered)
    // Let a kept copy land (the worker stores it beside its answer).
    await new Promise((resolve) => setTimeout(resolve, 0))
    return response
  }
  return { stored, fetched, dispatch, install: () => waitFor('install', {}), message: (data: unknown) => waitFor('message', { data, ports: [] }) }
}

describe('the service worker', () => {
  it('precaches only the shell\'s scripts and styles: no index.html, no manifest, no icon', async () => {
    const worker = startWorker()
    await worker.install()
    expect([...worker.stored.keys()].sort()).toEqual(shellFiles(HTML, '/', 'static').map((file) => ORIGIN + file).sort())
  })

  it('never answers a page visit, online or offline: no HTML fallback, the browser goes to the network', async () => {
    const offline = startWorker(() => {
      throw new TypeError('Failed to fetch')
    })
    const online = startWorker()
    await online.install()
    for (const worker of [online, offline])
      for (const page of ['/', '/home', '/index.html', '/assets', '/static/app-1.js']) expect(await worker.dispatch(page, { mode: 'navigate' }), page).toBeUndefined()
    expect(online.fetched.filter((url) => !/\.(?:js|css)$/.test(url))).toEqual([])
  })

  it('answers the build\'s scripts and styles under /static/ from the cache, keeping each one fetched', async () => {
    const worker = startWorker()
    await worker.install()
    expect((await worker.dispatch('/static/app-1.js'))?.body).toBe('// /static/app-1.js')
    const precached = worker.fetched.length
    expect((await worker.dispatch('/static/app-1.js'))?.headers.get('content-type')).toBe('from-cache')
    expect(worker.fetched.length, 'a precached file is not fetched again').toBe(precached)
    await worker.dispatch('/static/other-page-1.js')
    await worker.dispatch('/static/other-page-1.css')
    expect(worker.stored.get(`${ORIGIN}/static/other-page-1.js`)).toBe('// /static/other-page-1.js')
    expect(worker.stored.get(`${ORIGIN}/static/other-page-1.css`)).toBe('/* /static/other-page-1.css */')
  })

  it('answers and keeps nothing else: other files, other origins, business calls, POSTs, the manifest, the mock\'s controls', async () => {
    const worker = startWorker()
    await worker.install()
    const before = new Set(worker.stored.keys())
    for (const [url, method] of [
      ['/static/logo-1.png', 'GET'],
      ['/static/font-1.woff2', 'GET'],
      ['/static/', 'GET'],
      ['/manifest.webmanifest', 'GET'],
      ['/icons/icon-192.png', 'GET'],
      ['/sw.js', 'GET'],
      ['/index.html', 'GET'],
      ['/mockServiceWorker.js', 'GET'],
      ['/adc/html/eto/10001.do', 'POST'],
      ['/adc/html/eto/10001.do', 'GET'],
      ['/__mock/reset', 'POST'],
      ['/static/app-1.js', 'POST'],
      ['https://cdn.example.org/static/app-1.js', 'GET'],
      ['https://app.example.com.evil.example/static/app-1.js', 'GET'],
    ] as const)
      expect(await worker.dispatch(url, { method }), `${method} ${url}`).toBeUndefined()
    expect([...worker.stored.keys()].filter((key) => !before.has(key))).toEqual([])
  })

  it('never keeps an answer that is not a plain same-origin script or style: HTML under a .js name, a redirect, an error', async () => {
    const bad: Record<string, FakeResponse> = {
      '/static/missing-1.js': answer('<!doctype html><div id="root"></div>', 'text/html'),
      '/static/gone-1.js': answer('not found', 'text/plain', { status: 404 }),
      '/static/moved-1.js': answer('// elsewhere', 'application/javascript', { redirected: true }),
      '/static/partial-1.css': answer('/* part', 'text/css', { status: 206 }),
    }
    const worker = startWorker((url) => bad[new URL(url).pathname] ?? host(url))
    for (const file of Object.keys(bad)) {
      // The page gets what the network said (its error to show), and nothing of it is kept.
      expect((await worker.dispatch(file))?.body, file).toBe(bad[file].body)
      expect(worker.stored.has(ORIGIN + file), file).toBe(false)
    }
  })

  it('keeps a language\'s strings only as scripts under /static/, and fails an install whose shell is not scripts and styles', async () => {
    const worker = startWorker()
    await worker.message({ type: 'CACHE_LANGUAGE', language: 'ko' })
    expect([...worker.stored.keys()]).toEqual([`${ORIGIN}/static/ko-1.js`])
    const html = startWorker((url) => (new URL(url).pathname === '/static/app-1.css' ? answer('<!doctype html>', 'text/html') : host(url)))
    await expect(html.install()).rejects.toThrow('/static/app-1.css is not a script or style of this build')
  })
})
