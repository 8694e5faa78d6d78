import type { ParseKeys } from 'i18next'
import { i18next } from '@/shared/i18n/i18n'
import { showToast, type ToastKind } from '@/shared/ui/toast/toast-store'
import { forgetWalletChoiceHere, rememberWalletChoice } from '@/shared/wallet/provider'
import { adoptNewerSession, onSessionFromAnotherTab, selectIsConnected, usernameOf, useSessionStore, type SessionState } from './session-store'

// The only two writers of who is signed in (in this tab; what another tab writes, the store takes,
// and an ending taken so goes on below as this tab's own). Every ending forgets the same things
// (address, token, user, info and the chosen wallet; the app drops the user's cached server data when
// the user changes) and keeps the invite code: the user lands on /home with the `code` of the page
// they were on.

export type SessionEndReason = 'disconnected' | 'accountSwitched' | 'expired'

// Each key stays its literal type, so `t` checks it against the English messages.
const ENDINGS = {
  disconnected: { messageKey: 'wallet.disconnected', kind: 'success' },
  accountSwitched: { messageKey: 'wallet.error.accountSwitched', kind: 'error' },
  expired: { messageKey: 'common.error.sessionExpired', kind: 'error' },
} as const satisfies Record<SessionEndReason, { messageKey: ParseKeys; kind: ToastKind }>

export type SessionStart = Pick<SessionState, 'address' | 'token' | 'user' | 'info' | 'walletType'>

// Why the last session on this device ended: `map` carries no reason, and another tab that takes the
// ending says what this one said (an expiry is not a disconnect). Kept with the ended session's
// token and written before the session goes, so that tab reads it when it sees `map` change, and
// never takes an older ending's reason for this one.
const ENDED_KEY = 'sessionEnded'

function keepEndReason(reason: SessionEndReason, token: string): void {
  try {
    localStorage.setItem(ENDED_KEY, JSON.stringify({ reason, token }))
  } catch {
    // No room: no reason rather than an older one (the other tab says "disconnected").
    try {
      localStorage.removeItem(ENDED_KEY)
    } catch {
      // No storage at all: nothing is kept either.
    }
  }
}

/** The reason kept for the session of `token`; "disconnected" when none is kept for it. */
function keptEndReason(token: string): SessionEndReason {
  try {
    const kept = JSON.parse(localStorage.getItem(ENDED_KEY) ?? 'null') as { reason?: unknown; token?: unknown } | null
    if (kept?.token === token && typeof kept.reason === 'string' && kept.reason in ENDINGS) return kept.reason as SessionEndReason
  } catch {
    // Unreadable: as if none was kept.
  }
  return 'disconnected'
}

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
  // The session to end is this tab's; a newer one another tab stored meanwhile is taken instead.
  if (adoptNewerSession()) return
  const wasConnected = selectIsConnected(useSessionStore.getState())
  // Before the store changes: what its change sets off must not find the old wallet.
  rememberWalletChoice(null)
  if (wasConnected) keepEndReason(reason, useSessionStore.getState().token)
  useSessionStore.setState({ address: '', token: '', user: [], info: [] })
  // A visitor whose call met a 500 had no session to lose: nothing to tell.
  tellAndGoHome(wasConnected ? reason : null)
}

function tellAndGoHome(reason: SessionEndReason | null): void {
  if (reason) showToast(i18next.t(ENDINGS[reason].messageKey), ENDINGS[reason].kind)
  goHome?.()
}

// A session ended in another tab (a disconnect, an account switch, a 500) ends here as this tab's
// own ending does. The store has taken it already, and with it the cached user data has gone
// (query-client.ts); what is left is the rest of endSession, with that tab's reason (kept beside
// `map`; "disconnected" when none is, as after the storage was cleared). A login in another tab, or
// a new token of the same user, needs nothing more.
onSessionFromAnotherTab((previous) => {
  const before = usernameOf(previous.user)
  const now = usernameOf(useSessionStore.getState().user)
  if (before === '' || before === now) return
  // The wallet kept on the device is the other tab's to decide (it forgot it, or kept its new
  // login's choice, which the account watch finds again here): only this tab's memory of it goes.
  forgetWalletChoiceHere()
  // Another account signed in there meanwhile: this tab shows it, and nothing of the one before.
  tellAndGoHome(now === '' ? keptEndReason(previous.token) : null)
})
