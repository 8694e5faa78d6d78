import { INVITE_CODE_PARAM, PATHS } from '@/shared/paths'

// The invitation code of a referral link (`/home?code=...`), kept for the visit until the first
// login sends it (10002): the visitor may look around first, and the code leaves the URL as soon
// as they tap another tab. sessionStorage, so it lasts the visit (tab) and no longer.

const KEY = 'inviteCode'

/** Keep the `code` of `search`, if any; a newer link's code replaces an older one. */
export function rememberInviteCode(search: string): void {
  const code = new URLSearchParams(search).get(INVITE_CODE_PARAM)?.trim()
  if (!code) return
  try {
    sessionStorage.setItem(KEY, code)
  } catch {
    // Storage refused (private mode): the code still works from the URL it is in.
  }
}

/** The code to send with the login: the current URL's, else the one kept for this visit. */
export function inviteCodeForLogin(search: string): string | null {
  const fromUrl = new URLSearchParams(search).get(INVITE_CODE_PARAM)?.trim()
  if (fromUrl) return fromUrl
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

/** After the login that sent it: the user is bound (or not) once and for all. */
export function forgetInviteCode(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing was kept.
  }
}

/** The user's referral link: the app's home on the current host, carrying the code. */
export function inviteLink(code: string): string {
  return new URL(`${PATHS.home}?${new URLSearchParams({ [INVITE_CODE_PARAM]: code })}`, window.location.origin).href
}
