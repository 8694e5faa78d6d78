import { execFile, execFileSync, spawn } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './free-port'

// The repo's nginx config (deploy/nginx/) run for real, by the test, as an ordinary child process:
// its own prefix in a temp folder (config, pid, logs, temp files, a self-signed certificate), free
// ports on 127.0.0.1, no daemon and no master process, stopped by its PID. The system's nginx and
// its /etc/nginx are never touched (only /etc/nginx/mime.types is read). The generated nginx.conf
// holds only what a host's own nginx.conf would (events, http, mime types, paths) and includes the
// repo's eto-dapp.conf itself, the site as a host installs it, with the host's own values put in:
// its name, its ports, its certificate and root (the lines eto-dapp.conf says a host sets). Every
// other rule, the default server that drops unknown hosts and the redirect to https included, is
// the repo's.

/** Debian's nginx (`apt-get install nginx`), or NGINX_PATH. */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** Makes the test's self-signed certificate (Debian's openssl, there with ca-certificates), or OPENSSL_PATH. */
const OPENSSL_PATH = process.env.OPENSSL_PATH ?? '/usr/bin/openssl'

/** deploy/nginx/: installed on a host as /etc/nginx/eto-dapp/ (docs/deploy.md). */
export const DEPLOY_DIR = fileURLToPath(new URL('../deploy/nginx', import.meta.url))

/** Debian's libnginx-mod-http-brotli-filter; when it is there, the test enables Brotli as docs/deploy.md says. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'

/** The site's name in the test: a name of the reserved .test domain, mapped to 127.0.0.1 by whoever asks (see `request`, `chromiumFlags`). */
export const TEST_SERVER_NAME = 'eto-dapp.test'

export interface Certificate {
  /** PEM files. */
  cert: string
  key: string
  /** The certificate itself, to trust it in Node (`ca`). */
  pem: string
  /** base64 SHA-256 of its public key (SPKI): what Chromium's --ignore-certificate-errors-spki-list takes. */
  spki: string
}

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

export interface RequestOptions {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** The Host header (and over https the TLS server name). Default: the site's name. null: an IP address, no server name at all. */
  host?: string | null
  /** Over http (port 80's stand-in) instead of https. */
  http?: boolean
}

export interface Nginx {
  /** The app's origin, e.g. https://eto-dapp.test:40123 (resolve the name to 127.0.0.1: `chromiumFlags`, `request`). */
  url: string
  /** The http server's origin (it only redirects), e.g. http://eto-dapp.test:40124 */
  httpUrl: string
  serverName: string
  httpsPort: number
  httpPort: number
  certificate: Certificate
  /** Chromium flags that resolve the site's name to 127.0.0.1 and trust its certificate as if a CA had signed it (service workers included). */
  chromiumFlags: string[]
  pid: number
  /** Brotli is on (its module is installed). */
  brotli: boolean
  /**
   * One request to 127.0.0.1 as a client anywhere would make it: the path sent as it is (never
   * normalised), the name in the Host header and in TLS, the certificate trusted. Rejects when nginx
   * closes the connection or refuses the handshake without an answer.
   */
  request(pathname: string, options?: RequestOptions): Promise<Answer>
  /** Ends nginx (SIGTERM, SIGKILL after 5 s), removes its temp prefix. Safe to call twice. */
  stop(): Promise<void>
}

export interface NginxOptions {
  /** The folder to serve: a production build. */
  root: string
  /** The backend URL that backend.conf would hold, e.g. http://127.0.0.1:8787 */
  backend: string
  /** The site's server_name (eto-dapp.conf's `app.example.com`). Default TEST_SERVER_NAME. */
  serverName?: string
  /** Ports on 127.0.0.1 for 443 and 80. Default: free ones. */
  httpsPort?: number
  httpPort?: number
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

/** A self-signed certificate for `name` in `dir` (EC P-256, two days). */
export function makeCertificate(dir: string, name: string): Certificate {
  if (!existsSync(OPENSSL_PATH)) throw new Error(`No openssl at ${OPENSSL_PATH}: apt-get install openssl (or set OPENSSL_PATH)`)
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync(
    OPENSSL_PATH,
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', `/CN=${name}`, '-addext', `subjectAltName=DNS:${name}`, '-keyout', key, '-out', cert],
    { stdio: 'pipe', timeout: 10_000 },
  )
  const pem = readFileSync(cert, 'utf8')
  const spki = createHash('sha256')
    .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64')
  return { cert, key, pem, spki }
}

interface SiteValues {
  serverName: string
  httpsPort: number
  httpPort: number
  certificate: Pick<Certificate, 'cert' | 'key'>
  root: string
}

/**
 * eto-dapp.conf with a host's values in place of the placeholders: the name, the certificate's
 * paths, root, and the ports (on 127.0.0.1; the IPv6 listens go, the test's socket is IPv4). Each
 * must be found, and none of the placeholders may be left: a changed eto-dapp.conf fails here
 * rather than run with half of its values.
 */
export function siteConfig(values: Partial<SiteValues> & Pick<SiteValues, 'certificate'>): string {
  let text = readFileSync(path.join(DEPLOY_DIR, 'eto-dapp.conf'), 'utf8')
  const put = (pattern: RegExp, replacement: string | null, what: string) => {
    if (!pattern.test(text)) throw new Error(`eto-dapp.conf: no ${what} (${pattern}); update test/nginx.ts with it`)
    pattern.lastIndex = 0
    text = text.replace(pattern, replacement ?? '')
  }
  if (values.httpsPort !== undefined && values.httpPort !== undefined) {
    put(/^[ \t]*listen \[::\]:(?:80|443)\b.*\n/gm, null, 'IPv6 listen')
    put(/^([ \t]*listen )443\b/gm, `$1127.0.0.1:${values.httpsPort}`, 'listen 443')
    put(/^([ \t]*listen )80\b/gm, `$1127.0.0.1:${values.httpPort}`, 'listen 80')
  }
  if (values.serverName) put(/^([ \t]*server_name )app\.example\.com;/gm, `$1${values.serverName};`, 'server_name app.example.com')
  put(/^([ \t]*ssl_certificate[ \t]+)\S+;/gm, `$1${values.certificate.cert};`, 'ssl_certificate')
  put(/^([ \t]*ssl_certificate_key[ \t]+)\S+;/gm, `$1${values.certificate.key};`, 'ssl_certificate_key')
  if (values.root) put(/^([ \t]*root )\/var\/www\/eto-dapp;/gm, `$1${values.root};`, 'root /var/www/eto-dapp')
  const code = text.replace(/#.*$/gm, '')
  const left = [
    values.serverName && /app\.example\.com/.test(code) && 'app.example.com',
    /\/etc\/letsencrypt/.test(code) && '/etc/letsencrypt',
    values.root && /\/var\/www/.test(code) && '/var/www',
    values.httpsPort !== undefined && /listen (?!127\.0\.0\.1:)/.test(code) && 'a listen not on 127.0.0.1',
  ].filter(Boolean)
  if (left.length > 0) throw new Error(`eto-dapp.conf: ${left.join(', ')} left after putting in the test's values; update test/nginx.ts`)
  return text
}

/** The main-context and http-context lines a host's nginx.conf has, with every path in `prefix`. */
function mainConfig(prefix: string, brotli: boolean, sites: string): string {
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
    # sites-enabled/
    include ${sites};
}
`
}

/** Serve `root` through the repo's site (eto-dapp.conf) on free ports, with the business API going to `backend`. */
export async function startNginx({ root, backend, serverName = TEST_SERVER_NAME, httpsPort: wantedHttps, httpPort: wantedHttp, timeoutMs = 10_000 }: NginxOptions): Promise<Nginx> {
  if (!existsSync(NGINX_PATH)) throw new Error(`No nginx at ${NGINX_PATH}: apt-get install nginx (or set NGINX_PATH)`)
  const { prefix, conf, brotli } = makePrefix({ backend })
  let certificate: Certificate
  try {
    certificate = makeCertificate(prefix, serverName)
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true })
    throw error
  }
  const httpsPort = wantedHttps ?? (await freePort())
  const httpPort = wantedHttp ?? (await freePort())
  const site = path.join(conf, 'site.conf')
  writeFileSync(site, siteConfig({ serverName, httpsPort, httpPort, certificate, root }))
  const file = path.join(conf, 'nginx.conf')
  writeFileSync(file, mainConfig(prefix, brotli, site))

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
    while (!((await accepts(httpsPort)) && (await accepts(httpPort)))) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited before listening:\n${output}`)
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${httpsPort} and ${httpPort} within ${timeoutMs} ms:\n${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return {
      url: `https://${serverName}:${httpsPort}`,
      httpUrl: `http://${serverName}:${httpPort}`,
      serverName,
      httpsPort,
      httpPort,
      certificate,
      chromiumFlags: [`--host-resolver-rules=MAP ${serverName} 127.0.0.1`, `--ignore-certificate-errors-spki-list=${certificate.spki}`],
      pid,
      brotli,
      request: (pathname, options = {}) => send({ serverName, httpsPort, httpPort, ca: certificate.pem }, pathname, options),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function send(site: { serverName: string; httpsPort: number; httpPort: number; ca: string }, pathname: string, { method = 'GET', headers = {}, body, host = site.serverName, http = false }: RequestOptions): Promise<Answer> {
  const port = http ? site.httpPort : site.httpsPort
  const options = {
    host: '127.0.0.1',
    port,
    method,
    path: pathname,
    // A fresh connection per request: nginx's 444 closes one, and no answer may ride on another's socket.
    agent: false,
    headers: { ...(host === null ? {} : { host: `${host}:${port}` }), ...headers },
  } as const
  return new Promise<Answer>((resolve, reject) => {
    const onResponse = (response: import('node:http').IncomingMessage) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }))
      response.on('error', reject)
    }
    const req = http
      ? httpRequest(options, onResponse)
      : // The name in TLS (SNI) as a browser sends it; none for an IP address. The test's certificate is the one trusted.
        httpsRequest({ ...options, ca: site.ca, ...(host === null ? {} : { servername: host }) }, onResponse)
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${method} ${pathname} within 10 s`)))
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * `nginx -t` on the site as a host installs it: eto-dapp.conf as it is, with the repo's own
 * backend.conf, included from an http {} block; only the certificate's paths point at a test
 * certificate (nginx reads the files). Resolves with nginx's report; rejects with it when the test fails.
 */
export async function checkSiteConfig(): Promise<string> {
  const { prefix, conf, brotli } = makePrefix({})
  try {
    const certificate = makeCertificate(prefix, 'app.example.com')
    const site = path.join(conf, 'site.conf')
    writeFileSync(site, siteConfig({ certificate }))
    const file = path.join(conf, 'nginx.conf')
    writeFileSync(file, mainConfig(prefix, brotli, site))
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
