import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer, type Plugin, type ViteDevServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { startAnvil } from '../chain/anvil'
import { deployTestContracts } from '../chain/deploy'
import { freePort } from '../free-port'

// Starts the app the way `npm run dev` does (Vite dev server, MSW mock backend in the page's
// service worker) on a free port, once for the whole e2e run, and hands its URL to every spec
// through vitest's provide/inject. Also starts one local EVM chain (anvil, test/chain/) for the run,
// with the test contracts deployed, for the journeys that pay from the wallet (`inject('chainUrl')`).

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the dev server under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string
    /**
     * JSON-RPC URL of the run's local chain (anvil, chain id 31337) with TestUSDT and ServicePayment
     * at their fresh-chain addresses and 10,000 test USDT on ANVIL_ACCOUNTS[0..4]. One chain for the
     * whole run: a spec that changes it reverts its changes (evm_snapshot / evm_revert).
     */
    chainUrl: string
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const HOST = '127.0.0.1'

/**
 * The app's `lightweight-charts` import, in this server only, resolves to fixtures/chart-probe.ts:
 * the real library with each chart's calls counted on its container, so the chart specs observe
 * redraws without the app carrying counters. The probe itself gets the real library.
 */
function chartProbe(): Plugin {
  const probe = realpathSync(fileURLToPath(new URL('./fixtures/chart-probe.ts', import.meta.url)))
  return {
    name: 'e2e-chart-probe',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'lightweight-charts' || importer?.split('?')[0] === probe) return null
      return probe
    },
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The mock backend is the dev default; make sure a stray shell variable cannot turn it off.
  process.env.VITE_USE_MOCKS = 'true'

  // The local chain first (about a second, on a port the OS picks): it runs while the dev server starts.
  const anvil = await startAnvil()
  const stopAnvil = async () => {
    // stop() ends the process we spawned, by its PID (SIGTERM, then SIGKILL), and waits for its exit.
    await anvil.stop()
  }
  try {
    const chain = await deployTestContracts(anvil.url)
    chain.provider.destroy()
  } catch (error) {
    await stopAnvil()
    throw error
  }
  project.provide('chainUrl', anvil.url)

  let server: ViteDevServer | undefined
  // Another process may grab the probed port before Vite binds it: try a few times.
  for (let attempt = 1; !server; attempt++) {
    const port = await freePort(HOST)
    const candidate = await createServer({
      root: ROOT,
      configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
      mode: 'development',
      // Its own dependency cache, so a developer's `npm run dev` next to the run is never disturbed.
      cacheDir: 'node_modules/.vite-e2e',
      logLevel: 'warn',
      clearScreen: false,
      plugins: [chartProbe()],
      server: {
        host: HOST,
        port,
        strictPort: true,
        // The run tests one snapshot of the code: no file watching, no hot reload mid-test
        // (a file saved by someone during the run must not reload the page under test).
        watch: null,
        hmr: false,
      },
    })
    try {
      await candidate.listen()
      server = candidate
    } catch (error) {
      await candidate.close()
      if (attempt >= 3) {
        await stopAnvil()
        throw error
      }
    }
  }

  const baseUrl = `http://${HOST}:${server.config.server.port}`
  // Fail here, once and clearly, rather than in every spec, if the app does not even serve.
  const response = await fetch(`${baseUrl}/home`).catch((error: unknown) => ({ ok: false, status: String(error) }))
  if (!response.ok) {
    await Promise.all([server.close(), stopAnvil()])
    throw new Error(`The dev server answered ${response.status} for /home`)
  }
  project.provide('baseUrl', baseUrl)

  return async () => {
    await Promise.all([server.close(), stopAnvil()])
  }
}
