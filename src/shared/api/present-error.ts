import { i18next } from '@/shared/i18n/i18n'
import { showToast } from '@/shared/ui/toast/toast-store'
import { isRpcError } from './errors'

// The one place errors become text. Screens call presentError() in their catch (toast) or
// errorMessage() for an inline error state; the RPC client itself never shows anything.

/** The text to show for an error, in the current language. */
export function errorMessage(error: unknown): string {
  if (isRpcError(error)) {
    // The server's message is already written for people; ours are keys translated now.
    return error.respMsg ?? i18next.t(error.messageKey, { code: error.code })
  }
  return i18next.t('common.error.generic')
}

/** Show an error as a toast. A canceled call shows nothing: the user walked away on purpose. */
export function presentError(error: unknown): void {
  // The session's end has said it already (session-lifecycle.ts).
  if (isRpcError(error) && (error.kind === 'canceled' || error.isSessionExpired)) return
  // Anything that is not an RpcError is a bug worth seeing in the console.
  if (!isRpcError(error)) console.error(error)
  showToast(errorMessage(error), 'error')
}
