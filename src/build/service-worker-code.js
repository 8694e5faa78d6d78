// The app's production service worker (dist/sw.js). The build (service-worker.ts) puts four
// constants before this text: VERSION (a hash of the build's shell), ASSETS (the folder of the
// build's hashed files, '/static/'), SHELL (the scripts and styles the first paint needs, from
// index.html) and LOCALES (language code → its strings' files).
//
// What it keeps: the build's own scripts and styles, same-origin files under ASSETS (hashed: never
// changed under one name), precached (the shell) or kept once fetched, answered from the cache.
// Nothing else, ever: no page, no index.html, no HTML fallback, no other file, no business call
// (/adc/html/eto/*), no POST, no other origin. Those go to the network untouched, so what the
// server says (a new release, a 404, the security headers of each page) always reaches the
// browser, and nothing but code the build made can be answered from a cache; offline, a page visit
// gets the browser's own offline page. A new version waits until the page's "Reload" posts
// SKIP_WAITING.

const CACHE = `eto-${VERSION}`

/** A script or style of the build: same origin, under ASSETS, named .js or .css. */
function keepable(url) {
  return url.origin === self.location.origin && url.pathname.startsWith(ASSETS) && /\.(?:js|css)$/.test(url.pathname)
}

/**
 * An answer worth keeping under such a name: a plain same-origin 200 (not opaque, not redirected)
 * that is a script or a style. A host that answers a missing chunk with index.html must not have
 * that page kept as the chunk.
 */
function storable(response) {
  const type = response.headers.get('content-type') ?? ''
  return response.status === 200 && response.type === 'basic' && !response.redirected && /^(?:text|application)\/(?:javascript|css)\b/i.test(type)
}

/** Fetch each file and keep it; fails (and with it the install) when one is not what it should be. */
async function keepAll(files) {
  const cache = await caches.open(CACHE)
  await Promise.all(
    files.map(async (file) => {
      const url = new URL(file, self.location.href)
      if (!keepable(url)) return
      const response = await fetch(url)
      if (!storable(response)) throw new Error(`service worker: ${url.pathname} is not a script or style of this build`)
      await cache.put(url, response)
    }),
  )
}

self.addEventListener('install', (event) => {
  // No skipWaiting() here: the page announces the new version and the user chooses when to reload.
  event.waitUntil(keepAll(SHELL))
})

self.addEventListener('activate', (event) => {
  const oldCaches = caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith('eto-') && key !== CACHE).map((key) => caches.delete(key))))
  // A first install takes the open page at once, so what it loads next is kept too.
  event.waitUntil(oldCaches.then(() => self.clients.claim()))
})

self.addEventListener('message', (event) => {
  const message = event.data ?? {}
  if (message.type === 'SKIP_WAITING') void self.skipWaiting()
  // The page's language (the shell holds the default one): kept too.
  // Own keys only: a message naming '__proto__' or 'constructor' is no language.
  if (message.type === 'CACHE_LANGUAGE' && Object.hasOwn(LOCALES, message.language)) event.waitUntil(keepAll(LOCALES[message.language]))
  // A page asks a waiting worker which build it serves: one the page already runs needs no prompt.
  if (message.type === 'VERSION') event.ports[0]?.postMessage(VERSION)
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  // Everything else: no respondWith, the browser goes to the network itself.
  if (request.method !== 'GET' || request.mode === 'navigate' || !keepable(new URL(request.url))) return
  event.respondWith(cacheFirst(request))
})

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE })
  if (cached) return cached
  const response = await fetch(request)
  if (storable(response)) {
    const copy = response.clone()
    void caches.open(CACHE).then((cache) => cache.put(request, copy))
  }
  return response
}
