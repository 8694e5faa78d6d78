import { useSessionStore } from '@/shared/stores/session-store'
import { activateLanguage } from './i18n'
import type { LanguageCode } from './languages'

/** Load the language first, then store it: the view rebuilds only once its words are there. */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  await activateLanguage(code)
  useSessionStore.getState().setLanguage(code)
}
