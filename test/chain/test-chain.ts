import { http, passthrough } from 'msw'
import { server } from '@/mocks/node'
import { startAnvil, type Anvil } from './anvil'
import { deployTestContracts, type TestContracts } from './deploy'
import { startTronFacade, type TronFacade } from './tron-facade'

/**
 * One local chain for a test file: anvil started and the test contracts deployed before its first
 * test, every test run on a snapshot of that chain and reverted after it, anvil stopped by its PID
 * when the file ends. `started` receives the chain once it is up (the file keeps its own names).
 */
export function withTestChain(started: (local: { anvil: Anvil; chain: TestContracts }) => void): void {
  let anvil: Anvil | undefined
  let chain: TestContracts | undefined
  let snapshot = ''

  beforeAll(async () => {
    anvil = await startAnvil()
    chain = await deployTestContracts(anvil.url)
    started({ anvil, chain })
  }, 60_000)

  afterAll(async () => {
    chain?.provider.destroy()
    await anvil?.stop()
  })

  beforeEach(async () => {
    // The app reads the payment chain through its RPC URL (payment.ts): those requests reach the node.
    const url = anvil!.url.replace(/\/$/, '')
    server.use(http.post(new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?$`), () => passthrough()))
    snapshot = (await chain!.provider.send('evm_snapshot', [])) as string
  })

  afterEach(async () => {
    await chain!.provider.send('evm_revert', [snapshot])
  })
}

/**
 * withTestChain, seen through TRON's HTTP API too: the façade over that anvil (tron-facade.ts)
 * started after it and stopped by the file's end, its requests let past the unit tests' MSW server.
 */
export function withTestTron(started: (local: { anvil: Anvil; chain: TestContracts; facade: TronFacade }) => void): void {
  let local: { anvil: Anvil; chain: TestContracts } | undefined
  let facade: TronFacade | undefined
  withTestChain((up) => (local = up))
  beforeAll(async () => {
    facade = await startTronFacade(local!.anvil.url)
    started({ ...local!, facade })
  })
  afterAll(() => facade?.stop())
  beforeEach(() => server.use(http.all(new RegExp(`^${facade!.url}/`), () => passthrough())))
}
