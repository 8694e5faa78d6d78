import { useSessionStore } from '@/shared/stores/session-store'
import { activateLanguage } from './i18n'
import type { LanguageCode } from './languages'

/**
 * Load the language, store it, then switch: the view re-renders only once its words are there,
 * and it re-renders (on the i18n change) with the stored language already new, which the query
 * keys of server text read (inLanguage in api/in-language.ts).
 */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  await activateLanguage(code, () => useSessionStore.getState().setLanguage(code))
}
