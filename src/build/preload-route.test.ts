import type { OutputAsset, OutputBundle } from 'rolldown'
import type { ResolvedConfig } from 'vite'
import { ROUTE_MODULES } from '../app/route-manifest'
import { ROUTES } from '../app/route-table'
import { preloadRoute, preloadScript, routeFiles } from './preload-route'

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId })
const BUNDLE = {
  'static/app.js': chunk('static/app.js', ['static/vendor.js'], '/p/src/main.tsx'),
  'static/vendor.js': chunk('static/vendor.js', []),
  'static/chart.js': chunk('static/chart.js', ['static/app.js', 'static/shared.js'], '/p/src/features/market/pages/chart-page.tsx'),
  'static/shared.js': chunk('static/shared.js', ['static/vendor.js', 'static/tiny.js']),
  'static/tiny.js': chunk('static/tiny.js', []),
  'static/mall.js': chunk('static/mall.js', ['static/app.js'], '/p/src/features/mining/pages/mall-page.tsx'),
} as unknown as OutputBundle

const MODULES = new Map([
  ['/marketChart', '/src/features/market/pages/chart-page.tsx'],
  ['/miningMachine/miningMachineMall', '/src/features/mining/pages/mall-page.tsx'],
])

describe('preload-route', () => {
  it('lists a route’s chunk and its imports, each once, less what the page loads anyway', () => {
    expect(routeFiles(BUNDLE, '/p', MODULES, new Set(['static/app.js', 'static/vendor.js']))).toEqual({
      '/marketChart': ['static/chart.js', 'static/shared.js', 'static/tiny.js'],
      '/miningMachine/miningMachineMall': ['static/mall.js'],
    })
  })

  it('fails the build when a route’s page has no chunk', () => {
    expect(() => routeFiles(BUNDLE, '/p', new Map([['/gone', '/src/gone.tsx']]), new Set())).toThrow('no chunk for /src/gone.tsx')
  })

  it('writes a script that preloads the current path’s files only', () => {
    const script = preloadScript({ '/marketChart': ['static/chart.js'] }, '/')
    document.head.innerHTML = ''
    window.history.replaceState(null, '', '/marketChart?symbol=BTCUSDT')
    new Function(script)()
    const links = [...document.head.querySelectorAll('link')]
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([['modulepreload', '/static/chart.js', '']])
    document.head.innerHTML = ''
    window.history.replaceState(null, '', '/home')
    new Function(script)()
    expect(document.head.querySelectorAll('link')).toHaveLength(0)
  })

  it('gives every route of the route table but the landing page a preload', () => {
    // A bundle with a chunk per page of the manifest; index.html loads the entry and preloads /home.
    const pages = Object.values(ROUTE_MODULES).map((source, i) => chunk(`static/page-${i}.js`, ['static/app.js'], `/p${source}`))
    const home = pages[Object.keys(ROUTE_MODULES).indexOf('/home')].fileName
    const html = { type: 'asset', fileName: 'index.html', source: `<link rel="modulepreload" href="/${home}"><script type="module" src="/static/app.js"></script>` }
    const bundle = { ...BUNDLE, ...Object.fromEntries(pages.map((c) => [c.fileName, c])), 'index.html': html } as unknown as OutputBundle
    const plugin = preloadRoute('/p', ROUTE_MODULES, '/home')
    ;(plugin.configResolved as (config: ResolvedConfig) => void)({ base: '/', build: { assetsDir: 'static' } } as ResolvedConfig)
    const emitted: { fileName: string; source: string }[] = []
    const { handler } = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: OutputBundle) => void }
    handler.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, bundle)

    const map = JSON.parse(/^const f=(.*)\[location\.pathname\];/.exec(emitted[0].source)![1]) as Record<string, string[]>
    expect(Object.keys(map)).toEqual(ROUTES.map((r) => r.path).filter((p) => p !== '/home'))
    expect((bundle['index.html'] as OutputAsset).source).toContain(`<script type="module" async crossorigin src="/${emitted[0].fileName}"></script>`)
  })
})
