import { describe, expect, it } from 'vitest'
import { ROUTES } from '../../src/shared/route-manifest'
import { expectNoErrors, openApp, screenSettled, useBrowser } from './browser'

// The layout holds from the narrowest phone to the 540 px cap: no sideways scroll on any public
// route (375 and 390 px are covered route by route in routes.spec.ts and the other specs), in English and in Arabic (RTL),
// and in Japanese at 360 px (no spaces between words: a label wraps anywhere),
// and the root font size follows width / 10, capped at 540 px.

const { newPage } = useBrowser()
// The public routes, and a machine's detail page (its parameters are the longest labels beside the shortest values).
const PUBLIC_PATHS = [...ROUTES.filter((r) => !r.requiresLogin).map((r) => r.path), '/miningRigDetails?id=M101']

describe.each([
  [320, ['en', 'ar']],
  [360, ['ja', 'ru']],
  [540, ['en', 'ar']],
] as const)('%i px wide', (width, languages) => {
  it.each(languages)('%s: no public route scrolls sideways, and no value of a label / value row breaks in the middle of a word', async (lang) => {
    const { page, errors } = await newPage({ lang, context: { viewport: { width, height: 800 } } })
    const wide: string[] = []
    const split: string[] = []
    for (const path of PUBLIC_PATHS) {
      await openApp(page, path)
      await page.locator('#main h1, .top-bar__title').first().waitFor({ state: 'visible' })
      // Data screens settle (skeletons gone, calls answered) so the measured width is the final one;
      // leaving a page with calls in flight would send them past the mock worker (a 404).
      await screenSettled(page)
      const { scrollWidth, clientWidth } = await page.evaluate(() => {
        const el = document.scrollingElement ?? document.documentElement
        return { scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }
      })
      if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth} > ${clientWidth}`)
      // A value with no space in it ("59.08%", "4,800.00") stays on one line; an address may wrap.
      const broken = await page.evaluate(() =>
        [...document.querySelectorAll('.kv > dd')].flatMap((dd) => {
          const text = dd.textContent?.trim() ?? ''
          if (!text || /\s/.test(text) || text.length > 20) return []
          const range = document.createRange()
          range.selectNodeContents(dd)
          return new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size > 1 ? [text] : []
        }),
      )
      split.push(...broken.map((text) => `${path}: ${text}`))
    }
    expect(wide).toEqual([])
    expect(split).toEqual([])
    const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
    expect(rootSize).toBe(`${Math.min(width, 540) / 10}px`)
    expectNoErrors(errors)
  }, 90_000)
})
