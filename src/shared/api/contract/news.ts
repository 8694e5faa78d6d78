import type { Paged } from './envelope'

// Announcements as they travel (docs/api.md section 12, 10069).

/** One announcement in the list: its title, when it was published, and a plain-text excerpt. */
export interface AnnouncementSummary {
  id: string
  title: string
  /** Plain text (no markup), at most 120 characters. */
  excerpt: string
  /** ISO 8601. */
  publishedAt: string
}

/** One announcement, by id: the summary and its body, server HTML (shown through DOMPurify only). */
export interface Announcement extends AnnouncementSummary {
  html: string
}

export type AnnouncementPage = Paged<AnnouncementSummary>
