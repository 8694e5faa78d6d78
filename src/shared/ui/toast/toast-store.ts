import { create } from 'zustand'

export type ToastKind = 'info' | 'success' | 'error'
export interface Toast {
  id: number
  message: string
  kind: ToastKind
}

interface ToastState {
  toasts: Toast[]
  dismiss: (id: number) => void
}

const TOAST_MS = 2600
let nextId = 1

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}))

/** Show a short message; the text must already be translated. The same text is never stacked twice. */
export function showToast(message: string, kind: ToastKind = 'info'): void {
  const { toasts, dismiss } = useToastStore.getState()
  if (toasts.some((t) => t.message === message)) return
  const id = nextId++
  useToastStore.setState({ toasts: [...toasts.slice(-2), { id, message, kind }] })
  setTimeout(() => dismiss(id), TOAST_MS)
}

/** Code the screen asked for did not download (offline, a new deploy): say which, in the current language; the next tap retries. */
export function showNotDownloaded(t: (key: 'common.error.offline' | 'common.error.network') => string): void {
  showToast(t(navigator.onLine === false ? 'common.error.offline' : 'common.error.network'), 'error')
}
