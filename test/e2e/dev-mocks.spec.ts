import { describe, expect, it } from 'vitest'
import { expectVisible, openApp, UI_TIMEOUT_MS, useBrowser } from './browser'
import { textOf } from './fixtures/app'

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

describe('dev panel', () => {
  type Box = { x: number; y: number; width: number; height: number }
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

  it.each([
    ['en', '/assets'],
    ['en', '/marketChart?symbol=BTCUSDT'],
    ['ar', '/trade'],
  ] as const)('%s %s: a slim handle that covers no content, tab bar or button, and can be moved', async (lang, path) => {
    const { page, errors } = await newPage({ lang })
    await openApp(page, path)
    const title = textOf(lang, 'dev.title')
    const handle = page.getByRole('button', { name: title, exact: true })
    await expectVisible(handle)
    expect(await handle.getAttribute('aria-expanded')).toBe('false')
    const box = (await handle.boundingBox())!
    // Inside the page's side margin: nothing the app draws lies under it.
    const content = await page.evaluate(() =>
      [...document.querySelectorAll('.tab-bar, .top-bar, button, a, input, select, [role="tab"], .card')]
        .filter((el) => !el.closest('.dev-panel'))
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
    )
    expect(content.filter((r) => overlaps(r, box))).toEqual([])

    // Dragged 150 px down it stays there (and within the band between the bars), then opens on a tap.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 150, { steps: 5 })
    await page.mouse.up()
    const moved = (await handle.boundingBox())!
    expect(Math.round(moved.y - box.y)).toBe(150)
    expect(await handle.getAttribute('aria-expanded')).toBe('false')
    await handle.click()
    await expectVisible(page.getByRole('region', { name: title, exact: true }))
    expect(errors).toEqual([])
  })
})
