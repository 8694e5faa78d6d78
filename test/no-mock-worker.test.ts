// @vitest-environment node
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Plugin, PluginOption, ResolvedConfig } from 'vite'
import config, { MOCK_WORKER_FILE, noMockWorkerWithoutMocks } from '../vite.config'

// Issue 47: the dev mock backend's worker (public/mockServiceWorker.js) never reaches a deployment.
// The plugin's hooks run here as Vite runs them after copying public/ into the output folder; that
// the real production build has no such file is checked on the build itself by
// test/e2e/quality/nginx.spec.ts (and nginx refuses the name even when a file is there).

const PUBLIC_WORKER = path.resolve(__dirname, '../public', MOCK_WORKER_FILE)

/** An output folder as Vite leaves it before writeBundle (public/ copied), then the plugin's hooks in `env`. */
function buildWith(env: Record<string, unknown>): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), 'eto-mock-worker-'))
  try {
    copyFileSync(PUBLIC_WORKER, path.join(dir, MOCK_WORKER_FILE))
    const plugin = noMockWorkerWithoutMocks()
    ;(plugin.configResolved as (config: ResolvedConfig) => void)({ env } as unknown as ResolvedConfig)
    ;(plugin.writeBundle as (options: { dir: string }) => void)({ dir })
    return existsSync(path.join(dir, MOCK_WORKER_FILE))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('the mock backend\'s worker in a build', () => {
  it('is in the app\'s build config, for builds only', () => {
    const plugins = (config.plugins ?? []).flat(Infinity as 1) as PluginOption[]
    const plugin = plugins.find((p): p is Plugin => Boolean(p) && (p as Plugin).name === noMockWorkerWithoutMocks().name)
    expect(plugin?.apply).toBe('build')
  })

  it('leaves a production build, and any build with the mock off', () => {
    expect(buildWith({ DEV: false, PROD: true })).toBe(false)
    expect(buildWith({ DEV: false, PROD: true, VITE_USE_MOCKS: 'true' })).toBe(false)
    expect(buildWith({ DEV: true, PROD: false, VITE_USE_MOCKS: 'false' })).toBe(false)
  })

  it('stays in a development build with the mock on (the browser suite\'s build), as main.tsx registers it there', () => {
    expect(buildWith({ DEV: true, PROD: false })).toBe(true)
    expect(buildWith({ DEV: true, PROD: false, VITE_USE_MOCKS: 'true' })).toBe(true)
  })
})
