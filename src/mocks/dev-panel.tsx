import { useEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { useTranslation } from 'react-i18next'
import { loadAreaStrings } from '@/shared/i18n/area-strings'
import { i18next } from '@/shared/i18n/i18n'
import { formatLocalDateTime } from '@/shared/lib/date'
import { showToast } from '@/shared/ui/toast/toast-store'
import './dev-panel.css'

// A developer's control over the mock backend (dev only): see the mock clock, move it on a day
// (machines pay out, stakes mature) or ten minutes (deposits confirm, withdrawals take their next
// step), or reset the demo data. It lies in the document's normal flow after the app (#root), at
// the very end of the page, clear of the tab bar: it takes no room over the screen, so it can cover
// no content, bar or button on any route, width or writing direction. Open, its controls unfold
// below the toggle, in the flow as well. (An overlay handle in the side margin did lie over the page.)

async function control(path: string, body?: object): Promise<{ now: string }> {
  const response = await fetch(path, {
    method: path.endsWith('state') ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  return response.json()
}

function DevPanel() {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const [clock, setClock] = useState('')
  const body = useRef<HTMLDivElement>(null)

  // Opened at the end of the page, its controls come into view.
  useEffect(() => {
    if (open) body.current?.scrollIntoView({ block: 'nearest' })
  }, [open])

  const toggle = async () => {
    if (!open) setClock((await control('/__mock/state')).now)
    setOpen(!open)
  }
  const advance = async (by: { days?: number; ms?: number }) => {
    const { now } = await control('/__mock/clock', by)
    setClock(now)
    showToast(t('dev.advanced', { time: formatLocalDateTime(now, i18n.language) }), 'success')
  }
  const reset = async () => {
    await control('/__mock/reset')
    window.location.reload()
  }

  return (
    <div className="dev-panel">
      <button type="button" className="dev-panel__handle" aria-expanded={open} onClick={() => void toggle()}>
        {t('dev.title')}
      </button>
      {open && (
        <div ref={body} className="dev-panel__body card" role="region" aria-label={t('dev.title')}>
          <p className="muted">
            {t('dev.clock')}: <span dir="ltr">{formatLocalDateTime(clock, i18n.language)}</span>
          </p>
          <button type="button" className="btn btn--primary" onClick={() => void advance({ days: 1 })}>
            {t('dev.advanceDay')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void advance({ ms: 10 * 60_000 })}>
            {t('dev.advanceMinutes')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => void reset()}>
            {t('dev.reset')}
          </button>
        </div>
      )}
    </div>
  )
}

export function mountDevPanel(): void {
  // After #root in the body: below everything the app draws, in the document's flow.
  const host = document.createElement('div')
  document.body.appendChild(host)
  // Its strings (locales/dev/) load in the app's language, once that is known, before it shows.
  const languageKnown = i18next.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18next.on('initialized', () => resolve()))
  void languageKnown.then(() => loadAreaStrings('dev')).then(() => createRoot(host).render(<DevPanel />))
}
