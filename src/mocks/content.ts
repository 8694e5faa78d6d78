import type { LanguageCode } from '@/shared/i18n/languages'
import ar from './content/ar.json'
import fr from './content/fr.json'
import it from './content/it.json'
import ja from './content/ja.json'
import ko from './content/ko.json'
import ru from './content/ru.json'
import th from './content/th.json'
import zhCN from './content/zh-CN.json'
import zhTW from './content/zh-TW.json'

// The seed's texts for people to read (machine names and environments, instrument and chain names,
// the announcements) in the language last set with E0001, as a real backend's content would be
// (docs/api.md). The seed itself is English, the source and the fallback; content/<lang>.json
// holds each translation, keyed by the English text (announcements by id), checked complete by
// content.test.ts.

export interface SeedContent {
  texts: Readonly<Record<string, string>>
  announcements: Readonly<Record<string, { title: string; html: string }>>
}

export const CONTENT: Readonly<Record<Exclude<LanguageCode, 'en'>, SeedContent>> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  ar,
  fr,
  it,
  ja,
  ko,
  th,
  ru,
}

function contentOf(lang: string): SeedContent | undefined {
  return lang in CONTENT ? CONTENT[lang as keyof typeof CONTENT] : undefined
}

/** A seed text (a name, an environment) in `lang`, else as seeded. */
export function textIn(lang: string, text: string): string {
  return contentOf(lang)?.texts[text] ?? text
}

/** Announcement `seeded`'s title and HTML in `lang`, else as seeded. */
export function announcementIn(lang: string, seeded: { id: string; title: string; html: string }): { title: string; html: string } {
  return contentOf(lang)?.announcements[seeded.id] ?? { title: seeded.title, html: seeded.html }
}
