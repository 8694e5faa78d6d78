import { spawn } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { freePort } from '../free-port.ts'
import { ROOT } from './bytes.ts'

// The production build served by the standalone mock backend (src/mocks/server.ts, STATIC_DIR),
// in its own process and over a real socket, exactly as `npm run mock:server` would run it.

export interface RunningServer {
  url: string
  stop: () => Promise<void>
}

export async function serveWithMockBackend(staticDir: string): Promise<RunningServer> {
  const host = '127.0.0.1'
  const port = await freePort(host)
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'src/mocks/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: host, STATIC_DIR: staticDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Mock server did not start within 30 s:\n${output}`)), 30_000)
    child.stdout.on('data', (d: Buffer) => {
      output += d.toString()
      if (output.includes('mock backend on')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Mock server exited (${code}):\n${output}`))
    })
  })
  const url = `http://${host}:${port}`
  const home = await fetch(`${url}/home`)
  if (!home.ok || !(await home.text()).includes('<div id="root">')) throw new Error(`${url}/home does not serve the app`)
  // The server compresses each file on its first request (Brotli at its best level takes a
  // moment): ask for every built file once, so that no measured load waits for it.
  const files = (await readdir(staticDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
  for (const file of files) {
    const response = await fetch(`${url}/${path.relative(staticDir, path.join(file.parentPath, file.name)).split(path.sep).join('/')}`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    await response.arrayBuffer()
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
