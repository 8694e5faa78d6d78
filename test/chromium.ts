// Debian's Chromium and the flags every headless run here needs (a closed network: no background
// connections, no component or sync updates). Shared by the browser suite and the bench.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // No swipe-back: in CI, chart.spec's page went back to about:blank (its first history entry)
  // during its finger drags, as only the browser's swipe-back navigation does (the app never goes
  // back past its first entry); the failure report's events showed it. A page's own touch handling
  // is what the tests check, not the browser's history gesture.
  '--overscroll-history-navigation=0',
]
