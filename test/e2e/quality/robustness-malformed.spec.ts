import type { Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROUTES, type AppRoute } from '../../../src/shared/route-manifest'
import { RPC_CODES } from '../../../src/shared/api/rpc-codes'
import { spaNavigate, useChromium } from '../browser'
import { useProductionApp } from './production-app'
import { discoverLinkedScreens, errorMessage, expectScreenNotBlank, openPage, PUBLIC_ROUTES, rpcCodeOf, START_UP_CODES, storedUsername, uncaught, waitForScreen, type OpenPage } from './support'

// Issue 5, robustness, the malformed answers (the rest is robustness.spec.ts; a file of its own so
// the two CI workers share the suite's longest part): every screen of the route table against every
// kind of broken answer. Written over ROUTES and the RPC table, so screens and codes added later are
// covered without new test code.

const app = useProductionApp()
const chromium = useChromium()

const RPC_PATTERN = '**/adc/html/eto/*.do'

// ---------------------------------------------------------------------------------------------
// Malformed answers. Each variant is made from the mock backend's real answer to the same call,
// so it follows every code's actual shape: wrong types, fields removed, lists emptied or made
// very long; or no JSON at all.

type Variant = 'not-json' | 'wrong-types' | 'missing-fields' | 'empty-list' | 'long-list'
const VARIANTS: readonly Variant[] = ['not-json', 'wrong-types', 'missing-fields', 'empty-list', 'long-list']
const LONG_LIST = 1000

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
const isObject = (v: Json): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v)

function mapJson(value: Json, fn: (v: Json) => Json | undefined): Json {
  const replaced = fn(value)
  if (replaced !== undefined) return replaced
  if (Array.isArray(value)) return value.map((v) => mapJson(v, fn))
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapJson(v, fn)]))
  return value
}

/** Every leaf gets another type: strings become numbers, numbers strings, null an object… */
const wrongTypes = (data: Json): Json =>
  mapJson(data, (v) => {
    if (typeof v === 'string') return 12345
    if (typeof v === 'number') return 'not-a-number'
    if (typeof v === 'boolean') return 'yes'
    if (v === null) return { unexpected: true }
    if (Array.isArray(v) && v.every((x) => !isObject(x) && !Array.isArray(x))) return v.join(',')
    return undefined
  })

/** Every scalar field is dropped; objects and lists stay, empty of values. */
const missingFields = (data: Json): Json =>
  mapJson(data, (v) => (isObject(v) ? Object.fromEntries(Object.entries(v).filter(([, x]) => isObject(x) || Array.isArray(x)).map(([k, x]) => [k, missingFields(x)])) : undefined))

const emptyLists = (data: Json): Json => mapJson(data, (v) => (Array.isArray(v) ? [] : undefined))

/**
 * Every list LONG_LIST long; the lists inside its items keep their length (made long in turn they
 * would multiply: a thousand candles of a thousand numbers, a thousand chains of a thousand coins,
 * a million values no backend sends, which only made the run slow).
 */
const longLists = (data: Json): Json =>
  mapJson(data, (v) => (Array.isArray(v) && v.length > 0 ? Array.from({ length: LONG_LIST }, (_, i) => structuredClone(v[i % v.length])) : undefined))

async function answerMalformed(route: Route, variant: Variant): Promise<void> {
  if (variant === 'not-json') {
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>502</title><h1>Bad gateway</h1>' })
    return
  }
  // Once more on a failed fetch: the server may close a kept-alive socket just as it is reused (ECONNRESET).
  const response = await route.fetch().catch(() => route.fetch())
  const envelope = (await response.json().catch(() => null)) as Json
  if (!isObject(envelope) || !('data' in envelope)) {
    await route.fulfill({ response })
    return
  }
  const transform = { 'wrong-types': wrongTypes, 'missing-fields': missingFields, 'empty-list': emptyLists, 'long-list': longLists }[variant]
  await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...envelope, data: transform(envelope.data) }) })
}

/** Codes the screens actually called while their answers were malformed (reported at the end). */
const exercised = new Set<string>()

function describeMalformed(who: 'visitor' | 'connected', routes: readonly AppRoute[]) {
  describe(`malformed answers, ${who}`, () => {
    let open: OpenPage
    let variant: Variant | null = null
    let calls: string[] = []
    /** The route table's paths, then the screens the app links to with parameters. */
    let targets: string[] = []

    beforeAll(async () => {
      open = await openPage(chromium.browser, app.url, { connect: who === 'connected' })
      await open.page.goto(routes[0].path)
      targets = [...routes.map((r) => r.path), ...(await discoverLinkedScreens(open.page, routes))]
      await open.page.route(RPC_PATTERN, async (route) => {
        const code = rpcCodeOf(route.request().url())
        if (code) calls.push(code)
        if (!variant) return route.continue()
        if (code) exercised.add(code)
        // A call still in flight when the test moves on (its page navigated, its context closed)
        // has no one left to answer: drop it rather than fail the run with an unhandled rejection.
        await answerMalformed(route, variant).catch(() => route.abort().catch(() => {}))
      })
    }, 60_000)
    afterAll(async () => {
      await open?.context.close()
    })

    // Per variant: a full load (the start-up calls get the broken answers too, and the app keeps
    // what it made of the config), then every route in turn, as the app navigates.
    it.each(VARIANTS)('%s: no route blanks, screens with their own calls say what failed', async (v) => {
      const { page, errors } = open
      variant = v
      calls = []
      errors.length = 0
      try {
        await page.goto(routes[0].path)
        await waitForScreen(page)
        for (const target of targets) {
          calls = []
          await spaNavigate(page, target)
          await waitForScreen(page)
          const label = `${target} [${v}] (calls: ${calls.join(' ') || 'none'})`
          await expectScreenNotBlank(page, label)
          expect(uncaught(errors), `${label}: uncaught errors`).toEqual([])
          // Only the server's "session expired" (500) may sign a user out, never a broken answer.
          if (who === 'connected') expect(await storedUsername(page), `${label}: still signed in`).not.toBe('')
          // When nothing parses, a screen that asked for its own data must say so (start-up calls
          // fail silently by design).
          if (v === 'not-json' && calls.some((c) => !START_UP_CODES.has(c))) {
            expect(await errorMessage(page).count(), `${label}: an error message`).toBeGreaterThan(0)
          }
        }
      } finally {
        variant = null
      }
    }, 180_000)
  })
}

describeMalformed('visitor', PUBLIC_ROUTES)
// Connected, every route: public screens ask for more once a wallet is there (balances, ...).
describeMalformed('connected', ROUTES)

describe('malformed answers, coverage', () => {
  it('reports which codes of the RPC table the screens exercised', () => {
    const missing = RPC_CODES.filter((c) => !exercised.has(c))
    console.info(
      `[robustness] malformed answers reached ${exercised.size}/${RPC_CODES.length} codes: ${[...exercised].sort().join(' ')}` +
        (missing.length ? `\n[robustness] no screen calls yet: ${missing.join(' ')}` : ''),
    )
    // The start-up calls run on every load: if these were not reached, interception is broken.
    expect(exercised.has('00000')).toBe(true)
  })
})

// The check above passes only if it can fail.
describe('the malformed variants', () => {
  it('the malformed variants change what they claim to', () => {
    const answer = { list: [{ id: 7, name: 'S21', tags: ['a', 'b'] }], total: 1, ok: true, extra: null }
    expect(wrongTypes(answer)).toEqual({ list: [{ id: 'not-a-number', name: 12345, tags: 'a,b' }], total: 'not-a-number', ok: 'yes', extra: { unexpected: true } })
    expect(missingFields(answer)).toEqual({ list: [{ tags: ['a', 'b'] }] })
    expect(emptyLists(answer)).toEqual({ list: [], total: 1, ok: true, extra: null })
    const long = longLists(answer) as { list: unknown[] }
    expect(long.list).toHaveLength(LONG_LIST)
    expect(long.list[LONG_LIST - 1]).toEqual(answer.list[0])
  })

})
