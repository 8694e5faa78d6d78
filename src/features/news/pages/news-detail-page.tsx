import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from '@/shared/router'
import { RESP_CODES } from '@/shared/api/contract/envelope'
import { RpcError } from '@/shared/api/errors'
import { errorMessage } from '@/shared/api/present-error'
import { formatLocalDateTime } from '@/shared/lib/date'
import { PATHS } from '@/shared/paths'
import { partBeside } from '@/shared/ui/part-beside'
import { Skeleton } from '@/shared/ui/skeleton'
import { EmptyState, ErrorState } from '@/shared/ui/states'
import { useAnnouncement } from '../hooks/use-news'
import '../news.css'

// DOMPurify (about 9 KB gzip) downloads beside the announcement itself, not before the page's first
// render; the body waits behind a skeleton line if it is not here yet.
const SafeHtml = partBeside(async () => ({ default: (await import('@/shared/ui/safe-html')).SafeHtml }), <Skeleton rows={1} />)

/** One announcement: title, time, and the server's HTML through the one DOMPurify component. */
export default function NewsDetailPage() {
  const { t, i18n } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const announcement = useAnnouncement(id)
  const a = announcement.data

  // No id, or one the server does not know (a mistyped or withdrawn link): nothing to retry.
  if (!id || (announcement.error instanceof RpcError && announcement.error.code === RESP_CODES.notFound)) {
    return (
      <div className="page news">
        <EmptyState message={t('news.notFound')} />
        <Link to={PATHS.news} className="btn btn--primary btn--block">
          {t('page.news')}
        </Link>
      </div>
    )
  }
  return (
    <div className="page news">
      {announcement.isPending ? (
        <Skeleton />
      ) : !a ? (
        <ErrorState message={errorMessage(announcement.error)} onRetry={() => void announcement.refetch()} />
      ) : typeof a.title !== 'string' || typeof a.html !== 'string' ? (
        // An answer without its title or body is no announcement: nothing to show, so say so.
        <ErrorState message={t('common.error.serviceFailed')} onRetry={() => void announcement.refetch()} />
      ) : (
        <article className="card news-article" aria-labelledby="announcement-title">
          <h2 id="announcement-title" className="news-article__title" dir="auto">
            {a.title}
          </h2>
          <time className="news-row__date" dateTime={a.publishedAt}>
            {formatLocalDateTime(a.publishedAt, i18n.language)}
          </time>
          <SafeHtml html={a.html} className="news-article__body safe-html" />
        </article>
      )}
    </div>
  )
}
