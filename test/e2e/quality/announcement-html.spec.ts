import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PATHS } from '../../../src/shared/paths'
import { expectVisible, spaNavigate, useChromium } from '../browser'
import { useProductionApp } from './production-app'
import { openPage, uncaught, type OpenPage } from './support'

// Issue 15: announcement HTML comes from the server and goes through DOMPurify (SafeHtml) only. A
// corpus of hostile payloads renders inert in Chromium: no dialog, no request to the attacker's
// host, no script run. The build is served WITHOUT the Content-Security-Policy, so the sanitiser
// alone is what is tested.

const app = useProductionApp()
const chromium = useChromium()

const ATTACKER = 'attacker.example'
const RUN = `window.__pwned = 1; fetch('https://${ATTACKER}/ran').catch(() => {})`
const RUN_ATTR = RUN.replace(/'/g, '&#39;')

/** Each payload tries to run script, open a dialog or call the attacker's host. */
const PAYLOADS: readonly string[] = [
  `<script>${RUN}</script>`,
  `<img src=x onerror="${RUN_ATTR}">`,
  `<img src="https://${ATTACKER}/pixel.png" alt="pixel">`,
  `<img src="x" srcset="https://${ATTACKER}/2x.png 2x" alt="srcset">`,
  `<svg onload="${RUN_ATTR}"><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN_ATTR}" attributeName="x" dur="1s"></animate></svg>`,
  `<svg><image href="https://${ATTACKER}/svg.png"></image><use href="data:image/svg+xml,%3Csvg id='x' xmlns='http://www.w3.org/2000/svg'%3E%3Cimage href='1' onerror='alert(1)'/%3E%3C/svg%3E#x"></use></svg>`,
  `<a href="javascript:${RUN_ATTR}">javascript link</a>`,
  `<a href="jav&#x09;ascript:alert(1)">encoded javascript link</a>`,
  `<a href="data:text/html,<script>alert(1)</script>">data link</a>`,
  `<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
  `<object data="https://${ATTACKER}/o.swf"></object><embed src="https://${ATTACKER}/e.swf">`,
  `<div style="background:url(https://${ATTACKER}/css.png)">styled</div><div style="width:expression(alert(1))">expression</div>`,
  `<style>@import 'https://${ATTACKER}/i.css'; p { background: url(https://${ATTACKER}/b.png) }</style><p>after style</p>`,
  `<link rel="stylesheet" href="https://${ATTACKER}/l.css"><meta http-equiv="refresh" content="0;url=https://${ATTACKER}/r">`,
  `<form action="https://${ATTACKER}/f"><form><input name="seed" autofocus onfocus="${RUN_ATTR}"><button formaction="https://${ATTACKER}/b">Go</button></form></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN_ATTR}">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>`,
  `<details open ontoggle="${RUN_ATTR}"><summary>more</summary>hidden</details>`,
  `<video poster="https://${ATTACKER}/poster.png"><source src="https://${ATTACKER}/v.mp4"></video><audio src="https://${ATTACKER}/a.mp3" autoplay></audio>`,
  `<base href="https://${ATTACKER}/"><a href="relative">relative link</a>`,
  `<table background="https://${ATTACKER}/t.png"><tr><td>cell</td></tr></table>`,
  `<body onload="${RUN_ATTR}"><p>body</p></body>`,
  `<a href="https://${ATTACKER}/" target="_self">outside link</a>`,
  `<img id="ethereum" name="ethereum" src="x" alt="clobber"><form id="ethereum"></form><div class="overlay">a fake sheet</div>`,
  `<img src="/icons/icon-192.png" usemap="#m" alt="map"><map name="m"><area shape="rect" coords="0,0,999,999" href="https://${ATTACKER}/area"></map>`,
]

interface Watch {
  dialogs: string[]
  attackerCalls: string[]
}

async function watch(open: OpenPage): Promise<Watch> {
  const found: Watch = { dialogs: [], attackerCalls: [] }
  open.page.on('dialog', (d) => {
    found.dialogs.push(d.message())
    void d.dismiss()
  })
  await open.context.route(`**://${ATTACKER}/**`, (route) => {
    found.attackerCalls.push(route.request().url())
    return route.abort()
  })
  return found
}

/** Answer 10069 for `id` with an announcement whose body is `html`. */
async function serveAnnouncement(page: Page, id: string, html: string): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/10069.do'),
    async (route) => {
      const fields = new URLSearchParams(route.request().postData() ?? '')
      if (fields.get('id') !== id) return route.fallback()
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ respCode: '00000', respMsg: 'ok', data: { id, title: `Payload ${id}`, excerpt: '', publishedAt: '2026-10-01T00:00:00.000Z', html } }),
      })
    },
  )
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0)

describe('announcement HTML payloads', () => {
  let open: OpenPage
  let found: Watch

  beforeAll(async () => {
    open = await openPage(chromium.browser, app.url)
    found = await watch(open)
    await open.page.goto(PATHS.news)
  }, 60_000)
  afterAll(async () => {
    await open?.context.close()
  })

  it('the detectors work: unsanitised markup runs, and its call to the attacker is seen', async () => {
    const { page } = open
    await page.evaluate((markup) => {
      const probe = document.createElement('div')
      probe.innerHTML = markup
      document.body.append(probe)
    }, `<img src=x onerror="${RUN_ATTR}">`)
    await expect.poll(() => pwned(page)).toBe(1)
    await expect.poll(() => found.attackerCalls.length).toBeGreaterThan(0)
    await page.evaluate(() => {
      delete (window as unknown as { __pwned?: number }).__pwned
    })
    found.attackerCalls.length = 0
  })

  it.each(PAYLOADS.map((html, i) => [i + 1, html] as const))('payload %i renders inert', async (n, html) => {
    const { page, errors } = open
    const id = `P${n}`
    await serveAnnouncement(page, id, html)
    await spaNavigate(page, `${PATHS.newsDetail}?id=${id}`)
    await expectVisible(page.getByRole('heading', { name: `Payload ${id}`, exact: true }))
    const body = page.locator('.safe-html')
    // Whatever the body asked to load has loaded or failed (an image's onerror would have run by now).
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.safe-html img')].every((img) => img.complete), null, { polling: 50 })

    const markup = await body.evaluate((root) => ({
      handlers: [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames().filter((a) => a.startsWith('on')).map((a) => `${el.tagName}[${a}]`)),
      forbidden: [...root.querySelectorAll('script, iframe, object, embed, form, input, button, style, link, meta, base, svg, math, map, area')].map((el) => el.tagName),
      styled: root.querySelectorAll('[style]').length,
      // An id or name can shadow a global (window.ethereum); a class can borrow the app's own look (.overlay).
      named: [...root.querySelectorAll('[id], [name], [class]')].map((el) => el.outerHTML),
      links: [...root.querySelectorAll('a[href]')].map((a) => ({ href: (a as HTMLAnchorElement).href, target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    }))
    expect(markup.handlers, 'event handler attributes').toEqual([])
    expect(markup.forbidden, 'elements that run, embed or submit').toEqual([])
    expect(markup.styled, 'inline styles').toBe(0)
    expect(markup.named, 'id, name or class kept').toEqual([])
    expect(await page.evaluate(() => (window as unknown as { ethereum?: unknown }).ethereum instanceof Element), 'window.ethereum shadowed').toBe(false)
    for (const link of markup.links) {
      expect(new URL(link.href).protocol, link.href).toMatch(/^https?:$/)
      if (!link.href.startsWith(app.url)) expect(link, 'a link off the app opens apart').toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    }
    const expectInert = async (when: string) => {
      expect(await pwned(page), `${when}: script ran`).toBe(0)
      expect(found.dialogs, `${when}: dialogs`).toEqual([])
      expect(found.attackerCalls, `${when}: requests to ${ATTACKER}`).toEqual([])
      expect(uncaught(errors), `${when}: uncaught errors`).toEqual([])
    }
    await expectInert('shown')
    // A tap on a link that stays in the app (or lost its href) does nothing harmful either.
    for (const link of await body.locator('a:not([target="_blank"])').all()) await link.click()
    await expectInert('after tapping its links')
  })
})
