import { existsSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, createServer, preview, type InlineConfig, type Plugin, type PreviewServer, type ViteDevServer } from 'vite'
import type { TestProject } from 'vitest/node'
import { startAnvil } from '../chain/anvil'
import { MOCK_CHAIN_DEFAULTS, MOCK_TRON_DEFAULTS } from '../../src/mocks/chain-node'
import { deployTestContracts } from '../chain/deploy'
import { startTronFacade } from '../chain/tron-facade'
import { freePort } from '../free-port'
import { TEST_CHROMIUM_PATH } from '../chromium'

// Builds the app once for the whole e2e run the way `npm run dev` runs it (development mode: the
// MSW mock backend in the page's service worker, the dev panel), but bundled and on React's
// production build, the React users get (its development build cost the CPU-bound suite about a
// tenth of its time; the jsdom tests keep React's development checks): a fresh
// context's first load then takes about 40 requests instead of the dev server's 170 unbundled
// modules (0.4 s instead of 1.5 to 2 s to the first heading), and the suite opens hundreds. Serves
// it with `vite preview` on a free port and hands its URL to every spec through vitest's
// provide/inject. A dev server runs beside it for the one spec that imports a source module
// (`devUrl`). Also starts one local EVM chain (anvil, test/chain/) for the run,
// with the test contracts deployed, for the journeys that pay from the wallet (`inject('chainUrl')`),
// and a TRON node for the TronLink journeys (`inject('tronUrl')`): the façade over a second anvil.

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the app under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string
    /** Origin of a Vite dev server of the same sources, for a spec that imports a source module. */
    devUrl: string
    /**
     * JSON-RPC URL of the run's local chain (anvil, chain id 31337) with TestUSDT and ServicePayment
     * at their fresh-chain addresses and 10,000 test USDT on ANVIL_ACCOUNTS[0..4]. One chain for the
     * whole run: a spec that changes it reverts its changes (evm_snapshot / evm_revert).
     */
    chainUrl: string
    /** TRON's HTTP API (test/chain/tron-facade.ts) over an anvil of its own (`tronChainUrl`, with the same contracts), seen as T addresses (MOCK_TRON_DEFAULTS). */
    tronUrl: string
    /** JSON-RPC URL of the anvil under the TRON façade: tron.spec mines, snapshots and reverts it. */
    tronChainUrl: string
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const HOST = '127.0.0.1'
const CONFIG_FILE = fileURLToPath(new URL('../../vite.config.ts', import.meta.url))
const OUT_DIR = fileURLToPath(new URL('../../node_modules/.e2e-app', import.meta.url))

/**
 * The app's `lightweight-charts` import, in this run's build and dev server only, resolves to
 * fixtures/chart-probe.ts: the real library with each chart's calls counted on its container, so
 * the chart specs observe redraws without the app carrying counters. The probe itself gets the
 * real library.
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
  // Said once, before the build, rather than by every spec's failed launch.
  if (!existsSync(TEST_CHROMIUM_PATH)) {
    throw new Error(`No browser at ${TEST_CHROMIUM_PATH}: apt-get install -y chromium-headless-shell (Debian), or set CHROMIUM_PATH to a Chromium`)
  }

  // The local chains first (about a second each, on ports the OS picks): they run while the dev
  // server starts. Two chains, as in the world: the EVM one, and TRON's (the façade over an anvil of
  // its own). Each is one spec file's to snapshot and revert (wallet-pay.spec, tron.spec): on one
  // shared node, one file's evm_revert undid the other's payments mid-test.
  const [anvil, tronAnvil] = await Promise.all([startAnvil(), startAnvil()])
  let facade: Awaited<ReturnType<typeof startTronFacade>> | undefined
  const stopAnvil = async () => {
    await facade?.stop()
    // stop() ends each process we spawned, by its PID (SIGTERM, then SIGKILL), and waits for its exit.
    await Promise.all([anvil.stop(), tronAnvil.stop()])
  }
  try {
    // The same contracts at the same addresses on both (a fresh chain, the same deployer).
    for (const chain of await Promise.all([deployTestContracts(anvil.url), deployTestContracts(tronAnvil.url)])) chain.provider.destroy()
    facade = await startTronFacade(tronAnvil.url)
  } catch (error) {
    await stopAnvil()
    throw error
  }
  project.provide('chainUrl', anvil.url)
  project.provide('tronUrl', facade.url)
  project.provide('tronChainUrl', tronAnvil.url)
  // The build pins the local chain's payment targets (src/shared/wallet/payment-targets.ts), as a
  // deployment pins its chains: every wallet journey pays through the pinned targets. Through an env
  // file of this build's own, not process.env: the unit project's workers inherit process.env, and
  // its chain tests run their own anvil, which this pin would refuse.
  const envDir = mkdtempSync(path.join(tmpdir(), 'eto-e2e-env-'))
  const pin = { serviceContract: MOCK_CHAIN_DEFAULTS.serviceContract, rpcUrl: anvil.url, tokens: { USDT: MOCK_CHAIN_DEFAULTS.tokenAddress } }
  const tronPin = { serviceContract: MOCK_TRON_DEFAULTS.serviceContract, fullHost: facade.url, tokens: { USDT: MOCK_TRON_DEFAULTS.tokenAddress } }
  writeFileSync(path.join(envDir, '.env'), `VITE_PAYMENT_TARGETS_${MOCK_CHAIN_DEFAULTS.chainId}='${JSON.stringify(pin)}'\nVITE_PAYMENT_TARGETS_TRON='${JSON.stringify(tronPin)}'\n`)
  SHARED.envDir = envDir

  let servers: { dev: ViteDevServer; app: PreviewServer } | undefined
  try {
    servers = await startServers()
  } catch (error) {
    await stopAnvil()
    throw error
  }
  const { dev, app } = servers
  const stopAll = () => Promise.all([dev.close(), app.close(), stopAnvil()])
  const baseUrl = `http://${HOST}:${app.config.preview.port}`
  const devUrl = `http://${HOST}:${dev.config.server.port}`
  // Fail here, once and clearly, rather than in every spec, if the app does not even serve.
  for (const url of [baseUrl, devUrl]) {
    const response = await fetch(`${url}/home`).catch((error: unknown) => ({ ok: false, status: String(error) }))
    if (!response.ok) {
      await stopAll()
      throw new Error(`${url} answered ${response.status} for /home`)
    }
  }
  project.provide('baseUrl', baseUrl)
  project.provide('devUrl', devUrl)

  return async () => {
    await stopAll()
  }
}

/** Development mode (the dev mock on), its own dependency cache (a developer's `npm run dev` next to the run is never disturbed), the chart probe. */
const SHARED: InlineConfig = {
  root: ROOT,
  configFile: CONFIG_FILE,
  mode: 'development',
  cacheDir: 'node_modules/.vite-e2e',
  logLevel: 'warn',
  clearScreen: false,
  plugins: [chartProbe()],
}

async function startServers(): Promise<{ dev: ViteDevServer; app: PreviewServer }> {
  // React's production build (and JSX compiled for it) while import.meta.env.DEV keeps the mock on.
  await build({
    ...SHARED,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { development: false } },
    build: { outDir: OUT_DIR, emptyOutDir: true },
  })
  // Another process may grab a probed port before Vite binds it: try a few times.
  for (let attempt = 1; ; attempt++) {
    const [devPort, appPort] = [await freePort(HOST), await freePort(HOST)]
    const dev = await createServer({
      ...SHARED,
      // The run tests one snapshot of the code: no file watching, no hot reload mid-test
      // (a file saved by someone during the run must not reload the page under test).
      server: { host: HOST, port: devPort, strictPort: true, watch: null, hmr: false },
    })
    try {
      await dev.listen()
      const app = await preview({ ...SHARED, build: { outDir: OUT_DIR }, preview: { host: HOST, port: appPort, strictPort: true } })
      return { dev, app }
    } catch (error) {
      await dev.close()
      if (attempt >= 3) throw error
    }
  }
}
