// The app's production service worker (dist/sw.js). The build (service-worker.ts) puts four
// constants before this text: VERSION (a hash of the build's shell), ASSETS (the folder of the
// build's hashed files, '/static/'), SHELL (the files the first paint needs: index.html's scripts,
// styles and preloads, the manifest, an icon) and LOCALES (language code → its strings' files).
//
// What it does: precaches the shell; answers a page visit from the network, or offline with the
// cached index.html (the app then shows its own offline messages); answers the build's hashed files
// (ASSETS, never changed under one name) from the cache, keeping each one fetched. Nothing else:
// a business call (/adc/html/eto/*), the mock backend's controls, any POST go to the network
// untouched, never to a cache. A new version waits until the page's "Reload" posts SKIP_WAITING.

const CACHE = `eto-${VERSION}`
const SHELL_PAGE = '/index.html'

self.addEventListener('install', (event) => {
  // No skipWaiting() here: the page announces the new version and the user chooses when to reload.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL_PAGE, ...SHELL])))
})

self.addEventListener('activate', (event) => {
  const oldCaches = caches.keys().then((keys) => Promise.all(keys.filter((key) => key.startsWith('eto-') && key !== CACHE).map((key) => caches.delete(key))))
  // A first install takes the open page at once, so what it loads next is kept for offline use.
  event.waitUntil(oldCaches.then(() => self.clients.claim()))
})

self.addEventListener('message', (event) => {
  const message = event.data ?? {}
  if (message.type === 'SKIP_WAITING') void self.skipWaiting()
  // The page's language (the shell holds the default one): kept too, so it opens offline in it.
  // Own keys only: a message naming '__proto__' or 'constructor' is no language.
  if (message.type === 'CACHE_LANGUAGE' && Object.hasOwn(LOCALES, message.language)) event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(LOCALES[message.language])))
  // A page asks a waiting worker which build it serves: one the page already runs needs no prompt.
  if (message.type === 'VERSION') event.ports[0]?.postMessage(VERSION)
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  // Business calls: no respondWith, the browser goes to the network itself (even for a page visit).
  if (url.pathname.startsWith('/adc/')) return
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => fromCache(SHELL_PAGE)))
    return
  }
  if (url.pathname.startsWith(ASSETS) || SHELL.includes(url.pathname)) event.respondWith(cacheFirst(request))
})

async function fromCache(key) {
  return (await caches.match(key, { cacheName: CACHE })) ?? Response.error()
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE })
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok && new URL(request.url).pathname.startsWith(ASSETS)) {
    const copy = response.clone()
    void caches.open(CACHE).then((cache) => cache.put(request, copy))
  }
  return response
}
