import { queryOptions } from '@tanstack/react-query'
import type { Announcement, AnnouncementPage } from './contract/news'
import { RpcError } from './errors'
import { PAGE_SIZE, pagedQueryOptions } from './queries'
import { inLanguage, rpc } from './rpc-client'
import { RPC } from './rpc-codes'

// Announcements (10069): the news screens list and show them, and the home page's ticker shows the
// latest titles, so the calls and their query keys live here, spelled once. Public: the same for
// everybody.

export type { Announcement, AnnouncementSummary } from './contract/news'

// 10069 answers a page when asked for one and an announcement when asked by id; its schema lets
// either through, so each call checks it got the one it asked for.
export async function fetchAnnouncements(page: number, size = PAGE_SIZE): Promise<AnnouncementPage> {
  const data = await rpc(RPC.announcements, { page, size })
  if ('list' in data) return data
  throw RpcError.client('bad-response')
}

export async function fetchAnnouncement(id: string): Promise<Announcement> {
  const data = await rpc(RPC.announcements, { id })
  if ('html' in data) return data
  throw RpcError.client('bad-response')
}

const NEWS = 'news'

/** How many titles the home page's ticker shows. */
/** The home ticker's titles: three in view at a time, moving through the six latest. */
export const TICKER_SIZE = 6

export const announcementsQuery = () => pagedQueryOptions(inLanguage([NEWS, 'list']), (page) => fetchAnnouncements(page))

export const latestAnnouncementsQuery = () =>
  queryOptions({ queryKey: inLanguage([NEWS, 'latest']), queryFn: async () => (await fetchAnnouncements(1, TICKER_SIZE)).list })

export const announcementQuery = (id: string) => queryOptions({ queryKey: inLanguage([NEWS, 'one', id]), queryFn: () => fetchAnnouncement(id) })
