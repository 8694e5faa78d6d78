import { useTranslation } from 'react-i18next'

interface ConfirmActionsProps {
  /** The write is in flight: neither button works, and the confirm button says so. */
  busy: boolean
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** Defaults to "Cancel". */
  cancelLabel?: string
}

/** The two buttons at the foot of a confirm step: cancel (or back) and the one that sends. */
export function ConfirmActions({ busy, confirmLabel, onConfirm, onCancel, cancelLabel }: ConfirmActionsProps) {
  const { t } = useTranslation()
  return (
    <div className="overlay__actions">
      <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('common.cancel')}
      </button>
      <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
        {busy ? t('common.submitting') : confirmLabel}
      </button>
    </div>
  )
}
