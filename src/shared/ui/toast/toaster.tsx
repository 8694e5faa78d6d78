import { useToastStore } from './toast-store'

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts)
  return (
    <div className="toaster" aria-live="polite" role="status">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.kind}`}>
          {t.message}
        </div>
      ))}
    </div>
  )
}
