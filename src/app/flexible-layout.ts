// The spec's mobile layout: root font-size = width / 10, width capped at 540 px, refreshed 300 ms
// after a resize; body text 12 px times the ratio. We keep the viewport at device-width (scale 1),
// so CSS pixels already carry the device pixel ratio: the 540 cap is 540 * dpr physical pixels and
// 12 CSS px is 12 * dpr physical pixels, which is what the old viewport-scaling trick achieved,
// without breaking zoom. index.css sets the same value (min(10vw, 54px)) for the very first paint.
export const MAX_LAYOUT_WIDTH = 540
export const RESIZE_DELAY_MS = 300

export function rootFontSize(width: number): number {
  return Math.min(width, MAX_LAYOUT_WIDTH) / 10
}

export function applyRootFontSize(doc: Document = document): void {
  const html = doc.documentElement
  html.style.fontSize = `${rootFontSize(html.clientWidth || window.innerWidth)}px`
  html.dataset.dpr = String(window.devicePixelRatio || 1)
}

/** Sets the root size now and again 300 ms after the last resize or rotation. Returns a stop function. */
export function startFlexibleLayout(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const refresh = () => {
    clearTimeout(timer)
    timer = setTimeout(() => applyRootFontSize(), RESIZE_DELAY_MS)
  }
  const onPageShow = (e: PageTransitionEvent) => {
    if (e.persisted) refresh()
  }
  applyRootFontSize()
  window.addEventListener('resize', refresh)
  window.addEventListener('pageshow', onPageShow)
  return () => {
    clearTimeout(timer)
    window.removeEventListener('resize', refresh)
    window.removeEventListener('pageshow', onPageShow)
  }
}
