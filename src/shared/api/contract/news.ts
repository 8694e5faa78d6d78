import type * as v from 'valibot'
import type { AnnouncementSummarySchema, AnnouncementSchema, AnnouncementPageSchema } from './schemas/news'

// Announcements as they travel (docs/api.md section 12, 10069): the answers' schemas are in
// schemas/news.ts.


// The shapes of the answers, checked by the schemas in schemas/news.ts.
export type AnnouncementSummary = v.InferOutput<typeof AnnouncementSummarySchema>
export type Announcement = v.InferOutput<typeof AnnouncementSchema>
export type AnnouncementPage = v.InferOutput<typeof AnnouncementPageSchema>
