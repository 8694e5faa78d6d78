import { describe, expect, it } from 'vitest'
import { expectVisible, openApp, UI_TIMEOUT_MS, useBrowser } from './browser'

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
