import { useSessionStore } from '@/shared/stores/session-store'

/**
 * The key of data that holds text the backend writes for people (machine, instrument and chain
 * names, announcements), in the app's language: the backend answers in the language last set
 * (rpc-client.ts), so after a switch the screens on view ask again, showing their skeleton rather
 * than the old language, and switching back finds the first language's answers still cached. The
 * language goes last, so a key prefix still invalidates every language.
 */
export function inLanguage<const K extends readonly unknown[]>(key: K): readonly [...K, string] {
  return [...key, useSessionStore.getState().language]
}
