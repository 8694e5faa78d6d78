import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CloseIcon } from './icons'
import { Overlay } from './overlay'

interface BottomSheetProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
}

export function BottomSheet({ open, title, onClose, children }: BottomSheetProps) {
  const { t } = useTranslation()
  return (
    <Overlay open={open} onClose={onClose} title={title} variant="sheet">
      <button type="button" className="icon-btn overlay__close" aria-label={t('common.close')} onClick={onClose}>
        <CloseIcon />
      </button>
      <div className="overlay__body">{children}</div>
    </Overlay>
  )
}
