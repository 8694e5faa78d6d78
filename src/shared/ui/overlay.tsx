import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

interface OverlayProps {
  open: boolean
  onClose: () => void
  title: string
  variant: 'dialog' | 'sheet'
  children: ReactNode
}

/** A modal surface (centered dialog or bottom sheet): focus moves in, Escape and the backdrop close it. */
export function Overlay({ open, onClose, title, variant, children }: OverlayProps) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  // The latest onClose, so a new function each render does not re-run the effect (which would pull
  // focus back to the panel, away from a field being typed in).
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    panel.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current()
    }
    document.addEventListener('keydown', onKey)
    document.body.classList.add('no-scroll')
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.classList.remove('no-scroll')
      previous?.focus?.()
    }
  }, [open])

  if (!open) return null
  return createPortal(
    <div className={`overlay overlay--${variant}`} onClick={onClose}>
      <div
        ref={panel}
        className={`overlay__panel overlay__panel--${variant}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id={titleId} className="overlay__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  )
}
