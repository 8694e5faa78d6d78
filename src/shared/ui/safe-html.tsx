import DOMPurify from 'dompurify'
import { useMemo } from 'react'

// Links in server HTML that lead off the app open in a new tab that cannot reach back to this one
// (rel noopener noreferrer); images load when scrolled to. Registered once, on DOMPurify itself.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    let external = true
    try {
      external = new URL(node.getAttribute('href') ?? '', window.location.href).origin !== window.location.origin
    } catch {
      // Not a URL the browser can read: treat it as leading off the app.
    }
    if (external) node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
  // Images and media only from the app itself or inline (data:image): an announcement cannot make
  // the reader's browser call another host (a tracking pixel), as the CSP's img-src 'self' data: says.
  for (const attribute of ['src', 'poster', 'background']) {
    const value = node.getAttribute(attribute)
    if (value !== null && !isOwnResource(value)) node.removeAttribute(attribute)
  }
  if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy')
})

/**
 * The attributes server HTML keeps: links, images, table cells, language and direction. Never `id`
 * or `name` (an element named `ethereum` shadows window.ethereum while the page is open), `class`
 * (the app's own `.overlay` could draw a fake sheet), `style`, handlers or data-*.
 */
const KEPT_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'dir', 'lang'])
DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (!KEPT_ATTRIBUTES.has(data.attrName)) data.keepAttr = false
})

function isOwnResource(url: string): boolean {
  if (/^data:image\//i.test(url.trim())) return true
  try {
    return new URL(url, window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}

/** The one way server HTML (announcements) reaches the page: sanitised by DOMPurify first. */
export interface SafeHtmlProps {
  html: string
  className?: string
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  // No form controls (a fake "enter your seed phrase" field), no image maps (an area's link over a
  // picture), and no inline styles (the strict Content-Security-Policy, style-src 'self', blocks
  // them anyway); the attributes kept are KEPT_ATTRIBUTES only.
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'map', 'area'], FORBID_ATTR: ['style', 'srcset'] }),
    [html],
  )
  // dir="auto": the server writes in its own language; English in an Arabic page still reads left to right.
  // eslint-disable-next-line no-restricted-syntax -- the sanitised output above is the only HTML we inject
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
}
