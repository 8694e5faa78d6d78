import axe from 'axe-core'
import type { Page } from 'playwright-core'

// The accessibility checks of a11y.spec.ts, as functions that return what is wrong (never throw),
// so the spec can also prove each of them fails on known-bad markup.

/** Minimum tap target, CSS px (WCAG 2.5.5 / platform guidelines). */
export const MIN_TAP_PX = 44

/**
 * axe-core's serious and critical findings, one line each. axe (580 KB of script) is put in a
 * document once and run there for every screen the app navigates to; @axe-core/playwright put it
 * in again on every call and finished each run in a new blank page, most of the accessibility
 * spec's time. The app has no frames, so the page's own document is all there is to check.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // The screen as it settles first: axe reads colours through opacity, and a page fades in (220 ms).
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))))
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  // Only the violations are described node by node: the rest is counted, not kept.
  const results = await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }))
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`)
}

/**
 * Every visible control smaller than 44 × 44 px. Controls: links, buttons, form fields and
 * anything focusable or with a control role. Left out: inline links inside running text (a `p`),
 * elements entirely off the page (the skip link until it gets focus), and the dev server's mock panel.
 */
export function smallTapTargets(page: Page, min = MIN_TAP_PX): Promise<string[]> {
  return page.evaluate((minPx) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], ' +
      '[role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])'
    const problems: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue
      // The mock backend's dev panel (npm run dev only, a button at the end of the page) is not the app.
      if (el.closest('.dev-panel')) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none') continue
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 && rect.height === 0) continue
      // Entirely outside the document (above or left of it): not reachable by a finger.
      if (rect.bottom + window.scrollY <= 0 || rect.right + window.scrollX <= 0) continue
      if (el.tagName === 'A' && style.display === 'inline' && el.closest('p')) continue
      // Half a pixel of slack for sub-pixel layout (rem-based sizes).
      if (rect.width + 0.5 < minPx || rect.height + 0.5 < minPx) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)
        problems.push(`${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} "${name}" ${rect.width.toFixed(1)}×${rect.height.toFixed(1)}`)
      }
    }
    return problems
  }, min)
}

/** Form controls (by Chromium's own accessibility tree) that have no accessible name. */
export async function unnamedFormControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value?: string }; name?: { value?: string }; backendDOMNodeId?: number }[]
    }
    const controls = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'listbox', 'checkbox', 'radio', 'slider', 'switch'])
    const problems: string[] = []
    for (const node of nodes) {
      const role = node.role?.value ?? ''
      if (node.ignored || !controls.has(role)) continue
      if (!String(node.name?.value ?? '').trim()) {
        let html = ''
        if (node.backendDOMNodeId) {
          const { outerHTML } = (await cdp.send('DOM.getOuterHTML', { backendNodeId: node.backendDOMNodeId })) as { outerHTML: string }
          html = outerHTML.slice(0, 120)
        }
        problems.push(`${role} without a name: ${html}`)
      }
    }
    // Cross-check in the DOM, so a control Chromium leaves out of the tree is not missed either.
    const domUnlabelled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => {
          const field = el as HTMLInputElement
          const labelled = (field.labels?.length ?? 0) > 0 && [...(field.labels ?? [])].some((l) => l.textContent?.trim())
          const byAria = el.getAttribute('aria-label')?.trim() || el.getAttribute('aria-labelledby')?.trim() || el.getAttribute('title')?.trim()
          return !labelled && !byAria
        })
        .map((el) => `no <label>, aria-label or aria-labelledby: ${el.outerHTML.slice(0, 120)}`),
    )
    return [...problems, ...domUnlabelled]
  } finally {
    await cdp.detach()
  }
}

/**
 * Tab through the first `count` focusable elements from the top of the page and return those that
 * show no focus indicator (no outline and no box-shadow while focused).
 */
export async function focusWithoutIndicator(page: Page, count = 6): Promise<{ visited: number; problems: string[] }> {
  // Move the sequential-focus starting point to the top of the document (blur() alone keeps it
  // where the last focus was), so the first Tab lands on the first focusable element.
  await page.evaluate(() => {
    window.scrollTo(0, 0)
    document.body.tabIndex = -1
    document.body.focus({ preventScroll: true })
    document.body.removeAttribute('tabindex')
  })
  const problems: string[] = []
  let visited = 0
  const seen = new Set<string>()
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab')
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return null
      // On the element or on a pseudo-element drawn over it (a card-wide link's ::after, say).
      const shows = (pseudo: string | null) => {
        const style = getComputedStyle(el, pseudo)
        if (pseudo && style.content === 'none') return false
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
        const shadow = style.boxShadow !== 'none' && style.boxShadow !== ''
        return outline || shadow
      }
      const rect = el.getBoundingClientRect()
      const id = `${el.tagName}|${el.className}|${el.textContent?.trim().slice(0, 30)}|${rect.top.toFixed(0)}`
      return { id, indicator: shows(null) || shows('::before') || shows('::after'), label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` }
    })
    if (!info || seen.has(info.id)) break
    seen.add(info.id)
    visited++
    if (!info.indicator) problems.push(`${info.label}: no visible focus (outline none, no box-shadow)`)
  }
  // Leave nothing focused: the skip link, for one, only shows while it has focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.())
  return { visited, problems }
}
