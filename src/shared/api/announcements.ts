import { queryOptions } from '@tanstack/react-query'
import type { Announcement, AnnouncementPage } from './contract/news'
import { PAGE_SIZE, pagedQueryOptions } from './queries'
import { rpc } from './rpc-client'
import { RPC } from './rpc-codes'

// Announcements (10069): the news screens list and show them, and the home page's ticker shows the
// latest titles, so the calls and their query keys live here, spelled once. Public: the same for
// everybody.

export type { Announcement, AnnouncementSummary } from './contract/news'

export function fetchAnnouncements(page: number, size = PAGE_SIZE): Promise<AnnouncementPage> {
  return rpc(RPC.announcements, { page, size })
}

export function fetchAnnouncement(id: string): Promise<Announcement> {
  return rpc(RPC.announcements, { id })
}

const NEWS = 'news'

/** How many titles the home page's ticker shows. */
export const TICKER_SIZE = 3

export const announcementsQuery = () => pagedQueryOptions([NEWS, 'list'], (page) => fetchAnnouncements(page))

export const latestAnnouncementsQuery = () =>
  queryOptions({ queryKey: [NEWS, 'latest'], queryFn: async () => (await fetchAnnouncements(1, TICKER_SIZE)).list })

export const announcementQuery = (id: string) => queryOptions({ queryKey: [NEWS, 'one', id], queryFn: () => fetchAnnouncement(id) })
