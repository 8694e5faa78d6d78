import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

// A real local EVM node for tests and the demo: anvil, from the npm package @foundry-rs/anvil.
// Its binary ships inside a platform package (@foundry-rs/anvil-linux-amd64 and so on, an optional
// dependency that npm installs for this machine only), so no install script and no download is
// involved. The binary is started directly, not through the package's `npx anvil` wrapper, so the
// PID we hold is anvil's own and stop() really ends it.

/** The chain id every local chain uses (anvil's default; wallets know it as a dev chain). */
export const ANVIL_CHAIN_ID = 31337

/** anvil's default mnemonic; its accounts are below. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/**
 * anvil's ten default accounts (m/44'/60'/0'/0/i of ANVIL_MNEMONIC), each with 10,000 ETH at start.
 * Public knowledge: never use these keys on a real chain. Account 0 is also the mock backend's seed user.
 */
export const ANVIL_ACCOUNTS = [
  { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' },
  { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' },
  { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a' },
  { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6' },
  { address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a' },
  { address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba' },
  { address: '0x976EA74026E726554dB657fA54763abd0C3a0aa9', privateKey: '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e' },
  { address: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', privateKey: '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356' },
  { address: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f', privateKey: '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97' },
  { address: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', privateKey: '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6' },
] as const

/**
 * Headers for every request to anvil. `msw/passthrough` lets a request past the MSW server that
 * test/setup.ts starts in every unit test file (it would otherwise fail it as unhandled); anywhere
 * else it is an ordinary Accept value.
 */
export const ANVIL_RPC_HEADERS = { accept: 'application/json, msw/passthrough' }

export interface AnvilOptions {
  /** Port to listen on. Default 0: the OS picks a free one and anvil reports it, so two runs never race for a port. */
  port?: number
  /** Default 127.0.0.1 (this machine only). */
  host?: string
  /** Seconds between blocks (interval mining). Default: automine, one block per transaction, at once. */
  blockTime?: number
  /** How long to wait for anvil to answer, in ms. Default 20,000 (a busy CI machine). */
  timeoutMs?: number
}

export interface Anvil {
  /** JSON-RPC URL, e.g. http://127.0.0.1:40123 */
  url: string
  port: number
  pid: number
  chainId: number
  /** Ends anvil (SIGTERM, SIGKILL after 5 s) and resolves once it has exited. Safe to call twice. */
  stop(): Promise<void>
}

const PLATFORM_PACKAGES: Partial<Record<string, string>> = {
  'linux-x64': 'anvil-linux-amd64',
  'linux-arm64': 'anvil-linux-arm64',
  'darwin-x64': 'anvil-darwin-amd64',
  'darwin-arm64': 'anvil-darwin-arm64',
  'win32-x64': 'anvil-win32-amd64',
}

/** Path of the anvil binary: env ANVIL_PATH, else the one npm installed for this platform. */
export function anvilBinary(): string {
  if (process.env.ANVIL_PATH) return process.env.ANVIL_PATH
  const pkg = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`]
  if (!pkg) throw new Error(`anvil has no npm binary for ${process.platform}-${process.arch}; set ANVIL_PATH`)
  const binary = `@foundry-rs/${pkg}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`
  try {
    return createRequire(import.meta.url).resolve(binary)
  } catch {
    throw new Error(`${binary} is not installed: run npm install (it is an optional dependency of @foundry-rs/anvil)`)
  }
}

/** Starts anvil and resolves once it answers eth_chainId. */
export async function startAnvil(options: AnvilOptions = {}): Promise<Anvil> {
  const { port = 0, host = '127.0.0.1', blockTime, timeoutMs = 20_000 } = options
  const args = ['--host', host, '--port', String(port), '--chain-id', String(ANVIL_CHAIN_ID), '--mnemonic', ANVIL_MNEMONIC]
  if (blockTime !== undefined) args.push('--block-time', String(blockTime))
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const pid = child.pid
  if (pid === undefined) throw new Error('anvil did not start')

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // A test runner or script that dies without calling stop() must not leave anvil running.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }

  // anvil prints its banner, then `Listening on host:port`, then a line per RPC call. The output
  // is read to the end (a full pipe would stall anvil); the last few KB are kept for errors.
  let output = ''
  const listening = new Promise<number>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
      const match = /Listening on \S+:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('error', reject)
    void exited.then(() => reject(new Error(`anvil exited before listening:\n${output}`)))
  })

  try {
    const actualPort = await withTimeout(listening, timeoutMs, () => `anvil did not listen within ${timeoutMs} ms:\n${output}`)
    const url = `http://${host}:${actualPort}`
    const chainId = await waitForChainId(url, Date.now() + timeoutMs, () => output)
    if (chainId !== ANVIL_CHAIN_ID) throw new Error(`anvil at ${url} reports chain id ${chainId}, expected ${ANVIL_CHAIN_ID}`)
    return { url, port: actualPort, pid, chainId, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function waitForChainId(url: string, deadline: number, output: () => string): Promise<number> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...ANVIL_RPC_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      const body = (await response.json()) as { result?: string }
      if (body.result) return Number(body.result)
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`anvil at ${url} did not answer eth_chainId:\n${output()}`)
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
