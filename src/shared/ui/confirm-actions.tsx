import { useTranslation } from 'react-i18next'

interface ConfirmActionsProps {
  /** The write is in flight: neither button works, and the confirm button says so. */
  busy: boolean
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** Defaults to "Cancel". */
  cancelLabel?: string
  /** Not sendable yet (e.g. a quote being renewed): the confirm button waits, the step stays open. */
  confirmDisabled?: boolean
  /** Cancel still works while busy (the step waits for a wallet that may never answer). */
  cancelable?: boolean
}

/** The two buttons at the foot of a confirm step: cancel (or back) and the one that sends. */
export function ConfirmActions({ busy, confirmLabel, onConfirm, onCancel, cancelLabel, confirmDisabled = false, cancelable = false }: ConfirmActionsProps) {
  const { t } = useTranslation()
  return (
    <div className="overlay__actions">
      <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy && !cancelable}>
        {cancelLabel ?? t('common.cancel')}
      </button>
      <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy || confirmDisabled} aria-busy={busy}>
        {busy ? t('common.submitting') : confirmLabel}
      </button>
    </div>
  )
}
