import type { OutputAsset, OutputBundle } from 'rolldown'
import type { ResolvedConfig } from 'vite'
import { pageModule, ROUTES } from '../shared/route-manifest'
import { preloadRoute, preloadScript, routePreloads, stringFiles, type RouteSource } from './preload-route'

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, css: string[] = [], moduleIds: string[] = facadeModuleId ? [facadeModuleId] : []) => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId,
  moduleIds,
  viteMetadata: { importedCss: new Set(css) },
})
const BESIDE = { areaStrings: '/src/shared/i18n/area-strings.ts' }
const BUNDLE = {
  'static/app.js': chunk('static/app.js', ['static/vendor.js'], '/p/src/main.tsx', ['static/app.css']),
  'static/vendor.js': chunk('static/vendor.js', []),
  'static/chart.js': chunk('static/chart.js', ['static/app.js', 'static/shared.js'], '/p/src/features/market/pages/chart-page.tsx', ['static/chart.css']),
  'static/shared.js': chunk('static/shared.js', ['static/vendor.js', 'static/tiny.js'], null, ['static/app.css', 'static/shared.css']),
  'static/tiny.js': chunk('static/tiny.js', []),
  'static/mall.js': chunk('static/mall.js', ['static/app.js', 'static/shared.js'], '/p/src/features/mining/pages/mall-page.tsx'),
  'static/area-strings.js': chunk('static/area-strings.js', ['static/app.js'], '/p/src/shared/i18n/area-strings.ts'),
  'static/zh.js': chunk('static/zh.js', [], '/p/locales/zh-CN.json'),
  'static/en.js': chunk('static/en.js', [], '/p/locales/en.json'),
  'static/market-zh.js': chunk('static/market-zh.js', [], '/p/locales/market/zh-CN.json'),
  'static/market-en.js': chunk('static/market-en.js', [], '/p/locales/market/en.json'),
} as unknown as OutputBundle
const LOADED = new Set(['static/app.js', 'static/vendor.js', 'static/app.css', 'static/zh.js'])

const ROUTE_SOURCES = new Map<string, RouteSource>([
  ['/marketChart', { module: '/src/features/market/pages/chart-page.tsx', areas: ['market'] }],
  ['/miningMachine/miningMachineMall', { module: '/src/features/mining/pages/mall-page.tsx', areas: [] }],
])

/** Runs the script at `url` with `lang` saved, and returns the links it added. */
function linksAdded(script: string, url: string, lang: string | null): string[][] {
  document.head.innerHTML = ''
  localStorage.clear()
  if (lang !== null) localStorage.setItem('lang', lang)
  window.history.replaceState(null, '', url)
  new Function(script)()
  const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('as') ?? '', l.getAttribute('href')!, l.getAttribute('crossorigin')!])
  document.head.innerHTML = ''
  return links
}

describe('preload-route', () => {
  it('lists a route’s chunk, what it needs beside it, their imports and stylesheets, each once, less what the page loads anyway', () => {
    expect(routePreloads(BUNDLE, '/p', ROUTE_SOURCES, BESIDE, LOADED)).toEqual({
      '/marketChart': {
        js: ['static/chart.js', 'static/shared.js', 'static/tiny.js', 'static/area-strings.js'],
        css: ['static/chart.css', 'static/shared.css'],
        areas: ['market'],
      },
      '/miningMachine/miningMachineMall': { js: ['static/mall.js', 'static/shared.js', 'static/tiny.js'], css: ['static/shared.css'], areas: [] },
    })
  })

  it('fails the build when a route’s page or a language’s strings have no chunk', () => {
    expect(() => routePreloads(BUNDLE, '/p', new Map([['/gone', { module: '/src/gone.tsx', areas: [] }]]), BESIDE, new Set())).toThrow('no chunk for /src/gone.tsx')
    expect(() => stringFiles(BUNDLE, '/p', ['fr'], [], LOADED)).toThrow('no chunk for /locales/fr.json')
  })

  it('names each language’s string files, less the first-load strings index.html preloads', () => {
    expect(stringFiles(BUNDLE, '/p', ['zh-CN', 'en'], ['market'], LOADED)).toEqual({
      'zh-CN': { market: 'static/market-zh.js' },
      en: { '': 'static/en.js', market: 'static/market-en.js' },
    })
  })

  it('writes a script that preloads the current path’s files and the saved language’s strings', () => {
    const script = preloadScript(
      routePreloads(BUNDLE, '/p', ROUTE_SOURCES, BESIDE, LOADED),
      stringFiles(BUNDLE, '/p', ['zh-CN', 'en'], ['market'], LOADED),
      '/',
      'zh-CN',
      'lang',
    )
    const chart = [
      ['modulepreload', '', '/static/chart.js', ''],
      ['modulepreload', '', '/static/shared.js', ''],
      ['modulepreload', '', '/static/tiny.js', ''],
      ['modulepreload', '', '/static/area-strings.js', ''],
      ['preload', 'style', '/static/chart.css', ''],
      ['preload', 'style', '/static/shared.css', ''],
    ]
    expect(linksAdded(script, '/marketChart?symbol=BTCUSDT', null)).toEqual([...chart, ['modulepreload', '', '/static/market-zh.js', '']])
    // English saved (bare or JSON-quoted, as older builds kept it): its first-load strings too, on every route.
    expect(linksAdded(script, '/marketChart?symbol=BTCUSDT', '"en"')).toEqual([['modulepreload', '', '/static/en.js', ''], ...chart, ['modulepreload', '', '/static/market-en.js', '']])
    expect(linksAdded(script, '/home', 'en')).toEqual([['modulepreload', '', '/static/en.js', '']])
    // The default language on the landing page: index.html has it all.
    expect(linksAdded(script, '/home', null)).toEqual([])
    expect(linksAdded(script, '/home', 'xx')).toEqual([])
  })

  it('gives every route of the route table but the landing page a preload, and every language its strings', () => {
    // A bundle with a chunk per page of the manifest, per string file and for what routes need beside
    // their page; index.html loads the entry and preloads /home and the default language.
    const codes = ['zh-CN', 'en']
    const areas = [...new Set(ROUTES.flatMap((r) => r.areas))]
    const pages = ROUTES.map((route, i) => chunk(`static/page-${i}.js`, ['static/app.js'], `/p${pageModule(route)}`))
    const strings = codes.flatMap((code) => [chunk(`static/${code}.js`, [], `/p/locales/${code}.json`), ...areas.map((area) => chunk(`static/${area}-${code}.js`, [], `/p/locales/${area}/${code}.json`))])
    const home = pages[ROUTES.findIndex((r) => r.path === '/home')].fileName
    const html = {
      type: 'asset',
      fileName: 'index.html',
      source: `<link rel="modulepreload" href="/${home}"><link rel="modulepreload" href="/static/zh-CN.js"><script type="module" src="/static/app.js"></script>`,
    }
    const bundle = { ...BUNDLE, ...Object.fromEntries([...pages, ...strings].map((c) => [c.fileName, c])), 'index.html': html } as unknown as OutputBundle
    const plugin = preloadRoute('/p', {
      routes: Object.fromEntries(ROUTES.map((route) => [route.path, { module: pageModule(route), areas: route.areas }])),
      beside: BESIDE,
      landingPath: '/home',
      languages: codes,
      defaultLanguage: 'zh-CN',
      languageStorageKey: 'lang',
    })
    ;(plugin.configResolved as (config: ResolvedConfig) => void)({ base: '/', build: { assetsDir: 'static' } } as ResolvedConfig)
    const emitted: { fileName: string; source: string }[] = []
    const { handler } = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: OutputBundle) => void }
    handler.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, bundle)

    const routes = JSON.parse(/,r=(.*?)\[location\.pathname\],s=/.exec(emitted[0].source)![1]) as Record<string, unknown>
    expect(Object.keys(routes)).toEqual(ROUTES.map((r) => r.path).filter((p) => p !== '/home'))
    for (const route of ROUTES.filter((r) => r.path !== '/home' && r.areas.length > 0)) {
      expect(linksAdded(emitted[0].source, route.path, 'en').map((l) => l[2])).toEqual(expect.arrayContaining(['/static/en.js', ...route.areas.map((a) => `/static/${a}-en.js`)]))
    }
    expect((bundle['index.html'] as OutputAsset).source).toContain(`<script type="module" async crossorigin src="/${emitted[0].fileName}"></script>`)
  })
})
