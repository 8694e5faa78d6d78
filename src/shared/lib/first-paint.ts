// The first contentful paint, once: what is not needed for it (start-up calls, the home page's
// lists) waits for it, so neither the browser nor Lighthouse's simulation counts it on the way.

let firstPaint: Promise<void> | undefined

/**
 * Resolves once the browser reports the first contentful paint, or after 1.5 s at most (a tab
 * opened in the background does not paint). Where paint timing is missing (some browsers, test
 * environments) it resolves on the next task.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      setTimeout(resolve, 0)
      return
    }
    const fallback = setTimeout(resolve, 1500)
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return
      observer.disconnect()
      clearTimeout(fallback)
      setTimeout(resolve, 0)
    })
    observer.observe({ type: 'paint', buffered: true })
  })
  return firstPaint
}

/**
 * Resolves just after the browser's next paint (a frame, then a task), or after a second where no
 * frame comes: a tab in the background draws none, and a slow phone may take longer than 250 ms to
 * its next frame.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const noFrame = setTimeout(resolve, 1000)
    requestAnimationFrame(() => {
      clearTimeout(noFrame)
      setTimeout(resolve, 0)
    })
  })
}
