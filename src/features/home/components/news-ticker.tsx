import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { latestAnnouncementsQuery } from '@/shared/api/announcements'
import { errorMessage } from '@/shared/api/present-error'
import { newsDetailPath, PATHS } from '@/shared/paths'
import { useReadAnnouncements } from '@/shared/stores/read-announcements'
import { NewsIcon } from '@/shared/ui/icons'
import { HomeList } from './home-list'

/** The latest announcements' titles, each leading to its page, a dot on the ones not opened yet. */
export default function NewsTicker() {
  const { t } = useTranslation()
  const latest = useQuery(latestAnnouncementsQuery())
  const read = useReadAnnouncements((s) => s.ids)
  if (latest.data?.length === 0) return null
  return (
    <HomeList
      id="news-ticker-title"
      title={
        <>
          <NewsIcon className="home-list__icon" /> {t('page.news')}
        </>
      }
      allTo={PATHS.news}
      pending={latest.isPending}
      error={latest.isError && !latest.data ? { message: errorMessage(latest.error), retry: () => void latest.refetch() } : undefined}
    >
      {latest.data?.map((a) => (
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
      ))}
    </HomeList>
  )
}
