import * as v from 'valibot'
import { RPC } from '../../rpc-codes'
import { isoTime, paged, partOr } from './wire'

// Announcements as they travel (docs/api.md section 12, 10069).

/** One announcement in the list: its title, when it was published, and a plain-text excerpt. */
export const AnnouncementSummarySchema = v.object({
  id: v.string(),
  title: v.string(),
  /** Plain text (no markup), at most 120 characters. */
  // Optional: the spec says nothing of announcements, and a row without one still shows its title
  // and date (the one-by-id answer has the whole text in `html`).
  excerpt: partOr(v.string()),
  /** ISO 8601. */
  publishedAt: isoTime,
})

/** One announcement, by id: the summary and its body, server HTML (shown through DOMPurify only). */
export const AnnouncementSchema = v.object({ ...AnnouncementSummarySchema.entries, html: v.string() })

export const AnnouncementPageSchema = paged(AnnouncementSummarySchema)

/** The news code: a page of the list, or one announcement by id (contract/index.ts joins the areas). */
export const newsContract = {
  [RPC.announcements]: {
    fields: v.union([v.object({ page: v.number(), size: v.number() }), v.object({ id: v.string() })]),
    data: v.union([AnnouncementPageSchema, AnnouncementSchema]),
  },
} as const
