// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { bypass } from 'msw'
import { createMockHttpServer } from './server'

// The standalone server over a real socket. `bypass` lets these requests past the in-process MSW
// server that test/setup.ts starts, so they really reach the socket.

const ORIGIN = 'http://localhost:5173'
let base = ''
let dir = ''
let close: () => void = () => {}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mock-server-'))
  mkdirSync(path.join(dir, 'static'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(path.join(dir, 'static', 'app.js'), 'console.log("app")'.repeat(50))
  writeFileSync(path.join(tmpdir(), 'outside.txt'), 'secret')
  const server = createMockHttpServer({ staticDir: dir, corsOrigins: [ORIGIN] })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

afterAll(() => {
  close()
  rmSync(dir, { recursive: true, force: true })
  rmSync(path.join(tmpdir(), 'outside.txt'), { force: true })
})

const request = (pathname: string, init?: RequestInit) => fetch(bypass(`${base}${pathname}`, init))

describe('mock HTTP server', () => {
  it('answers business calls with the shared handlers, with credentialed CORS for the allowed origin', async () => {
    const res = await request('/adc/html/eto/E0001.do', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN },
      body: 'lang=ko',
    })
    expect(await res.json()).toEqual({ respCode: '00000', respMsg: 'success', data: { lang: 'ko' } })
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')

    const preflight = await request('/adc/html/eto/10002.do', { method: 'OPTIONS', headers: { Origin: ORIGIN } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Requested-With')

    const stranger = await request('/adc/html/eto/00000.do', { method: 'POST', headers: { Origin: 'http://evil.test' } })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('serves the build as an SPA: files, index.html for routes, 404 for missing files', async () => {
    const js = await request('/static/app.js', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(js.headers.get('content-type')).toContain('text/javascript')
    expect(js.headers.get('cache-control')).toContain('immutable')
    expect(await js.text()).toContain('console.log("app")') // fetch un-gzips

    const route = await request('/miningMachine/myMiningMachine?code=ABC')
    expect(route.headers.get('content-type')).toContain('text/html')
    expect(await route.text()).toContain('<title>app</title>')

    expect((await request('/static/missing.js')).status).toBe(404)
    expect(await (await request('/..%2Foutside.txt')).text()).not.toContain('secret')
  })

  it('sends Brotli where the client takes it, else gzip', async () => {
    const { request: get } = await import('node:http')
    const fetchRaw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        get(`${base}/static/app.js`, { headers: { 'Accept-Encoding': acceptEncoding, accept: 'msw/passthrough' } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
        })
          .on('error', reject)
          .end()
      })
    const brotli = await fetchRaw('gzip, deflate, br')
    expect(brotli.encoding).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toContain('console.log("app")')
    const gzip = await fetchRaw('gzip')
    expect(gzip.encoding).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toContain('console.log("app")')
  })
})
