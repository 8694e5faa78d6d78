import type { Locator, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES, type AppRoute } from '../../../src/shared/route-manifest'
import { isWrite, RPC, RPC_CODES, type RpcCode } from '../../../src/shared/api/rpc-codes'
import { expectVisible, spaNavigate, UI_TIMEOUT_MS, useChromium } from '../browser'
import { advanceMockDays, connectButton, en, walletChip } from '../fixtures/app'
import { installTestWallet } from '../fixtures/test-wallet'
import { useProductionApp } from './production-app'
import {
  describeScreen,
  setNetwork,
  expectScreenNotBlank,
  LOCALES,
  LOGIN_ROUTES,
  OFFLINE_WITHOUT_WORKER,
  openPage,
  PUBLIC_ROUTES,
  rawKeysOnScreen,
  rpcCodeOf,
  collectLinkedScreens,
  discoverLinkedScreens,
  textOutOfOrder,
  uncaught,
  waitForQuietNetwork,
  waitForScreen,
  type OpenPage,
} from './support'

// Issue 5, robustness: every screen of the route table, in every locale, against every kind of
// broken answer, offline, on a time-out, and under rapid repeated taps. Written over ROUTES and
// the RPC table, so screens and codes added later are covered without new test code.

const app = useProductionApp()
const chromium = useChromium()

const RPC_PATTERN = '**/adc/html/eto/*.do'

describe('every public route in every locale', () => {
  it.each(LOCALES)('%s: opens with no page error and no untranslated key', async (lang) => {
    const { context, page, errors } = await openPage(chromium.browser, app.url, { lang })
    try {
      const problems: string[] = []
      // One full load, then the app's own navigation (as a user moves), to keep ten locales quick.
      // The screens the app links to with parameters (a detail page's ?id=) come last.
      await page.goto(PUBLIC_ROUTES[0].path)
      const linked = new Map<string, string>()
      const targets = PUBLIC_ROUTES.map((r) => r.path)
      for (let i = 0; i < targets.length; i++) {
        const target = targets[i]
        await spaNavigate(page, target)
        await waitForScreen(page)
        expect(await page.evaluate(() => document.documentElement.lang), `${target} <html lang>`).toBe(lang)
        const keys = await rawKeysOnScreen(page)
        if (keys.length) problems.push(`${target}: ${keys.join(', ')}`)
        if (i < PUBLIC_ROUTES.length) {
          await collectLinkedScreens(page, PUBLIC_ROUTES, linked)
          if (i === PUBLIC_ROUTES.length - 1) targets.push(...linked.values())
        }
      }
      expect(problems, `untranslated keys on screen in ${lang}`).toEqual([])
      expect(errors, `page errors in ${lang}`).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)
})

/** A write the user makes on some screen, sent straight to the backend with the page's session. */
async function act(page: Page, code: RpcCode, fields: Record<string, string>): Promise<{ respCode: string; data?: Record<string, unknown> }> {
  const answer = await page.evaluate(
    async ({ code, fields }) => {
      const session = JSON.parse(localStorage.getItem('map') ?? '{}') as { state?: { token?: string } }
      const body = new URLSearchParams({ ...fields, token: session.state?.token ?? '' })
      return (await (await fetch(`/adc/html/eto/${code}.do`, { method: 'POST', body })).json()) as { respCode: string; respMsg: string; data?: Record<string, unknown> }
    },
    { code, fields },
  )
  expect(answer.respCode, `${code} ${JSON.stringify(fields)}: ${JSON.stringify(answer)}`).toBe('00000')
  return answer
}

describe('Arabic reading order', () => {
  it('ar, connected, with a record of every kind: on every route, Arabic reads right to left and every value in its own order', async () => {
    // An account of its own: the malformed-answer tests (robustness-malformed.spec.ts) make account A's lists a thousand
    // times longer, and this one's records would weigh them down past what the browser holds.
    const { context, page, errors } = await openPage(chromium.browser, app.url, { lang: 'ar', connect: true, account: 'C' })
    try {
      // Something on every record screen: a rental and a share, an IDO subscription, a stake, an
      // exchange, an open and a pending order with their stops, a withdrawal and a deposit; a day
      // later machines have paid out and the deposit is confirmed.
      await act(page, RPC.buyMachine, { id: 'R201', quantity: '1' })
      await act(page, RPC.buyMachine, { id: 'S401', quantity: '1' })
      await act(page, RPC.idoSubscribe, { id: 'IDO01', quantity: '1000' })
      await act(page, RPC.stake, { productId: 'K-USDT-7', amount: '100' })
      const { data } = await act(page, RPC.exchangeQuote, { from: 'USDT', to: 'ETH', amount: '320' })
      await act(page, RPC.submitExchange, { quoteId: String((data?.quote as { id?: string } | undefined)?.id) })
      await act(page, RPC.placeOrder, { symbol: 'BTCUSDT', side: 'buy', kind: 'market', volume: '0.01' })
      await act(page, RPC.placeOrder, { symbol: 'BTCUSDT', side: 'buy', kind: 'limit', volume: '0.01', price: '50000', stopLoss: '40000', takeProfit: '60000' })
      await act(page, RPC.submitWithdrawal, { coin: 'USDT', chain: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '100' })
      await act(page, RPC.submitDeposit, { chain: 'TRC20', coin: 'USDT', amount: '250', txHash: 'ab'.repeat(32) })
      await advanceMockDays(page, 1)
      const problems: string[] = []
      // Every route, then the screens they link to with parameters (a detail page's ?id=).
      const linked = new Map<string, string>()
      const targets = ROUTES.map((r) => r.path)
      for (let i = 0; i < targets.length; i++) {
        await spaNavigate(page, targets[i])
        await waitForScreen(page)
        for (const problem of await textOutOfOrder(page)) problems.push(`${targets[i]}: ${problem}`)
        if (i < ROUTES.length) await collectLinkedScreens(page, ROUTES, linked)
        if (i === ROUTES.length - 1) targets.push(...linked.values())
      }
      expect(problems).toEqual([])
      expect(uncaught(errors)).toEqual([])
    } finally {
      await context.close()
    }
  }, 180_000)
})

// ---------------------------------------------------------------------------------------------
// Offline: going to any route without a network either works from what is already loaded, or
// shows an error with a retry; when the network returns the screen recovers by itself.

function describeOffline(who: 'visitor' | 'connected', routes: readonly AppRoute[]) {
  describe(`offline, ${who}`, () => {
    let open: OpenPage
    beforeAll(async () => {
      open = await openPage(chromium.browser, app.url, { connect: who === 'connected', ...OFFLINE_WITHOUT_WORKER })
      await open.page.goto('/home')
      await waitForScreen(open.page)
    }, 60_000)
    afterAll(async () => {
      await open?.context.close()
    })

    // The app moves from screen to screen as a user would, with no reload. Code already downloaded
    // keeps working offline, so what fails is a screen's first chunk or its data.
    it.each(routes.filter((r) => r.path !== '/home').map((r) => [r.path, r] as const))(
      '%s: content, or an error that goes by itself once online',
      async (_path, route) => {
        const { page, context, errors } = open
        errors.length = 0
        const failed: string[] = []
        // The screen's code and its business calls; a decorative image may fail quietly.
        const onFailed = (r: { url: () => string }) => {
          if (/\.js(\?|$)|\/adc\/html\/eto\//.test(r.url())) failed.push(r.url())
        }
        page.on('requestfailed', onFailed)
        await context.setOffline(true)
        try {
          await spaNavigate(page, route.path)
          expect(new URL(page.url()).pathname).toBe(route.path)
          await page.waitForFunction(() => !document.querySelector('.route-progress, #main .skeleton'), undefined, { timeout: UI_TIMEOUT_MS })
          await page.waitForTimeout(200)
          await expectScreenNotBlank(page, `${route.path} offline`)
          if (failed.length) {
            const label = `${route.path} offline (failed: ${failed.map((u) => new URL(u).pathname).join(' ')})`
            const retry = page.locator('#main [role="alert"]').getByRole('button', { name: en('common.retry') })
            await expectVisible(retry.first()).catch(() => {
              throw new Error(`${label}: no error with a retry button`)
            })
            const offlineErrors = await page.locator('#main [role="alert"]').allInnerTexts()
            await context.setOffline(false)
            // Back online, the screen's code and data load again by themselves: no tap on Retry.
            // The screen may show other states of its own (an empty list, a missing id): only the
            // errors seen offline must go.
            await page
              .waitForFunction(
                (seen) => ![...document.querySelectorAll<HTMLElement>('#main [role="alert"]')].some((a) => seen.includes(a.innerText)),
                offlineErrors,
                { timeout: UI_TIMEOUT_MS },
              )
              .catch(async () => {
                throw new Error(`${label}: still shows ${JSON.stringify(await page.locator('#main [role="alert"]').allInnerTexts())} once online`)
              })
            await waitForScreen(page)
          }
        } finally {
          page.off('requestfailed', onFailed)
          await context.setOffline(false)
        }
        expect(uncaught(errors)).toEqual([])
      },
      60_000,
    )
  })
}

describeOffline('visitor', PUBLIC_ROUTES)
describeOffline('connected', LOGIN_ROUTES)

describe('start-up code lost to a dropped network', () => {
  it('is no page error, and the start-up calls run when the network returns', async () => {
    const { context, page, errors } = await openPage(chromium.browser, app.url, OFFLINE_WITHOUT_WORKER)
    try {
      // The start-up module loads just after the first paint: that is when the network drops.
      const lost = new Promise<void>((resolve) => {
        void page.route('**/start-up-*.js', async (route) => {
          await route.abort('internetdisconnected')
          resolve()
        })
      })
      await page.goto('/home')
      await lost
      await page.unroute('**/start-up-*.js')
      const config = page.waitForRequest((r) => rpcCodeOf(r.url()) === RPC.globalConfig)
      await context.setOffline(true)
      await context.setOffline(false)
      await config
      await waitForScreen(page)
      expect(uncaught(errors)).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('a page whose code was lost offline, ten times over', () => {
  // Issue "Live and exact": 3 times in 8 the page-load error stayed once online until Retry was
  // tapped (the browser says "online" a moment before a request gets through). Each round opens a
  // fresh app, so the route's code is not loaded yet.
  const ROUNDS = ['/withdrawRecord', '/contactUs', '/rechargeRecord', '/news', '/finance']
  it.each(Array.from({ length: 10 }, (_, i) => [i + 1, ROUNDS[i % ROUNDS.length]] as const))(
    'round %i, %s: the page appears by itself once online',
    async (_round, path) => {
      const { context, page, errors } = await openPage(chromium.browser, app.url, { connect: true, ...OFFLINE_WITHOUT_WORKER })
      try {
        await page.goto('/home')
        await waitForScreen(page)
        await context.setOffline(true)
        await spaNavigate(page, path)
        const alert = page.locator('#main [role="alert"]')
        await expectVisible(alert.getByText(en('common.error.pageLoad')))
        await context.setOffline(false)
        await page.waitForFunction(() => !document.querySelector('#main [role="alert"], #main .skeleton'), undefined, { timeout: UI_TIMEOUT_MS })
        await waitForScreen(page)
        expect(new URL(page.url()).pathname).toBe(path)
        expect(uncaught(errors)).toEqual([])
      } finally {
        await context.close()
      }
    },
    60_000,
  )
})

describe('offline on the mall, then online', () => {
  it('the page and its list appear by themselves, without a reload', async () => {
    const { context, page, errors } = await openPage(chromium.browser, app.url, OFFLINE_WITHOUT_WORKER)
    try {
      await page.goto('/home')
      await waitForScreen(page)
      // Gone if the page reloads.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      const alert = page.locator('#main [role="alert"]')

      // The mall's code has not been loaded yet: offline, the tab shows the page-load error.
      await context.setOffline(true)
      await page.getByRole('link', { name: en('nav.mining'), exact: true }).click()
      await expectVisible(alert.getByText(en('common.error.pageLoad')))
      await context.setOffline(false)
      await expectVisible(page.getByRole('article', { name: 'Antminer S21 Pro' }))

      // Its code loaded, another type's list (one the home page does not show) fails offline, and
      // loads once the network is back.
      await context.setOffline(true)
      await page.getByRole('tab', { name: en('mining.type.jointVenture') }).click()
      await expectVisible(alert.getByText(en('common.error.offline')))
      await context.setOffline(false)
      await expectVisible(page.getByRole('article', { name: 'Avalon A1566 joint venture' }))
      expect(await alert.count()).toBe(0)
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
      expect(uncaught(errors)).toEqual([])
    } finally {
      await context.close()
    }
  })
})

// ---------------------------------------------------------------------------------------------

/** The login call must show an error, and leave the button ready to try again. */
async function expectLoginErrorThenRetry(page: Page, message: string): Promise<void> {
  await expectVisible(page.locator('.toast', { hasText: message }))
  try {
    await expectVisible(connectButton(page))
  } catch (error) {
    // Once seen in CI and never here: say what the screen showed instead of the button.
    throw new Error(`No "Connect wallet" button after the error: ${await describeScreen(page)}`, { cause: error })
  }
  expect(await connectButton(page).isEnabled()).toBe(true)
}

/** The wallet chip after a retried login; on a miss, what the screen and the console said instead. */
async function expectConnected(page: Page, address: string, errors: readonly unknown[]): Promise<void> {
  try {
    await expectVisible(walletChip(page, address))
  } catch (error) {
    throw new Error(`No wallet chip after the retry: ${await describeScreen(page)}; errors: ${JSON.stringify(errors.map(String))}`, { cause: error })
  }
}

describe('network failures of a write', () => {
  it('connecting with no network shows an error, and the same button retries', async () => {
    const { context, page, errors } = await openPage(chromium.browser, app.url, OFFLINE_WITHOUT_WORKER)
    try {
      const wallet = await installTestWallet(page)
      await page.goto('/home')
      await waitForScreen(page)
      // Not even the wallet code (loaded on the first tap) can download.
      await setNetwork(context, page, false)
      await connectButton(page).click()
      await expectLoginErrorThenRetry(page, en('common.error.offline'))

      await setNetwork(context, page, true)
      await connectButton(page).click()
      await expectConnected(page, wallet.address, errors)
      expect(uncaught(errors)).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)

  it('a login call lost to a dropped network says "offline", and the same button retries', async () => {
    const { context, page, errors } = await openPage(chromium.browser, app.url, OFFLINE_WITHOUT_WORKER)
    try {
      const wallet = await installTestWallet(page)
      await page.goto('/home')
      await waitForScreen(page)
      // The network drops exactly when the login call leaves.
      await page.route(RPC_PATTERN, async (route) => {
        if (rpcCodeOf(route.request().url()) !== '10002') return route.continue()
        await context.setOffline(true)
        await route.abort('internetdisconnected')
      })
      await connectButton(page).click()
      await expectLoginErrorThenRetry(page, en('common.error.offline'))

      await page.unroute(RPC_PATTERN)
      await setNetwork(context, page, true)
      await connectButton(page).click()
      await expectConnected(page, wallet.address, errors)
      expect(uncaught(errors)).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)

  it('a login that never gets an answer times out with an error after the client limit (15 s)', async () => {
    const { context, page, errors } = await openPage(chromium.browser, app.url)
    try {
      // Fake timers that still run in real time; only the long wait is skipped, with fastForward.
      await page.clock.install()
      await installTestWallet(page)
      await page.goto('/home')
      await waitForScreen(page)
      const hanging: Route[] = []
      await page.route(RPC_PATTERN, async (route) => {
        if (rpcCodeOf(route.request().url()) === '10002') hanging.push(route)
        else await route.continue()
      })
      await connectButton(page).click()
      await expect.poll(() => hanging.length, { timeout: UI_TIMEOUT_MS }).toBe(1)

      await page.clock.fastForward(14_000)
      await page.waitForTimeout(200)
      expect(await page.locator('.toast', { hasText: en('common.error.timeout') }).count(), 'no time-out before 15 s').toBe(0)
      await page.clock.fastForward(1_500)
      await expectLoginErrorThenRetry(page, en('common.error.timeout'))
      expect(uncaught(errors)).toEqual([])
      await Promise.all(hanging.map((r) => r.abort().catch(() => {})))
    } finally {
      await context.close()
    }
  }, 60_000)
})

// ---------------------------------------------------------------------------------------------
// Ten rapid taps send one request.

/** Ten clicks in one task: faster than any finger, before React can even disable the button. */
const tapTenTimes = (button: Locator) =>
  button.evaluate((el: HTMLElement) => {
    for (let n = 0; n < 10; n++) el.click()
  })

describe('ten rapid taps', () => {
  it('on "Connect wallet" send one login request', async () => {
    const { context, page, errors } = await openPage(chromium.browser, app.url)
    try {
      const wallet = await installTestWallet(page)
      await page.goto('/home')
      await waitForScreen(page)
      const logins: string[] = []
      page.on('request', (r) => {
        if (rpcCodeOf(r.url()) === '10002') logins.push(r.url())
      })
      const button = connectButton(page)
      await expectVisible(button)
      await tapTenTimes(button)
      await expectVisible(walletChip(page, wallet.address))
      await waitForQuietNetwork(page)
      expect(logins).toHaveLength(1)
      expect(wallet.signatures).toHaveLength(1)
      expect(uncaught(errors)).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)

  function describeForms(who: 'visitor' | 'connected', routes: readonly AppRoute[]) {
    describe(`on every submit button and primary action, ${who}`, () => {
      let open: OpenPage
      beforeAll(async () => {
        open = await openPage(chromium.browser, app.url, { connect: who === 'connected' })
      }, 60_000)
      afterAll(async () => {
        await open?.context.close()
      })

      // A form's submit buttons, and the screen's primary buttons (an action such as "Buy" that
      // opens a confirm sheet, whose own primary button then sends the write).
      it('send at most one write each', async () => {
        const { page, errors } = open
        const writes: string[] = []
        page.on('request', (r) => {
          const code = rpcCodeOf(r.url())
          if (code && (RPC_CODES as readonly string[]).includes(code) && isWrite(code as RpcCode)) writes.push(code)
        })
        const ACTIONS = '#main form button[type="submit"], #main form button:not([type]), #main form input[type="submit"], #main button.btn--primary'
        const report: string[] = []
        await page.goto(routes[0].path)
        const targets = [...routes.map((r) => r.path), ...(await discoverLinkedScreens(page, routes))]
        for (const target of targets) {
          await spaNavigate(page, target)
          await waitForScreen(page)
          const count = await page.locator(ACTIONS).count()
          for (let i = 0; i < count; i++) {
            // Each action on the screen as it first appears.
            if (i > 0) {
              await page.goto(target)
              await waitForScreen(page)
            }
            const action = page.locator(ACTIONS).nth(i)
            if (!(await action.isVisible()) || !(await action.isEnabled())) continue
            const name = (await action.innerText()).trim()
            writes.length = 0
            await tapTenTimes(action)
            await waitForQuietNetwork(page)
            // A confirm step: tap its primary button ten times too.
            const confirm = page.locator('[role="dialog"] button.btn--primary, [role="dialog"] button[type="submit"]').first()
            if (await confirm.isVisible().catch(() => false)) {
              if (await confirm.isEnabled()) await tapTenTimes(confirm)
              await waitForQuietNetwork(page)
            }
            await page.waitForTimeout(200)
            report.push(`${target} "${name}": ${writes.length} write(s)${writes.length ? ` (${writes.join(' ')})` : ''}`)
            expect(writes.length, `${target}: "${name}" tapped ten times`).toBeLessThanOrEqual(1)
          }
        }
        console.info(`[robustness] tapped ten times (${who}): ${report.join('; ') || 'no submit button or primary action on any route yet'}`)
        expect(uncaught(errors)).toEqual([])
      }, 240_000)
    })
  }

  describeForms('visitor', PUBLIC_ROUTES)
  describeForms('connected', ROUTES)
})

// ---------------------------------------------------------------------------------------------
// The checks above pass only if they can fail.

describe('the checks catch what they look for', () => {
  it('a raw key on screen or in a label is found; look-alike text is not', async () => {
    const context = await chromium.browser.newContext()
    try {
      const page = await context.newPage()
      await page.setContent(`<main><h1>home.hero.title</h1><p>Mail support@eto-mining.example, v1.2</p>
        <button aria-label="common.retry">↻</button><p hidden>nav.home</p></main>`)
      expect((await rawKeysOnScreen(page)).sort()).toEqual(['common.retry', 'home.hero.title'])
    } finally {
      await context.close()
    }
  })
})
