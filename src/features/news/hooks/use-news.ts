import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { announcementQuery, announcementsQuery } from '@/shared/api/announcements'
import { useReadAnnouncements } from '@/shared/stores/read-announcements'

export function useAnnouncements() {
  return useInfiniteQuery(announcementsQuery())
}

/** One announcement; nothing is asked without an id. Once shown, it counts as read. */
export function useAnnouncement(id: string) {
  const query = useQuery({ ...announcementQuery(id), enabled: Boolean(id) })
  const markRead = useReadAnnouncements((s) => s.markRead)
  const shown = query.data?.id
  useEffect(() => {
    if (shown) markRead(shown)
  }, [shown, markRead])
  return query
}
