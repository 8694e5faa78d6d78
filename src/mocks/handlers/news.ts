import { RESP_CODES } from '@/shared/api/contract/envelope'
import type { Announcement, AnnouncementPage, AnnouncementSummary } from '@/shared/api/contract/news'
import { RPC } from '@/shared/api/rpc-codes'
import { now } from '../clock'
import { pageFields, paginate } from '../paging'
import { defineRpc, MockRpcError } from '../rpc'
import { announcementIn } from '../content'
import { BANNER, SEED_ANNOUNCEMENTS, type SeedAnnouncement } from '../seed-announcements'

// Announcements (10069): with `id`, that one with its HTML; without, a page of summaries, newest
// first. Public. Only what is published by the mock clock's now is listed.

const EXCERPT_LENGTH = 120

/** The text of the announcement's HTML, tags dropped and space collapsed, cut at a word. */
export function excerptOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= EXCERPT_LENGTH) return text
  const cut = text.slice(0, EXCERPT_LENGTH - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : cut.length)}…`
}

/** Announcement `a` in the language last set, its banner in place. */
function localized(lang: string, a: SeedAnnouncement): SeedAnnouncement {
  const { title, html } = announcementIn(lang, a)
  return { ...a, title, html: html.replaceAll('{banner}', BANNER) }
}

function summaryOf(a: SeedAnnouncement): AnnouncementSummary {
  return { id: a.id, title: a.title, excerpt: excerptOf(a.html), publishedAt: a.publishedAt }
}

function published(lang: string): SeedAnnouncement[] {
  return SEED_ANNOUNCEMENTS.filter((a) => Date.parse(a.publishedAt) <= now())
    .sort((x, y) => y.publishedAt.localeCompare(x.publishedAt))
    .map((a) => localized(lang, a))
}

export const newsRpcs = [
  defineRpc(RPC.announcements, (ctx): AnnouncementPage | Announcement => {
    const id = ctx.fields.id?.trim()
    if (id) {
      const one = published(ctx.db.language).find((a) => a.id === id)
      if (!one) throw new MockRpcError(RESP_CODES.notFound, 'Announcement not found')
      return { ...summaryOf(one), html: one.html }
    }
    return paginate(published(ctx.db.language), pageFields(ctx), summaryOf)
  }),
]
