import dayjs from 'dayjs'
import type { LanguageCode } from '@/shared/i18n/languages'

// dayjs names its locales in lower case; English is built in. The imports stay literal so the build
// can split them; the type makes a language added to the table fail here until it has its locale.
const dayjsLocales: Record<Exclude<LanguageCode, 'en'>, () => Promise<unknown>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  'zh-TW': () => import('dayjs/locale/zh-tw'),
  ar: () => import('dayjs/locale/ar'),
  fr: () => import('dayjs/locale/fr'),
  it: () => import('dayjs/locale/it'),
  ja: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
  th: () => import('dayjs/locale/th'),
  ru: () => import('dayjs/locale/ru'),
}

export async function applyDateLocale(code: LanguageCode): Promise<void> {
  if (code !== 'en') await dayjsLocales[code]()
  dayjs.locale(code === 'en' ? 'en' : code.toLowerCase())
}
