import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../src/app/route-table'
import { expectNoErrors, openApp, useBrowser } from './browser'

// The layout holds from the narrowest phone to the 540 px cap: no sideways scroll on any public
// route (375 and 390 px are covered route by route in routes.spec.ts and the other specs), in English and in Arabic (RTL),
// and the root font size follows width / 10, capped at 540 px.

const { newPage } = useBrowser()
const PUBLIC_PATHS = ROUTES.filter((r) => !r.requiresLogin).map((r) => r.path)

describe.each([320, 540])('%i px wide', (width) => {
  it.each(['en', 'ar'])('%s: no public route scrolls sideways', async (lang) => {
    const { page, errors } = await newPage({ lang, context: { viewport: { width, height: 800 } } })
    const wide: string[] = []
    for (const path of PUBLIC_PATHS) {
      await openApp(page, path)
      await page.locator('#main h1, .top-bar__title').first().waitFor({ state: 'visible' })
      // Data screens settle (skeletons gone, calls answered) so the measured width is the final one;
      // leaving a page with calls in flight would send them past the mock worker (a 404).
      await page.waitForFunction(() => !document.querySelector('.skeleton'))
      await page.waitForLoadState('networkidle')
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const el = document.scrollingElement ?? document.documentElement
        return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }
      })
      if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} > ${clientWidth}`)
    }
    expect(wide).toEqual([])
    const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
    expect(rootSize).toBe(`${Math.min(width, 540) / 10}px`)
    expectNoErrors(errors)
  }, 90_000)
})
