import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Overlay } from './overlay'

interface ConfirmDialogProps {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel?: string
  /** While true the confirm button is disabled and shows progress, so it cannot be sent twice. */
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({ open, title, children, confirmLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Overlay open={open} onClose={busy ? () => {} : onCancel} title={title} variant="dialog">
      {children && <div className="overlay__body">{children}</div>}
      <div className="overlay__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t('common.submitting') : (confirmLabel ?? t('common.confirm'))}
        </button>
      </div>
    </Overlay>
  )
}
