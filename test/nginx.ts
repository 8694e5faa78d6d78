import { execFile, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port'

// The repo's nginx config (deploy/nginx/) run for real, by the test, as an ordinary child process:
// its own prefix in a temp folder (config, pid, logs, temp files), a free port on 127.0.0.1, no
// daemon and no master process, stopped by its PID. The system's nginx and its /etc/nginx are never
// touched (only /etc/nginx/mime.types is read). The generated nginx.conf holds only what a host's
// own nginx.conf would (events, http, mime types, paths) and the server's listen and root; every
// rule of the app comes from including the repo's app.conf itself.

/** Debian's nginx (`apt-get install nginx`), or NGINX_PATH. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** deploy/nginx/: installed on a host as /etc/nginx/eto-dapp/ (docs/deploy.md). */
export const DEPLOY_DIR = fileURLToPath(new URL('../deploy/nginx', import.meta.url))

/** Debian's libnginx-mod-http-brotli-filter; when it is there, the test enables Brotli as docs/deploy.md says. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'

export interface Nginx {
  /** Origin, e.g. http://127.0.0.1:40123 */
  url: string
  pid: number
  /** Brotli is on (its module is installed). */
  brotli: boolean
  /** Ends nginx (SIGTERM, SIGKILL after 5 s), removes its temp prefix. Safe to call twice. */
  stop(): Promise<void>
}

export interface NginxOptions {
  /** The folder to serve: a production build. */
  root: string
  /** The backend URL that backend.conf would hold, e.g. http://127.0.0.1:8787 */
  backend: string
  /** Port on 127.0.0.1. Default: a free one. */
  port?: number
  /** How long to wait for nginx to listen, in ms. Default 10,000. */
  timeoutMs?: number
}

/** A temp prefix with `conf/eto-dapp/` laid out as on a host, the repo's files linked, not copied. */
function makePrefix({ backend }: { backend?: string }): { prefix: string; conf: string; brotli: boolean } {
  const prefix = mkdtempSync(path.join(tmpdir(), 'eto-nginx-'))
  const conf = path.join(prefix, 'conf')
  const site = path.join(conf, 'eto-dapp')
  mkdirSync(site, { recursive: true })
  mkdirSync(path.join(prefix, 'tmp'))
  for (const name of readdirSync(DEPLOY_DIR)) {
    // The one place of the backend URL, here pointing at the test's backend.
    if (backend && name === 'backend.conf') writeFileSync(path.join(site, name), `proxy_pass ${backend};\n`)
    else symlinkSync(path.join(DEPLOY_DIR, name), path.join(site, name))
  }
  const brotli = existsSync(BROTLI_MODULE)
  if (brotli) {
    mkdirSync(path.join(site, 'optional'))
    symlinkSync(path.join(DEPLOY_DIR, 'brotli.conf'), path.join(site, 'optional', 'brotli.conf'))
  }
  return { prefix, conf, brotli }
}

/** The main-context and http-context lines a host's nginx.conf has, with every path in `prefix`. */
function mainConfig(prefix: string, brotli: boolean, server: string): string {
  const tmp = (name: string) => path.join(prefix, 'tmp', name)
  return `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;
${brotli ? `load_module ${BROTLI_MODULE};` : ''}
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${tmp('body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};
${server}
}
`
}

/** Serve `root` through the repo's app.conf (on a free port unless told), with the business API going to `backend`. */
export async function startNginx({ root, backend, port: wanted, timeoutMs = 10_000 }: NginxOptions): Promise<Nginx> {
  if (!existsSync(NGINX_PATH)) throw new Error(`No nginx at ${NGINX_PATH}: apt-get install nginx (or set NGINX_PATH)`)
  const { prefix, conf, brotli } = makePrefix({ backend })
  const port = wanted ?? (await freePort())
  const file = path.join(conf, 'nginx.conf')
  writeFileSync(file, mainConfig(prefix, brotli, `    server {\n        listen 127.0.0.1:${port};\n        root ${root};\n        include eto-dapp/app.conf;\n    }`))

  // -e: the error log before the config is read (the compiled-in one may not be writable).
  const child = spawn(NGINX_PATH, ['-p', prefix, '-c', file, '-e', 'stderr'], { stdio: ['ignore', 'pipe', 'pipe'] })
  const pid = child.pid
  if (pid === undefined) throw new Error(`${NGINX_PATH} did not start`)
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // A runner that dies without calling stop() must not leave nginx running.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const stop = async () => {
    process.off('exit', killOnExit)
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    }
    rmSync(prefix, { recursive: true, force: true })
  }

  try {
    const deadline = Date.now() + timeoutMs
    while (!(await accepts(port))) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited before listening:\n${output}`)
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return { url: `http://127.0.0.1:${port}`, pid, brotli, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * `nginx -t` on the site as a host installs it: eto-dapp.conf, with the repo's own backend.conf,
 * included from an http {} block. Resolves with nginx's report; rejects with it when the test fails.
 */
export async function checkSiteConfig(): Promise<string> {
  const { prefix, conf, brotli } = makePrefix({})
  try {
    const file = path.join(conf, 'nginx.conf')
    writeFileSync(file, mainConfig(prefix, brotli, '    include eto-dapp/eto-dapp.conf;'))
    return await new Promise<string>((resolve, reject) => {
      execFile(NGINX_PATH, ['-t', '-p', prefix, '-c', file, '-e', 'stderr'], { timeout: 10_000 }, (error, stdout, stderr) => {
        const report = `${stdout}${stderr}`
        if (error) reject(new Error(`nginx -t failed:\n${report}`))
        else resolve(report)
      })
    })
  } finally {
    rmSync(prefix, { recursive: true, force: true })
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
