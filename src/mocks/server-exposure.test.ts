// @vitest-environment node
import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { bypass } from 'msw'
import { getSiweHosts, setSiweHosts } from './handlers/core'
import { controlRefusal, createMockHttpServer, defaultSiweHosts, isLoopback, mockServerSettings, MockServerSettingsError, type MockServerOptions } from './server'

// Nothing of the demo in a deployment: the standalone mock server stays on loopback unless told it
// is a demo, and off loopback its /__mock/* controls are off or need a secret. The decision
// (mockServerSettings, controlRefusal) is tested as a function, then over a real socket and as
// `npm run mock:server` starts it.

const SECRET = 'a'.repeat(16)

afterEach(() => setSiweHosts([]))

describe('mockServerSettings (the env of npm run mock:server)', () => {
  it('defaults to loopback on 8787 with open controls, as the tests and dev use it', () => {
    expect(mockServerSettings({})).toEqual({
      port: 8787,
      host: '127.0.0.1',
      exposed: false,
      corsOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'],
      controls: 'open',
    })
    for (const host of ['localhost', '127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(mockServerSettings({ HOST: host }), host).toMatchObject({ host, exposed: false, controls: 'open' })
    }
  })

  it('refuses a HOST off loopback unless MOCK_DEMO=1 says it is a demo', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'eto.example', 'localhost.eto.example']) {
      expect(() => mockServerSettings({ HOST: host }), host).toThrow(MockServerSettingsError)
      expect(() => mockServerSettings({ HOST: host, MOCK_DEMO: '0' }), host).toThrow(/MOCK_DEMO=1/)
      expect(mockServerSettings({ HOST: host, MOCK_DEMO: '1' }), host).toMatchObject({ host, exposed: true })
    }
  })

  it('off loopback, the controls are off without MOCK_SECRET and need it with; a short secret is refused', () => {
    expect(mockServerSettings({ HOST: '0.0.0.0', MOCK_DEMO: '1' }).controls).toBe('off')
    expect(mockServerSettings({ HOST: '0.0.0.0', MOCK_DEMO: 'true', MOCK_SECRET: SECRET }).controls).toEqual({ secret: SECRET })
    // A secret set on loopback is asked for there too.
    expect(mockServerSettings({ MOCK_SECRET: SECRET }).controls).toEqual({ secret: SECRET })
    expect(() => mockServerSettings({ HOST: '0.0.0.0', MOCK_DEMO: '1', MOCK_SECRET: 'short' })).toThrow(/at least 16/)
  })

  it('reads SIWE_HOSTS as hosts or origins, and refuses one that is neither', () => {
    expect(mockServerSettings({ SIWE_HOSTS: 'eto.example, https://App.eto.example,localhost:5173' }).siweHosts).toEqual(['eto.example', 'app.eto.example', 'localhost:5173'])
    expect(() => mockServerSettings({ SIWE_HOSTS: 'eto.example/home' })).toThrow(/SIWE_HOSTS/)
  })

  it('counts only localhost, 127.0.0.0/8 and ::1 as loopback', () => {
    expect(['localhost', 'LOCALHOST', '127.0.0.1', '[::1]'].every(isLoopback)).toBe(true)
    expect(['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'host', ''].some(isLoopback)).toBe(false)
  })
})

describe('defaultSiweHosts (no SIWE_HOSTS)', () => {
  it('is its own address, localhost and 127.0.0.1 at its port, and the CORS origins; a wildcard address names no site', () => {
    expect(defaultSiweHosts('127.0.0.1', 8787, ['http://localhost:5173'])).toEqual(['127.0.0.1:8787', 'localhost:8787', 'localhost:5173'])
    expect(defaultSiweHosts('0.0.0.0', 8787, ['http://192.168.1.5:5173'])).toEqual(['localhost:8787', '127.0.0.1:8787', '192.168.1.5:5173'])
    expect(defaultSiweHosts('::1', 8787, [])).toEqual(['[::1]:8787', 'localhost:8787', '127.0.0.1:8787'])
    expect(defaultSiweHosts('10.0.0.2', 80, [])).toEqual(['10.0.0.2', '10.0.0.2:80', 'localhost', 'localhost:80', '127.0.0.1', '127.0.0.1:80'])
  })
})

describe('controlRefusal', () => {
  it('lets anyone through open controls, nobody through off ones, and only the secret through guarded ones', () => {
    expect(controlRefusal('open', undefined)).toBeNull()
    expect(controlRefusal('off', SECRET)).toMatchObject({ status: 403 })
    expect(controlRefusal({ secret: SECRET }, undefined)).toMatchObject({ status: 403, error: expect.stringContaining('X-Mock-Secret') })
    expect(controlRefusal({ secret: SECRET }, `${SECRET}b`)).toMatchObject({ status: 403 })
    expect(controlRefusal({ secret: SECRET }, SECRET)).toBeNull()
  })
})

describe('the server over a socket', () => {
  async function serve(options: MockServerOptions) {
    const server = createMockHttpServer(options)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    onTestFinished(() => void server.close())
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return { base, request: (pathname: string, init?: RequestInit) => fetch(bypass(`${base}${pathname}`, init)) }
  }

  it('asks every /__mock/* control, under any prefix or encoding, for the secret; business calls need none', async () => {
    const { request } = await serve({ controls: { secret: SECRET } })
    for (const pathname of ['/__mock/reset', '/x/__mock/reset', '/%5F%5Fmock/reset', '/__MOCK/reset']) {
      expect((await request(pathname, { method: 'POST' })).status, pathname).toBe(403)
      expect((await request(pathname, { method: 'POST', headers: { 'X-Mock-Secret': 'wrong-secret-wrong' } })).status, pathname).toBe(403)
    }
    expect((await request('/__mock/state')).status).toBe(403)
    const reset = await request('/__mock/reset', { method: 'POST', headers: { 'X-Mock-Secret': SECRET } })
    expect(reset.status).toBe(200)
    expect(await reset.json()).toMatchObject({ loginMode: 'dapp' })
    const business = await request('/adc/html/eto/E0001.do', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'lang=en' })
    expect(await business.json()).toMatchObject({ respCode: '00000' })
  })

  it('answers no control at all when they are off, and every one when open (the default)', async () => {
    const off = await serve({ controls: 'off' })
    expect((await off.request('/__mock/reset', { method: 'POST', headers: { 'X-Mock-Secret': SECRET } })).status).toBe(403)
    const open = await serve({})
    expect((await open.request('/__mock/reset', { method: 'POST' })).status).toBe(200)
  })

  it('takes the SIWE hosts it is given, else its own address once listening', async () => {
    await serve({ siweHosts: ['eto.example'] })
    expect(getSiweHosts()).toEqual(['eto.example'])
    const { base } = await serve({ corsOrigins: ['http://localhost:5173'] })
    const port = new URL(base).port
    expect(getSiweHosts()).toEqual([`127.0.0.1:${port}`, `localhost:${port}`, 'localhost:5173'])
  })
})

describe('npm run mock:server', () => {
  it('does not start on a HOST off loopback without MOCK_DEMO, and says why', async () => {
    const root = path.resolve(import.meta.dirname, '../..')
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'src/mocks/server.ts')], {
      cwd: root,
      env: { ...process.env, HOST: '0.0.0.0', PORT: '0', MOCK_DEMO: '', MOCK_SECRET: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('mock server not started: HOST=0.0.0.0')
    expect(output).not.toContain('mock backend on')
  }, 30_000)
})
