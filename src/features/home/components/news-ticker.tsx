import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { latestAnnouncementsQuery, TICKER_SIZE } from '@/shared/api/announcements'
import { newsDetailPath, PATHS } from '@/shared/paths'
import { useReadAnnouncements } from '@/shared/stores/read-announcements'
import { errorMessage } from '@/shared/api/present-error'
import { NewsIcon } from '@/shared/ui/icons'
import { ErrorState } from '@/shared/ui/states'

/**
 * The latest announcements' titles on the home page, each leading to its page, a dot on the ones
 * not opened yet, and the way to all of them. The rows' space is kept while they load (no layout
 * shift); when they cannot load, a retry takes their place and the link to the list stays.
 */
export default function NewsTicker() {
  const { t } = useTranslation()
  const latest = useQuery(latestAnnouncementsQuery())
  const read = useReadAnnouncements((s) => s.ids)
  if (latest.data?.length === 0) return null
  return (
    <section className="home-list card" aria-labelledby="news-ticker-title">
      <header className="home-list__head">
        <h2 id="news-ticker-title" className="home-list__title">
          <NewsIcon className="home-list__icon" /> {t('page.news')}
        </h2>
        <Link to={PATHS.news} className="home-list__all">
          {t('common.all')}
        </Link>
      </header>
      {latest.isError && !latest.data ? (
        <ErrorState inline message={errorMessage(latest.error)} onRetry={() => void latest.refetch()} />
      ) : (
        <ul className="home-list__rows" aria-busy={latest.isPending}>
          {latest.data
            ? latest.data.map((a) => (
                <li key={a.id}>
                  <Link to={newsDetailPath(a.id)} className="home-list__item">
                    {!read.includes(a.id) && (
                      <span className="home-list__dot">
                        <span className="visually-hidden">{t('news.unread')}</span>
                      </span>
                    )}
                    <span className="home-list__text" dir="auto">
                      {a.title}
                    </span>
                  </Link>
                </li>
              ))
            : Array.from({ length: TICKER_SIZE }, (_, i) => (
                <li key={i} className="home-list__item">
                  <span className="skeleton__line home-list__text" />
                </li>
              ))}
        </ul>
      )}
    </section>
  )
}
