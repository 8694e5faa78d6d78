import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { getResponse } from 'msw'
import { handlers } from './http-handlers'

// The mock backend over a real socket: `npm run mock:server` (tsx src/mocks/server.ts).
// Same handlers as the browser worker and vitest, run through msw's getResponse, so the production
// build can be served and measured (Lighthouse, e2e) against a backend that behaves like the dev one.
//
// Env: PORT (8787), HOST (127.0.0.1), STATIC_DIR (serve this folder as the SPA, e.g. dist),
// CORS_ORIGIN (comma-separated origins allowed to call with credentials; default: Vite dev/preview).

export interface MockServerOptions {
  staticDir?: string
  corsOrigins?: readonly string[]
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

export function createMockHttpServer({ staticDir, corsOrigins = [] }: MockServerOptions = {}): Server {
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

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[mock server]', error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end('mock server error')
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applyCors(req, res, corsOrigins)
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }

    // A built file is served straight away: no handler matches a file of the build, and a static
    // host answers those without asking the backend.
    const isRead = req.method === 'GET' || req.method === 'HEAD'
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
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

/** `pathname` inside `root`, or null when it would climb out of it. */
function safeJoin(root: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
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
  const port = Number(process.env.PORT ?? 8787)
  const host = process.env.HOST ?? '127.0.0.1'
  const corsOrigins = (process.env.CORS_ORIGIN ?? 'http://localhost:5173,http://127.0.0.1:5173,http://localhost:4173,http://127.0.0.1:4173')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  createMockHttpServer({ staticDir: process.env.STATIC_DIR, corsOrigins }).listen(port, host, () => {
    const serving = process.env.STATIC_DIR ? `, serving ${path.resolve(process.env.STATIC_DIR)}` : ''
    console.log(`mock backend on http://${host}:${port}${serving}`)
  })
}
