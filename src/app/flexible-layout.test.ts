import { RESIZE_DELAY_MS, rootFontSize, startFlexibleLayout } from './flexible-layout'

describe('flexible layout', () => {
  it('sets the root font size to width / 10, capping the width at 540 px', () => {
    expect(rootFontSize(375)).toBe(37.5)
    expect(rootFontSize(320)).toBe(32)
    expect(rootFontSize(540)).toBe(54)
    expect(rootFontSize(1280)).toBe(54)
  })

  it('refreshes 300 ms after the last resize', () => {
    vi.useFakeTimers()
    const html = document.documentElement
    Object.defineProperty(html, 'clientWidth', { configurable: true, value: 390 })
    const stop = startFlexibleLayout()
    expect(html.style.fontSize).toBe('39px')

    Object.defineProperty(html, 'clientWidth', { configurable: true, value: 414 })
    window.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(RESIZE_DELAY_MS - 10)
    window.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(RESIZE_DELAY_MS - 10)
    expect(html.style.fontSize).toBe('39px')
    vi.advanceTimersByTime(10)
    expect(html.style.fontSize).toBe('41.4px')

    stop()
    vi.useRealTimers()
  })
})
