import { useSessionStore } from '@/shared/stores/session-store'

// What a `500` (session expired) answer does: the session is cleared, then the app's handler runs
// ("go to /home", registered by main.tsx as soon as the router exists: the shared layer cannot
// import the router). A module of its own, so the handler is in place before the RPC client loads.

let handler: (() => void) | null = null

export function setSessionExpiredHandler(next: (() => void) | null): void {
  handler = next
}

/** Clear the session and run the app's handler. */
export function endExpiredSession(): void {
  useSessionStore.getState().clearSession()
  handler?.()
}
