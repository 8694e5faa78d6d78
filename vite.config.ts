/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite'
import type { ChunkingContext, CodeSplittingNameFunction } from 'rolldown'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LANGUAGE } from './src/shared/i18n/languages.ts'

const ENTRY = '/src/main.tsx'
const LANDING_PAGE = '/src/features/home/pages/home-page.tsx'
const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')

/**
 * `modulepreload` links in index.html for what the first paint needs: the entry's imports, and the
 * landing screen's code and the default language, which would otherwise be asked for only after
 * the entry has run. Most visits start at /home in the default language; on a slow network that
 * saves a round trip before the first paint, and other routes pay a few KB for it.
 */
function preloadLanding(sources: string[]): Plugin {
  let base = '/'
  return {
    name: 'preload-landing',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        // Files the page already loads (its module scripts) need no preload.
        const inPage = [...html.matchAll(/\ssrc="([^"]+)"/g)].map((m) => m[1].slice(base.length))
        const loaded = new Set([entry.fileName, ...inPage])
        const files: string[] = []
        const add = (fileName: string) => {
          if (loaded.has(fileName)) return
          loaded.add(fileName)
          files.push(fileName)
          for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) add(dep)
        }
        // The entry's own imports first (build.modulePreload is off: Vite adds none).
        for (const dep of entry.imports) add(dep)
        for (const source of sources) {
          const chunk = chunks.find((c) => c.facadeModuleId === ROOT + source)
          if (!chunk) throw new Error(`preload-landing: no chunk for ${source}`)
          add(chunk.fileName)
        }
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: base + file }, injectTo: 'head' as const }))
      },
    },
  }
}

/**
 * Code splitting: what the entry imports, plus the shared (non-feature) code that the landing page
 * imports, go to one `app` chunk; the landing page itself stays a lazy chunk of its own. Fewer
 * files before the first paint: on HTTP/1.1 each file costs a round trip, six at a time.
 */
function firstPaintChunk(entry: string, landingPage: string): CodeSplittingNameFunction {
  const membersByPass = new WeakMap<ChunkingContext, Set<string>>()
  const collect = (from: string, ctx: ChunkingContext, into: Set<string>, follow: (id: string) => boolean) => {
    const stack = [from]
    while (stack.length) {
      const id = stack.pop()!
      if (into.has(id) || !follow(id)) continue
      into.add(id)
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
    }
  }
  const membersOf = (ctx: ChunkingContext): Set<string> => {
    let members = membersByPass.get(ctx)
    if (!members) {
      members = new Set()
      collect(ROOT + entry, ctx, members, () => true)
      const page = ROOT + landingPage
      const landing = new Set<string>()
      collect(page, ctx, landing, (id) => id === page || !id.startsWith(`${ROOT}/src/features/`))
      landing.delete(page)
      for (const id of landing) members.add(id)
      membersByPass.set(ctx, members)
    }
    return members
  }
  return (id, ctx) => (membersOf(ctx).has(id) ? 'app' : null)
}

export default defineConfig({
  plugins: [react(), preloadLanding([LANDING_PAGE, `/locales/${DEFAULT_LANGUAGE}.json`])],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // `/assets` is an app route: the build must not own a folder of that name,
    // or a static host would answer a deep link to it with a directory.
    assetsDir: 'static',
    target: 'es2022',
    // No preload helper around dynamic imports: its work at start-up (a link element per
    // dependency) costs a phone more than it saves. A page whose chunk imports a chunk not yet
    // loaded pays one round trip more; index.html gets its preloads from preloadLanding().
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry needs before the first paint in one file: on HTTP/1.1 a slow
        // network pays a round trip per file, and six files at most travel at once.
        codeSplitting: { groups: [{ name: firstPaintChunk(ENTRY, LANDING_PAGE), debugName: 'first-paint' }] },
      },
    },
  },
  server: { port: 5173, strictPort: false },
  // Dependencies that only lazily loaded code imports: pre-bundled up front, so the dev server never
  // discovers them mid-session and reloads the page (a cold first run in CI would otherwise flake).
  optimizeDeps: {
    include: [
      'axios',
      'qs',
      'ethers',
      'decimal.js',
      'dayjs',
      'dayjs/locale/zh-cn',
      'dayjs/locale/zh-tw',
      'dayjs/locale/ar',
      'dayjs/locale/fr',
      'dayjs/locale/it',
      'dayjs/locale/ja',
      'dayjs/locale/ko',
      'dayjs/locale/th',
      'dayjs/locale/ru',
      'dompurify',
      'lightweight-charts',
      'qrcode.react',
      'msw',
      'msw/browser',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'node_modules/**'],
          restoreMocks: true,
          // `npm test` runs the unit group first, then the browser group (projects with their own
          // maxWorkers need distinct groups); the two never compete for the cores.
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Real Chromium (playwright-core) against a Vite dev server that global-setup.ts starts
        // on a free port, with the MSW mock backend on (the dev default). See test/e2e/README.md.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.spec.ts'],
          globalSetup: ['./test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each worker drives its own Chromium; two fit the two cores of the CI machine.
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
