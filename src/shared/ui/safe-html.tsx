import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/** The one way server HTML (announcements) reaches the page: sanitised by DOMPurify first. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] }), [html])
  // eslint-disable-next-line no-restricted-syntax -- the sanitised output above is the only HTML we inject
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
