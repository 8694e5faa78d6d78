import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { languageDirection, type LanguageCode } from './languages'

type Messages = Record<string, string>

// One chunk per locale: only the active language is ever downloaded.
const localeLoaders = import.meta.glob<Messages>('../../../locales/*.json', { import: 'default' })

async function loadMessages(code: LanguageCode): Promise<Messages> {
  const load = localeLoaders[`../../../locales/${code}.json`]
  if (!load) throw new Error(`No locale file for ${code}`)
  return load()
}

function applyDocumentLanguage(code: LanguageCode): void {
  const html = document.documentElement
  html.lang = code
  html.dir = languageDirection(code)
}

/** Load a language's messages (once), switch i18next to it and mirror it on <html lang dir>. */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code)
}

async function loadLanguage(code: LanguageCode): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'translation')) {
    i18next.addResourceBundle(code, 'translation', await loadMessages(code))
  }
  // The areas on screen get their strings in the new language before it is switched to: no raw keys.
  await Promise.all([...beforeSwitch].map((load) => load(code)))
  await i18next.changeLanguage(code)
  applyDocumentLanguage(code)
}

/** What must load before a language is switched to (area-strings.ts adds each area a screen asked for). */
export const beforeSwitch = new Set<(code: LanguageCode) => Promise<void>>()

export async function initI18n(code: LanguageCode): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: code,
      fallbackLng: false,
      resources: {},
      partialBundledLanguages: true,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    })
  }
  await loadLanguage(code)
  return i18next
}

export { i18next }
