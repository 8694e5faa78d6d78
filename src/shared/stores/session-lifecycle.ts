import type { ParseKeys } from 'i18next'
import { i18next } from '@/shared/i18n/i18n'
import { showToast, type ToastKind } from '@/shared/ui/toast/toast-store'
import { rememberWalletChoice } from '@/shared/wallet/provider'
import { selectIsConnected, useSessionStore, type SessionState } from './session-store'

// The only two writers of who is signed in. Every ending forgets the same things (address, token,
// user, info and the chosen wallet; the app drops the user's cached server data when the user
// changes) and keeps the invite code: the user lands on /home with the `code` of the page they were on.

export type SessionEndReason = 'disconnected' | 'accountSwitched' | 'expired'

// Each key stays its literal type, so `t` checks it against the English messages.
const ENDINGS = {
  disconnected: { messageKey: 'wallet.disconnected', kind: 'success' },
  accountSwitched: { messageKey: 'wallet.error.accountSwitched', kind: 'error' },
  expired: { messageKey: 'common.error.sessionExpired', kind: 'error' },
} as const satisfies Record<SessionEndReason, { messageKey: ParseKeys; kind: ToastKind }>

export type SessionStart = Pick<SessionState, 'address' | 'token' | 'user' | 'info' | 'walletType'>

/** Keep a logged-in session, in one write: the user (what marks it connected) never comes before its token. */
export function startSession(session: SessionStart): void {
  useSessionStore.setState(session)
}

let goHome: (() => void) | null = null

/** The app's way home after a session ends (keeping the invite code); the shared layer has no router. */
export function setSessionEndedNavigation(next: (() => void) | null): void {
  goHome = next
}

/** End the session for `reason`: forget it, tell the user why, and go home. */
export function endSession(reason: SessionEndReason): void {
  const wasConnected = selectIsConnected(useSessionStore.getState())
  rememberWalletChoice(null)
  useSessionStore.setState({ address: '', token: '', user: [], info: [] })
  // A visitor whose call met a 500 had no session to lose: nothing to tell.
  if (wasConnected) showToast(i18next.t(ENDINGS[reason].messageKey), ENDINGS[reason].kind)
  goHome?.()
}
