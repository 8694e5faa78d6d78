import type { OutputBundle } from 'rolldown'
import { preloadScript, routeFiles, routeModules } from './preload-route'

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId })
const BUNDLE = {
  'static/app.js': chunk('static/app.js', ['static/vendor.js'], '/p/src/main.tsx'),
  'static/vendor.js': chunk('static/vendor.js', []),
  'static/chart.js': chunk('static/chart.js', ['static/app.js', 'static/shared.js'], '/p/src/features/market/pages/chart-page.tsx'),
  'static/shared.js': chunk('static/shared.js', ['static/vendor.js', 'static/tiny.js']),
  'static/tiny.js': chunk('static/tiny.js', []),
  'static/mall.js': chunk('static/mall.js', ['static/app.js'], '/p/src/features/mining/pages/mall-page.tsx'),
} as unknown as OutputBundle

const ROUTE_TABLE = `
  { path: PATHS.home, titleKey: 'nav.home', requiresLogin: false, tab: 'home', load: () => import('@/features/home/pages/home-page') },
  { path: PATHS.marketChart, titleKey: 'page.marketChart', requiresLogin: false, load: () => import('@/features/market/pages/chart-page') },
  { path: PATHS.miningMall, titleKey: 'page.miningMall', requiresLogin: false, tab: 'mining', load: () => import('@/features/mining/pages/mall-page') },
`
const PATHS_SOURCE = `export const PATHS = {
  home: '/home',
  miningMall: '/miningMachine/miningMachineMall',
  marketChart: '/marketChart',
} as const`

describe('preload-route', () => {
  it('reads each route path and its page module from the route table', () => {
    expect([...routeModules(ROUTE_TABLE, PATHS_SOURCE)]).toEqual([
      ['/home', '/src/features/home/pages/home-page.tsx'],
      ['/marketChart', '/src/features/market/pages/chart-page.tsx'],
      ['/miningMachine/miningMachineMall', '/src/features/mining/pages/mall-page.tsx'],
    ])
  })

  it('lists a route’s chunk and its imports, each once, less what the page loads anyway', () => {
    const modules = routeModules(ROUTE_TABLE, PATHS_SOURCE)
    modules.delete('/home')
    expect(routeFiles(BUNDLE, '/p', modules, new Set(['static/app.js', 'static/vendor.js']))).toEqual({
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
})
