import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from '@/shared/router'
import { BackIcon } from './icons'

interface TopBarProps {
  title: string
  /** Where back goes when the page was opened directly; without it the bar has no back button. */
  fallback?: string
  right?: ReactNode
}

export function TopBar({ title, fallback, right }: TopBarProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const goBack = () => {
    // history.state.idx is the router's position counter: 0 means this page was the entry.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    // The router settles its own navigations (loaders, errors): nothing here waits for one.
    if (idx > 0) void navigate(-1)
    else if (fallback) void navigate(fallback, { replace: true })
  }
  return (
    <header className="top-bar">
      {fallback ? (
        <button type="button" className="icon-btn top-bar__back" aria-label={t('common.back')} onClick={goBack}>
          <BackIcon className="flip-rtl" />
        </button>
      ) : (
        <span className="top-bar__spacer" />
      )}
      <h1 className="top-bar__title">{title}</h1>
      <div className="top-bar__right">{right}</div>
    </header>
  )
}
