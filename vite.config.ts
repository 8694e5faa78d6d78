/// <reference types="vitest/config" />
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { firstPaintChunk } from './src/build/first-paint-chunk.ts'
import { areaKitGroup, pageKitGroup } from './src/build/page-kit.ts'
import { preloadLanding } from './src/build/preload-landing.ts'
import { preloadRoute } from './src/build/preload-route.ts'
import { serviceWorker } from './src/build/service-worker.ts'
import { unansweredMockCalls } from './src/build/unanswered-mock-calls.ts'
import { pageModule, ROUTE_MANIFEST, ROUTES } from './src/shared/route-manifest.ts'
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from './src/shared/i18n/languages.ts'

const ENTRY = '/src/main.tsx'
const ROOT = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '')
// The page most visits start at; index.html preloads it and the first-paint chunk holds what it shares.
const LANDING_PAGE = pageModule(ROUTE_MANIFEST.home)
const PACKAGE = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { dependencies: Record<string, string> }
const RUNTIME_PACKAGES = Object.keys(PACKAGE.dependencies)

/** public/'s file of the dev mock backend: MSW's worker (src/mocks/browser.ts registers it). */
export const MOCK_WORKER_FILE = 'mockServiceWorker.js'

/**
 * The mock backend's worker leaves every build that cannot register it: a production build (and
 * one with VITE_USE_MOCKS=false), so a deployment never carries a worker that would answer the
 * business calls from demo data. Builds with the mock on (the browser suite's development build)
 * keep it, under the same condition as main.tsx's start of the mock. Vite copies public/ before
 * the bundle is written (renderStart), hence writeBundle.
 */
export function noMockWorkerWithoutMocks(): Plugin {
  let drop = false
  return {
    name: 'no-mock-worker-without-mocks',
    apply: 'build',
    configResolved(config) {
      drop = !config.env.DEV || config.env.VITE_USE_MOCKS === 'false'
    },
    writeBundle(options) {
      if (drop && options.dir) rmSync(path.join(options.dir, MOCK_WORKER_FILE), { force: true })
    },
  }
}

/** The jsdom tests (both unit projects). */
const UNIT = {
  globals: true,
  environment: 'jsdom' as const,
  setupFiles: ['./test/setup.ts'],
  include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
  restoreMocks: true,
  // Both cores: vitest's default is one worker fewer than the cores, one on the CI machine
  // (the unit group took 236 s there, 146 s with two).
  maxWorkers: 2,
  // `npm test` runs the unit group first, then the browser group (projects with their own
  // maxWorkers need distinct groups); the two never compete for the cores.
  sequence: { groupOrder: 0 },
}
const FRESH_MODULES = '**/*.fresh.test.{ts,tsx}'

export default defineConfig({
  plugins: [
    react(),
    preloadLanding(ROOT, [LANDING_PAGE, `/locales/${DEFAULT_LANGUAGE}.json`]),
    preloadRoute(ROOT, {
      routes: Object.fromEntries(ROUTES.map((route) => [route.path, { module: pageModule(route), areas: route.areas }])),
      beside: { areaStrings: '/src/shared/i18n/area-strings.ts' },
      landingPath: ROUTE_MANIFEST.home.path,
      languages: LANGUAGES.map((l) => l.code),
      defaultLanguage: DEFAULT_LANGUAGE,
      languageStorageKey: LANGUAGE_STORAGE_KEY,
    }),
    // After preloadRoute: the worker's shell is the final index.html.
    serviceWorker(ROOT, LANGUAGES.map((l) => l.code)),
    unansweredMockCalls(),
    noMockWorkerWithoutMocks(),
  ],
  resolve: {
    // `@test/` is the shared test helpers (test/), so a test never climbs out of src/ to reach them.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), '@test': fileURLToPath(new URL('./test', import.meta.url)) },
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
        // network pays a round trip per file, and six files at most travel at once. The small
        // shared modules most pages import likewise travel as one file (src/build/page-kit.ts).
        codeSplitting: {
          groups: [
            // React DOM apart from the rest of the first paint: two files of about 60 KB download
            // side by side, where one of 120 KB waits longer on a slow network's slow start.
            { name: (id) => (/\/node_modules\/(react-dom|scheduler)\//.test(id) ? 'react-dom' : null), debugName: 'react-dom', priority: 1 },
            { name: firstPaintChunk(ROOT, ENTRY, LANDING_PAGE), debugName: 'first-paint' },
            pageKitGroup,
            areaKitGroup,
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false },
  // Dependencies that only lazily loaded code imports: pre-bundled up front, so the dev server never
  // discovers them mid-session and reloads the page (a cold first run in CI would otherwise flake).
  // Every runtime package, the date locales of the language table, and the dev mock's worker.
  optimizeDeps: {
    include: [
      ...RUNTIME_PACKAGES,
      ...LANGUAGES.filter((l) => l.code !== 'en').map((l) => `dayjs/locale/${l.code.toLowerCase()}`),
      'msw',
      'msw/browser',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit',
          exclude: ['test/e2e/**', 'node_modules/**', FRESH_MODULES],
          // The files of a worker share their modules: each file's own import of the app and the
          // mock was most of the group's time (166 s, 87 s without). test/setup.ts resets the state
          // a test may leave (session, stores, cache, mock, storage) after every test.
          isolate: false,
        },
      },
      {
        // A test about what a fresh page has not loaded yet (strings, modules) gets modules of its
        // own: its file is named *.fresh.test.ts(x).
        extends: true,
        test: { ...UNIT, name: 'unit-fresh', include: [FRESH_MODULES] },
      },
      {
        // Real Chromium (playwright-core) against a development build that global-setup.ts makes and
        // serves on a free port, with the MSW mock backend on (the dev default). See test/e2e/README.md.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.spec.ts'],
          globalSetup: ['./test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each worker drives its own Chromium. Three on the CI machine's two cores: a test spends
          // part of its time waiting on the app's own timers (polls, debounces, the 150 ms of quiet a
          // screen check waits for), and with two workers the cores sat idle a fifth of the run; a
          // third fills it (the suite 575 -> 445 s here, every test still at most half its time-out).
          fileParallelism: true,
          maxWorkers: 3,
          // A worker runs its files one after another in one process (each file still launches its
          // own Chromium): a fresh process and imports per file cost about 3 s, thirty-odd times.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
