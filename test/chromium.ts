// Debian's Chromium and the flags every headless run here needs (a closed network: no background
// connections, no component or sync updates). Shared by the browser suite and the bench.

/** The full browser (Debian's `chromium`): the bench's Lighthouse runs and the PWA installability check. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The browser suite's browser: Debian's `chromium-headless-shell`, the same Chromium build without
 * the full browser's window and profile layers (playwright's own default for headless runs). A
 * fresh context's first load of /home took about half the CPU of the full browser's headless mode
 * (1.3 s instead of 2.2 s, measured side by side), and the CPU-bound suite opens hundreds.
 * `CHROMIUM_PATH` set: that browser for everything.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell'

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
