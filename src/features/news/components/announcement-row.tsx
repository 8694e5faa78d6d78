import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import type { AnnouncementSummary } from '@/shared/api/announcements'
import { formatLocalDate } from '@/shared/lib/date'
import { newsDetailPath } from '@/shared/paths'
import { useIsRead } from '@/shared/stores/read-announcements'
import { ChevronIcon } from '@/shared/ui/icons'

/** One announcement in the list: title, "New" until opened, date and a plain-text excerpt. */
export function AnnouncementRow({ announcement: a }: { announcement: AnnouncementSummary }) {
  const { t, i18n } = useTranslation()
  const read = useIsRead(a.id)
  const titleId = `announcement-${a.id}`
  return (
    <article className="card news-row" aria-labelledby={titleId}>
      <Link to={newsDetailPath(a.id)} className="news-row__link">
        <header className="news-row__head">
          <h2 id={titleId} className="news-row__title" dir="auto">
            {a.title}
          </h2>
          {!read && <span className="badge badge--accent">{t('news.unread')}</span>}
        </header>
        <time className="news-row__date" dateTime={a.publishedAt}>
          {formatLocalDate(a.publishedAt, i18n.language)}
        </time>
        {a.excerpt && (
          <p className="news-row__excerpt" dir="auto">
            {a.excerpt}
          </p>
        )}
        <ChevronIcon className="news-row__chevron flip-rtl" />
      </Link>
    </article>
  )
}
