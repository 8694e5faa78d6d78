import { i18next } from '@/shared/i18n/i18n'

// The production service worker (dist/sw.js, built by src/build/service-worker.ts): registered after
// the first paint, off in `npm run dev` (the mock backend's worker owns the scope there). A new
// version is never applied under the user: it waits, the page says "A new version is available",
// and only the user's Reload activates it.

const WORKER_URL = '/sw.js'

/** The build this page runs (the <meta> the build writes into index.html). */
function pageBuild(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="app-build"]')?.content
}

export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  if (import.meta.env.VITE_SW === 'off') {
    // The kill switch (sw.js) unregisters the worker; a worker still controlling a page until it
    // reloads may have kept files again meanwhile, and no worker of this build will ever clear them.
    const keys = await globalThis.caches?.keys().catch(() => [])
    await Promise.all((keys ?? []).filter((key) => key.startsWith('eto-')).map((key) => caches.delete(key)))
    return
  }
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' })

  // The shell holds the default language's strings; the one this page shows is kept too.
  const keepLanguage = (language: string) => void navigator.serviceWorker.ready.then((r) => r.active?.postMessage({ type: 'CACHE_LANGUAGE', language }))
  keepLanguage(i18next.language)
  i18next.on('languageChanged', keepLanguage)

  if (registration.waiting) void offerUpdate(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) void offerUpdate(worker)
    })
  })
  // An app kept open for days (a home-screen app) looks for a new version whenever it comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => {})
  })
}

/** A new worker is waiting: say so, unless this page already runs its build (loaded from the network). */
async function offerUpdate(worker: ServiceWorker): Promise<void> {
  if ((await versionOf(worker)) === pageBuild()) {
    worker.postMessage({ type: 'SKIP_WAITING' })
    return
  }
  const { showUpdatePrompt } = await import('./update-prompt')
  await showUpdatePrompt(() => {
    // Reload once the new worker has taken over, so the page and the worker are the same build.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
    worker.postMessage({ type: 'SKIP_WAITING' })
  })
}

function versionOf(worker: ServiceWorker): Promise<string | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<string>) => resolve(event.data)
    // A worker that does not answer (an older one) is treated as a different build.
    setTimeout(() => resolve(undefined), 3_000)
    worker.postMessage({ type: 'VERSION' }, [channel.port2])
  })
}
