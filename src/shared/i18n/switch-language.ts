import { useSessionStore } from '@/shared/stores/session-store'
import { activateLanguage } from './i18n'
import type { LanguageCode } from './languages'

/**
 * Store the language, then load it and switch: by the time the screens re-render in its words (on
 * the i18n change), the stored language the query keys of server text read (inLanguage in
 * api/rpc-client.ts) is already the new one, so no old-language text shows with the new words.
 * A language that cannot load (offline) changes nothing.
 */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  const { language, setLanguage } = useSessionStore.getState()
  setLanguage(code)
  try {
    await activateLanguage(code)
  } catch (error) {
    setLanguage(language)
    throw error
  }
}
