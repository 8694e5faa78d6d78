import { describe, expect, it } from 'vitest'
import type { Locator } from 'playwright-core'
import { expectNoErrors, expectVisible, openApp, pathOf, screenSettled, UI_TIMEOUT_MS, useBrowser } from './browser'
import { connectWallet, overflowX, textOf } from './fixtures/app'

// `npm run dev` where the browser cannot run the mock backend's service worker (blocked here; on a
// phone, plain http on a LAN address): the page says how to run it, never blank.

const { newPage } = useBrowser()

describe('dev server without a service worker', () => {
  it('shows how to run the mock backend instead of a blank page', async () => {
    const { page, errors } = await newPage({ context: { serviceWorkers: 'block' } })
    await page.goto('/home')
    const help = page.getByRole('alert')
    await expectVisible(help.getByText('The mock backend could not start.'))
    await expectVisible(help.getByText(/npm run mock:server/))
    expect(await page.locator('#root').innerText()).toContain('http://localhost:5173')
    // Only the reason, logged for the developer: no uncaught error.
    expect(errors.filter((e) => e.startsWith('pageerror:'))).toEqual([])
  })
})

describe('dev demo clock', () => {
  it('runs with real time: market prices move by themselves', async () => {
    const { page, errors } = await newPage({ liveClock: true })
    await openApp(page, '/marketPrices')
    const btc = page.getByRole('article', { name: 'BTCUSDT' }).locator('.quote__last')
    await expectVisible(btc)
    const first = await btc.textContent()
    await expect.poll(() => btc.textContent(), { timeout: UI_TIMEOUT_MS }).not.toBe(first)
    expect(errors).toEqual([])
  })
})

describe('dev panel at 360 and 430 px', () => {
  /** The narrowest and the widest phone: each screen is measured at both, in one load. */
  const WIDTHS = [360, 430]

  // Screens of both kinds (tab bar; top bar with Back), before and after the login: /assets without
  // one sends the visitor home with a toast, /my and /assets with one are the account's screens.
  const VISITS = [
    ['/home', false],
    ['/miningMachine/miningMachineMall', false],
    ['/trade', false],
    ['/assets', false],
    ['/assets', true],
    ['/my', true],
    ['/trade', true],
    ['/miningMachine/miningMachineMall', true],
    ['/home', true],
  ] as const

  /**
   * What `element` (the panel's toggle, or the open panel) lies over, measured with the page at its
   * top and scrolled to its end: the page itself (#main), any part of the top bar or the tab bar, a
   * visible control, or a visible element with text of its own. Toasts (they pass over everything)
   * and the element's own content are left out. `onScreenAtEnd`: at the page's end it is wholly in view.
   */
  const lieOver = (element: Locator) =>
    element.evaluate((own) => {
      const CONTROLS = 'a, button, input, select, textarea, [role="tab"], [role="button"], [role="link"]'
      const name = (el: Element) => {
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
        const classes = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
        return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes} "${text}"`
      }
      const covered = (where: string) => {
        const box = own.getBoundingClientRect()
        const meets = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom
        const found: string[] = []
        for (const el of document.body.querySelectorAll('*')) {
          // The element, what it holds, and what holds it (the panel, body).
          if (el === own || own.contains(el) || el.contains(own)) continue
          if (el.closest('.toaster, .visually-hidden')) continue
          const page = el.id === 'main'
          const bar = el.closest('.top-bar, .tab-bar') !== null
          const control = el.matches(CONTROLS)
          const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')
          if (!page && !bar && !control && !text) continue
          const style = getComputedStyle(el)
          if (style.visibility === 'hidden' || style.display === 'none' || el.getClientRects().length === 0) continue
          if (meets(el.getBoundingClientRect())) found.push(`${where}: ${name(el)}`)
        }
        return found
      }
      const scroller = document.scrollingElement ?? document.documentElement
      window.scrollTo(0, 0)
      const atTop = covered('page at its top')
      window.scrollTo(0, scroller.scrollHeight)
      const atEnd = covered('page at its end')
      const box = own.getBoundingClientRect()
      const onScreenAtEnd = box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight
      window.scrollTo(0, 0)
      return { covers: [...atTop, ...atEnd], onScreenAtEnd }
    })

  it.each(['en', 'ar'])(
    '%s: the toggle lies over no content, bar, control or text on any screen, signed in or not, and opens the panel',
    async (lang) => {
      const { page, errors } = await newPage({ lang, context: { viewport: { width: WIDTHS[0], height: 800 } } })
      const title = textOf(lang, 'dev.title')
      const toggle = page.getByRole('button', { name: title, exact: true })
      const covers: string[] = []
      const outOfReach: string[] = []
      const wide: string[] = []
      let signedInYet = false
      for (const [path, signedIn] of VISITS) {
        // Signed in once, through the UI; the session lasts over the full loads that follow.
        if (signedIn && !signedInYet) {
          await connectWallet(page, { lang })
          signedInYet = true
        }
        // Each screen loads at the narrowest width, then is widened (a load at 360 px is what a phone does).
        await page.setViewportSize({ width: WIDTHS[0], height: 800 })
        await openApp(page, path)
        await page.locator('#main h1, .top-bar__title').first().waitFor({ state: 'visible' })
        await screenSettled(page)
        await expectVisible(toggle)
        expect(await toggle.getAttribute('aria-expanded')).toBe('false')
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 })
          // The layout at this width (the root font size follows it): after the next frame.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
          const where = `${path}${signedIn ? ' signed in' : ''} at ${width} px (shown: ${pathOf(page)})`
          const seen = await lieOver(toggle)
          covers.push(...seen.covers.map((c) => `${where}, ${c}`))
          if (!seen.onScreenAtEnd) outOfReach.push(where)
          const overflow = await overflowX(page)
          if (overflow > 0) wide.push(`${where}: ${overflow} px`)
        }
      }
      expect(covers).toEqual([])
      expect(outOfReach, 'the toggle is in view at the end of the page').toEqual([])
      expect(wide, 'no sideways scroll').toEqual([])

      // A tap opens the panel, which lies over nothing either.
      await toggle.click()
      const panel = page.getByRole('region', { name: title, exact: true })
      await expectVisible(panel)
      expect(await toggle.getAttribute('aria-expanded')).toBe('true')
      expect((await lieOver(panel)).covers).toEqual([])
      expectNoErrors(errors)
    },
    120_000,
  )
})
