// Shown by `npm run dev` instead of a blank page when the browser cannot run the mock backend's
// service worker: service workers blocked, or the dev server opened over plain http on a LAN
// address (service workers need https or localhost). For developers: English only.

export function showNoWorkerHelp(error: unknown): void {
  console.error('The mock backend could not start', error)
  const root = document.getElementById('root')!
  const box = document.createElement('section')
  box.setAttribute('role', 'alert')
  box.className = 'page'
  const lines = [
    'The mock backend could not start.',
    `This browser cannot run its service worker on ${window.location.origin}: service workers need https or localhost, and must not be blocked.`,
    'Open the app at http://localhost:5173 on this machine. From a phone on your network, run the mock backend as a server instead:',
    `HOST=0.0.0.0 MOCK_DEMO=1 CORS_ORIGIN=${window.location.origin} npm run mock:server`,
    'VITE_API_BASE_URL=http://<this machine>:8787 VITE_USE_MOCKS=false npm run dev -- --host',
  ]
  for (const text of lines) {
    const p = document.createElement('p')
    p.textContent = text
    box.append(p)
  }
  root.replaceChildren(box)
}
