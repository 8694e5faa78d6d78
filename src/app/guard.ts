import { redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { i18next } from '@/shared/i18n/i18n'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { showToast } from '@/shared/ui/toast/toast-store'
import { homeWithCode } from '@/shared/paths'

/** Loader of every login-required route: a visitor goes home (invite code kept) with a toast. */
export function requireLogin({ request }: LoaderFunctionArgs): null {
  if (selectIsConnected(useSessionStore.getState())) return null
  showToast(i18next.t('auth.connectFirst'), 'error')
  throw redirect(homeWithCode(new URL(request.url).search))
}

/** `/` and unknown paths: home, keeping the invite code. */
export function redirectHome({ request }: LoaderFunctionArgs): never {
  throw redirect(homeWithCode(new URL(request.url).search))
}
