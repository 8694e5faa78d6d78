import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { isIPv4, isIPv6 } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { getResponse } from 'msw'
import { getSiweHosts, setSiweHosts, siweHost } from './handlers/core'
import { handlers } from './http-handlers'

// The mock backend over a real socket: `npm run mock:server` (tsx src/mocks/server.ts).
// Same handlers as the browser worker and vitest, run through msw's getResponse, so the production
// build can be served and measured (Lighthouse, e2e) against a backend that behaves like the dev one.
//
// Env: PORT (8787), HOST (127.0.0.1), STATIC_DIR (serve this folder as the SPA, e.g. dist),
// CORS_ORIGIN (comma-separated origins allowed to call with credentials; default: Vite dev/preview),
// SIWE_HOSTS (comma-separated host[:port] or origins the EIP-4361 login accepts; default: this
// server's own address, localhost and 127.0.0.1 at its port, and the CORS origins),
// MOCK_DEMO (1: allow a HOST other than loopback), MOCK_SECRET (at least 16 characters: every
// /__mock/* control then needs it in the X-Mock-Secret header; required for them off loopback).
//
// It is a demo, never a deployment: it logs any wallet in that signs `DAPP`, its money is made up,
// and its /__mock/* controls reset or rewrite everything. So it binds to loopback unless told it is
// a demo, and off loopback its controls are off unless they need a secret (mockServerSettings).

/** Who may use the /__mock/* controls: anyone who reaches the server, nobody, or whoever sends the secret. */
export type MockControls = 'open' | 'off' | { secret: string }

export interface MockServerOptions {
  staticDir?: string
  corsOrigins?: readonly string[]
  /** The sites the EIP-4361 login accepts (setSiweHosts); default: defaultSiweHosts of the address it listens on. */
  siweHosts?: readonly string[]
  /** Default 'open': the tests and tools that start it on loopback drive it freely. */
  controls?: MockControls
}

/** The header that carries MOCK_SECRET to a /__mock/* control. */
export const MOCK_SECRET_HEADER = 'X-Mock-Secret'
const MIN_SECRET_LENGTH = 16
const DEFAULT_CORS_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173,http://127.0.0.1:4173'

/** What `npm run mock:server` runs with, from its env; throws MockServerSettingsError where it must not start. */
export interface MockServerSettings {
  port: number
  host: string
  /** Reachable from other machines: HOST is not a loopback address. */
  exposed: boolean
  staticDir?: string
  corsOrigins: string[]
  /** From SIWE_HOSTS; absent: the server's default once it listens. */
  siweHosts?: string[]
  controls: MockControls
}

export class MockServerSettingsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MockServerSettingsError'
  }
}

/**
 * The standalone server's settings, and its refusals: a HOST off loopback without MOCK_DEMO=1 (a
 * deployment script that set HOST for the real backend must not get this one), a MOCK_SECRET too
 * short to be one, a SIWE_HOSTS entry that is no host. Off loopback the controls need MOCK_SECRET,
 * and are off without it: the demo still runs, but nobody on the network can reset it or switch
 * its modes.
 */
export function mockServerSettings(env: Readonly<Record<string, string | undefined>>): MockServerSettings {
  const port = Number(env.PORT || 8787)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new MockServerSettingsError(`PORT=${env.PORT} is not a port`)
  const host = env.HOST || '127.0.0.1'
  const exposed = !isLoopback(host)
  if (exposed && !['1', 'true'].includes(env.MOCK_DEMO ?? '')) {
    throw new MockServerSettingsError(
      `HOST=${host} would expose the mock backend to the network. It is a demo, never a deployment: it logs in any wallet that signs DAPP and its /__mock/* controls rewrite everything. ` +
        `To expose it on purpose, set MOCK_DEMO=1 (and MOCK_SECRET to use its controls); otherwise leave HOST unset (127.0.0.1).`,
    )
  }
  const secret = env.MOCK_SECRET || undefined
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    throw new MockServerSettingsError(`MOCK_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 16)`)
  }
  const list = (value: string) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  let siweHosts: string[] | undefined
  try {
    siweHosts = env.SIWE_HOSTS ? list(env.SIWE_HOSTS).map(siweHost) : undefined
  } catch (error) {
    throw new MockServerSettingsError(`SIWE_HOSTS: ${(error as Error).message}`)
  }
  return {
    port,
    host,
    exposed,
    ...(env.STATIC_DIR ? { staticDir: env.STATIC_DIR } : {}),
    corsOrigins: list(env.CORS_ORIGIN ?? DEFAULT_CORS_ORIGINS),
    ...(siweHosts ? { siweHosts } : {}),
    controls: secret !== undefined ? { secret } : exposed ? 'off' : 'open',
  }
}

/** `localhost`, 127.0.0.0/8 and ::1 (also IPv4-mapped, or in brackets); a name or a wildcard address is not. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  if (bare === 'localhost') return true
  if (isIPv4(bare)) return bare.startsWith('127.')
  if (isIPv6(bare)) return bare === '::1' || bare === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(bare)
  return false
}

/**
 * The sites a page of this server can be on, when SIWE_HOSTS does not say: its own address (not a
 * wildcard one, which names no site), localhost and 127.0.0.1 at its port, and the CORS origins
 * (the dev or preview server whose pages call it).
 */
export function defaultSiweHosts(address: string, port: number, corsOrigins: readonly string[]): string[] {
  // A page on port 80 has no port in its host.
  const at = (name: string) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`])
  const wildcard = ['0.0.0.0', '::', '0:0:0:0:0:0:0:0'].includes(address)
  const own = wildcard ? [] : at(isIPv6(address) ? `[${address}]` : address)
  // A CORS origin that names no host (a typo) only goes unused here: it matches no caller either.
  const callers = corsOrigins.flatMap((origin) => {
    try {
      return [siweHost(origin)]
    } catch {
      return []
    }
  })
  return [...new Set([...own, ...at('localhost'), ...at('127.0.0.1'), ...callers])]
}

/** Why a /__mock/* request is refused (status and message), or null when `controls` let it through. */
export function controlRefusal(controls: MockControls, sentSecret: string | undefined): { status: number; error: string } | null {
  if (controls === 'open') return null
  if (controls === 'off') return { status: 403, error: 'The /__mock/* controls are off on a mock server off loopback; start it with MOCK_SECRET to use them' }
  if (sentSecret === undefined || !sameSecret(sentSecret, controls.secret)) return { status: 403, error: `The /__mock/* controls need the ${MOCK_SECRET_HEADER} header` }
  return null
}

// Compared in constant time: a secret must not be found a character at a time from response times.
function sameSecret(sent: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(sent), digest(secret))
}

const MAX_BODY_BYTES = 1_000_000

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/

export function createMockHttpServer({ staticDir, corsOrigins = [], siweHosts, controls = 'open' }: MockServerOptions = {}): Server {
  const root = staticDir ? path.resolve(staticDir) : null
  // Built files do not change while the server runs: compress each once per encoding (on first
  // request, off the event loop), then serve it from memory.
  const compressed = new Map<string, Promise<Buffer>>()
  const compressedFile = (file: string, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${file}`
    let result = compressed.get(key)
    if (!result) {
      result = readFile(file).then((body) => compress(body, encoding))
      compressed.set(key, result)
    }
    return result
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[mock server]', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end('mock server error')
    })
  })
  if (siweHosts) setSiweHosts(siweHosts)
  else {
    // Only the socket knows its port (0 asks for any free one).
    server.on('listening', () => {
      const address = server.address()
      if (address && typeof address === 'object') setSiweHosts(defaultSiweHosts(address.address, address.port, corsOrigins))
    })
  }
  return server

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applyCors(req, res, corsOrigins)
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }

    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    // The handlers' patterns (`*/__mock/reset`) match under any prefix, so any path naming
    // __mock, as sent or decoded, is a control.
    if (/__mock/i.test(safeDecode(pathname) ?? pathname)) {
      const secret = req.headers[MOCK_SECRET_HEADER.toLowerCase()]
      const refusal = controlRefusal(controls, Array.isArray(secret) ? secret.join(', ') : secret)
      if (refusal) {
        res.writeHead(refusal.status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: refusal.error }))
        return
      }
    }

    // A built file is served straight away: no handler matches a file of the build, and a static
    // host answers those without asking the backend.
    const isRead = req.method === 'GET' || req.method === 'HEAD'
    const file = root && isRead ? safeJoin(root, pathname) : null
    if (file && (await isFile(file))) {
      await serveFile(file, req, res)
      return
    }

    const mocked = await getResponse(handlers, await toFetchRequest(req))
    if (mocked) {
      await writeResponse(mocked, res)
      return
    }
    // Not a file of the build: a missing file with an extension is a real 404; any other path is
    // an app route.
    if (root && isRead && !path.extname(pathname)) {
      await serveFile(path.join(root, 'index.html'), req, res)
      return
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
  }

  async function serveFile(file: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
    const headers: Record<string, string> = {
      'Content-Type': type,
      // Hashed build output may be cached forever; the HTML must be revalidated to pick up new hashes.
      'Cache-Control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
    }
    let body: Buffer = await readFile(file)
    const encoding = COMPRESSIBLE.test(type) ? preferredEncoding(String(req.headers['accept-encoding'] ?? '')) : null
    if (encoding) {
      body = await compressedFile(file, encoding)
      headers['Content-Encoding'] = encoding
      headers.Vary = 'Accept-Encoding'
    }
    headers['Content-Length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

type Encoding = 'br' | 'gzip'

/** Brotli where the browser takes it (as a production host or CDN would), else gzip. */
function preferredEncoding(accepted: string): Encoding | null {
  if (/\bbr\b/.test(accepted)) return 'br'
  if (/\bgzip\b/.test(accepted)) return 'gzip'
  return null
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body)
  return brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
}

// Credentialed CORS needs the exact origin echoed back, never '*'.
function applyCors(req: IncomingMessage, res: ServerResponse, origins: readonly string[]): void {
  const origin = req.headers.origin
  if (!origin || !origins.includes(origin)) return
  res.setHeader('Access-Control-Allow-Origin', origin)
  res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Requested-With')
  res.setHeader('Vary', 'Origin')
}

async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  return new Request(url, { method, headers, body })
}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new Error('request body too large')
    chunks.push(chunk as Buffer)
  }
  // A plain copy: the DOM typings accept no Buffer as a Request body.
  return Uint8Array.from(Buffer.concat(chunks))
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const body = Buffer.from(await response.arrayBuffer())
  headers['content-length'] = String(body.length)
  res.writeHead(response.status, headers)
  res.end(body)
}

function safeDecode(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}

/** `pathname` inside `root`, or null when it would climb out of it. */
function safeJoin(root: string, pathname: string): string | null {
  const decoded = safeDecode(pathname)
  if (decoded === null) return null
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`)
  return file === root || file.startsWith(root + path.sep) ? file : null
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

// Started directly (npm run mock:server), not imported by a test.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  let settings: MockServerSettings | null = null
  try {
    settings = mockServerSettings(process.env)
  } catch (error) {
    if (!(error instanceof MockServerSettingsError)) throw error
    console.error(`mock server not started: ${error.message}`)
    process.exitCode = 1
  }
  if (settings) {
    const { port, host, staticDir, controls } = settings
    createMockHttpServer(settings).listen(port, host, () => {
      const serving = staticDir ? `, serving ${path.resolve(staticDir)}` : ''
      console.log(`mock backend on http://${isIPv6(host) ? `[${host}]` : host}:${port}${serving}`)
      if (settings.exposed) console.log('  a demo on the network (MOCK_DEMO): never a deployment')
      console.log(`  EIP-4361 sign-in for ${getSiweHosts().join(', ')} (SIWE_HOSTS)`)
      if (controls === 'off') console.log('  /__mock/* controls off (set MOCK_SECRET to use them)')
      else if (controls !== 'open') console.log(`  /__mock/* controls need the ${MOCK_SECRET_HEADER} header`)
    })
  }
}
