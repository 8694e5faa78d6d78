import type { LanguageCode } from '@/shared/i18n/languages'
import { MESSAGE_CATALOGUE } from './messages/catalogue'
import ar from './messages/ar.json'
import fr from './messages/fr.json'
import it from './messages/it.json'
import ja from './messages/ja.json'
import ko from './messages/ko.json'
import ru from './messages/ru.json'
import th from './messages/th.json'
import zhCN from './messages/zh-CN.json'
import zhTW from './messages/zh-TW.json'

// What the mock backend says in respMsg, in the language last set with E0001 (docs/api.md): a real
// backend answers in the user's language, so the mock does too, and a refusal on screen reads in
// the app's language. English is the source and the fallback.

/** A catalogue message with its values; a value may itself be a message (a reason inside "Invalid parameter ..."). */
export interface MockMessage {
  template: string
  values?: MessageValues
}
export type MessageValues = Readonly<Record<string, string | number | MockMessage>>

export type MessageTemplate = (typeof MESSAGE_CATALOGUE)[number]

export const TRANSLATIONS: Readonly<Record<Exclude<LanguageCode, 'en'>, Readonly<Record<string, string>>>> = {
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

/** `template` filled with `values`, in `lang` where a translation exists, else in English. */
export function sayIn(lang: string, template: string, values: MessageValues = {}): string {
  const said = (lang in TRANSLATIONS && TRANSLATIONS[lang as keyof typeof TRANSLATIONS][template]) || template
  return said.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return typeof value === 'object' ? sayIn(lang, value.template, value.values) : String(value)
  })
}
