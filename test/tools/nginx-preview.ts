import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createMockHttpServer } from '../../src/mocks/server'
import { startNginx } from '../nginx'

// `npm run preview:nginx`: the production build in dist/ served as it will be, through the repo's
// site (deploy/nginx/eto-dapp.conf, started as the deploy test does: test/nginx.ts) with the name
// `localhost`, a self-signed certificate made for the run, and the mock backend behind it answering
// the business path. `npm run build` first; Debian's nginx installed (its service may stay off).
// Env: PORT (https, 8443), HTTP_PORT (8080, which only redirects, as port 80 does: to
// https://localhost/ without a port), MOCK_PORT (8787). Ctrl-C stops both.

const dist = fileURLToPath(new URL('../../dist', import.meta.url))
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No dist/index.html: run `npm run build` first.')
  process.exit(1)
}

const httpsPort = Number(process.env.PORT ?? 8443)
// The EIP-4361 login accepts the sites the page is opened at: the https origin nginx serves, not
// the mock's own address (a page on 443 has no port in its host).
const siteHosts = ['localhost', '127.0.0.1'].flatMap((name) => (httpsPort === 443 ? [name, `${name}:443`] : [`${name}:${httpsPort}`]))
const backend = createMockHttpServer({ siweHosts: siteHosts })
await new Promise<void>((resolve) => backend.listen(Number(process.env.MOCK_PORT ?? 8787), '127.0.0.1', resolve))
const nginx = await startNginx({
  root: dist,
  backend: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
  // The site drops every other name (and a bare address): open it by this one.
  serverName: 'localhost',
  httpsPort,
  httpPort: Number(process.env.HTTP_PORT ?? 8080),
})
console.log(
  `${nginx.url}/home: dist/ through deploy/nginx/${nginx.brotli ? ' (Brotli on)' : ''}, the mock backend behind it. ` +
    `The certificate is self-signed, made for this run: the browser warns once (the service worker stays off unless it is trusted). Ctrl-C stops.`,
)

const stop = async () => {
  await nginx.stop()
  backend.close()
  backend.closeAllConnections()
}
process.once('SIGINT', () => void stop())
process.once('SIGTERM', () => void stop())
