import { useTranslation } from 'react-i18next'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { RefreshControl } from '@/shared/ui/updated-ago'
import { AnnouncementRow } from '../components/announcement-row'
import { useAnnouncements } from '../hooks/use-news'
import '../news.css'

/** The announcements, newest first, a page at a time; the ones not opened yet say "New". */
export default function NewsPage() {
  const { t } = useTranslation()
  const announcements = useAnnouncements()
  return (
    <div className="page news">
      {/* A failed refresh is said once, by the list (LoadMoreList shows RefreshFailed itself). */}
      <RefreshControl query={announcements} />
      <LoadMoreList
        query={announcements}
        getKey={(a) => a.id}
        renderItem={(a) => <AnnouncementRow announcement={a} />}
        emptyMessage={t('news.empty')}
      />
    </div>
  )
}
