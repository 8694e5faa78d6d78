import type { HtmlTagDescriptor, IndexHtmlTransformContext, ResolvedConfig } from 'vite'
import { preloadLanding } from './preload-landing'

type Handler = (html: string, ctx: IndexHtmlTransformContext) => HtmlTagDescriptor[] | undefined

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId })
const BUNDLE = {
  'static/app.js': chunk('static/app.js', ['static/vendor.js'], '/p/src/main.tsx'),
  'static/vendor.js': chunk('static/vendor.js', []),
  'static/home.js': chunk('static/home.js', ['static/app.js', 'static/shared.js'], '/p/src/features/home/pages/home-page.tsx'),
  'static/shared.js': chunk('static/shared.js', ['static/vendor.js']),
  'static/zh-CN.js': chunk('static/zh-CN.js', [], '/p/locales/zh-CN.json'),
  'static/mall.js': chunk('static/mall.js', ['static/shared.js'], '/p/src/features/mining/pages/mall-page.tsx'),
}
const HTML = '<html><head></head><body><script type="module" src="/static/app.js"></script></body></html>'

function run(sources: string[]) {
  const plugin = preloadLanding('/p', sources)
  ;(plugin.configResolved as (config: ResolvedConfig) => void)({ base: '/' } as ResolvedConfig)
  const { handler } = plugin.transformIndexHtml as { handler: Handler }
  return handler(HTML, { bundle: BUNDLE, chunk: BUNDLE['static/app.js'] } as unknown as IndexHtmlTransformContext)
}

describe('preload-landing', () => {
  it('preloads the entry’s imports, the landing page with its imports, and the default language, each once', () => {
    const tags = run(['/src/features/home/pages/home-page.tsx', '/locales/zh-CN.json'])!
    expect(tags.map((t) => t.attrs?.href)).toEqual(['/static/vendor.js', '/static/home.js', '/static/shared.js', '/static/zh-CN.js'])
    for (const tag of tags) expect(tag).toMatchObject({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '' }, injectTo: 'head' })
  })

  it('fails the build when a page to preload has no chunk', () => {
    expect(() => run(['/src/features/home/pages/gone.tsx'])).toThrow('no chunk for /src/features/home/pages/gone.tsx')
  })
})
