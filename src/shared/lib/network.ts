/** Resolves when the browser says it is online: at once if it is, else on the next `online` event. */
export function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))
}

/**
 * Run `load` until it succeeds: after a failure, again when the network comes back, or after
 * `pauseMs` while the browser says it is online (the server or the link failed). For code the app
 * cannot go without, such as
 * the start-up module loaded after the first paint.
 */
export async function untilLoaded<T>(load: () => Promise<T>, pauseMs = 5_000): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch (error) {
      console.warn('Loading failed; will try again', error)
      await networkBackOrPause(pauseMs)
    }
  }
}

/** Resolves on the next `online` event, or, while the browser says it is online, after `pauseMs`. */
function networkBackOrPause(pauseMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      window.removeEventListener('online', done)
      resolve()
    }
    const timer = navigator.onLine === false ? undefined : setTimeout(done, pauseMs)
    window.addEventListener('online', done)
  })
}

/** A part of the app's code that did not download (offline, a new deploy), as browsers and Vite word it. */
export function isNotDownloaded(error: unknown): boolean {
  return /dynamically imported|module script|preload CSS/i.test(String(error))
}
