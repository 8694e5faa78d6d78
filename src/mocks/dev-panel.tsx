import { useRef, useState, type PointerEvent } from 'react'
import { createRoot } from 'react-dom/client'
import { useTranslation } from 'react-i18next'
import { loadAreaStrings } from '@/shared/i18n/area-strings'
import { i18next } from '@/shared/i18n/i18n'
import { formatLocalDateTime } from '@/shared/lib/date'
import { showToast } from '@/shared/ui/toast/toast-store'
import './dev-panel.css'

// A developer's control over the mock backend (dev only): see the mock clock, move it on a day
// (machines pay out, stakes mature) or ten minutes (deposits confirm, withdrawals take their next
// step), or reset the demo data. It starts as a slim handle inside the page's side margin, where
// no content, tab bar or button lies, and can be dragged up and down that edge (kept per browser).

/** localStorage key of the handle's height on the screen, in px from the top. */
const HANDLE_TOP_KEY = 'mock-dev-panel-top'
const HANDLE_HEIGHT = 48
/** A press that moves less than this is a tap (open / close), not a drag. */
const DRAG_THRESHOLD = 4

async function control(path: string, body?: object): Promise<{ now: string }> {
  const response = await fetch(path, {
    method: path.endsWith('state') ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  return response.json()
}

/** The band the handle may sit in: below the top bar, above the tab bar. */
function bounds(): { min: number; max: number } {
  const top = document.querySelector('.top-bar')?.getBoundingClientRect().bottom ?? 0
  const bottom = document.querySelector('.tab-bar')?.getBoundingClientRect().top ?? window.innerHeight
  return { min: top + 8, max: Math.max(top + 8, bottom - HANDLE_HEIGHT - 8) }
}

const clamp = (y: number) => {
  const { min, max } = bounds()
  return Math.min(Math.max(y, min), max)
}

function savedTop(): number {
  const saved = Number(localStorage.getItem(HANDLE_TOP_KEY))
  return clamp(Number.isFinite(saved) && saved > 0 ? saved : window.innerHeight * 0.4)
}

function DevPanel() {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const [clock, setClock] = useState('')
  const [top, setTop] = useState(savedTop)
  const drag = useRef<{ startY: number; startTop: number; moved: boolean } | null>(null)

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

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { startY: e.clientY, startTop: top, moved: false }
  }
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current
    if (!d) return
    const dy = e.clientY - d.startY
    if (Math.abs(dy) >= DRAG_THRESHOLD) d.moved = true
    if (d.moved) setTop(clamp(d.startTop + dy))
  }
  const onPointerUp = () => {
    const d = drag.current
    drag.current = null
    if (!d) return
    if (d.moved) localStorage.setItem(HANDLE_TOP_KEY, String(Math.round(top)))
    else void toggle()
  }

  return (
    <div className="dev-panel" style={{ top }}>
      <button
        type="button"
        className="dev-panel__handle"
        aria-label={t('dev.title')}
        aria-expanded={open}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault()
            void toggle()
          }
        }}
      />
      {open && (
        <div className="dev-panel__body card" role="region" aria-label={t('dev.title')}>
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
  const host = document.createElement('div')
  document.body.appendChild(host)
  // Its strings (locales/dev/) load in the app's language, once that is known, before it shows.
  const languageKnown = i18next.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18next.on('initialized', () => resolve()))
  void languageKnown.then(() => loadAreaStrings('dev')).then(() => createRoot(host).render(<DevPanel />))
}
