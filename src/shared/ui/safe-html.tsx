import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/** The one way server HTML (announcements) reaches the page: sanitised by DOMPurify first. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // Inline styles are dropped too: the strict Content-Security-Policy (style-src 'self') blocks them anyway.
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] }),
    [html],
  )
  // eslint-disable-next-line no-restricted-syntax -- the sanitised output above is the only HTML we inject
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
