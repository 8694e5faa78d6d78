import { i18next } from '@/shared/i18n/i18n'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { showToast } from '@/shared/ui/toast/toast-store'

/** The guard of every login-required route: a visitor is told to connect first (the router sends them home, invite code kept). */
export function allowLoginOnly(): boolean {
  if (selectIsConnected(useSessionStore.getState())) return true
  showToast(i18next.t('auth.connectFirst'), 'error')
  return false
}
