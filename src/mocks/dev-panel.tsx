import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/shared/lib/date'
import { ChartIcon } from '@/shared/ui/icons'
import { showToast } from '@/shared/ui/toast/toast-store'

// A developer's control over the mock backend (dev only): see the mock clock, move it on a day
// (machines pay out, stakes mature) or ten minutes (deposits confirm, withdrawals take their next
// step), or reset the demo data.

async function control(path: string, body?: object): Promise<{ now: string }> {
  const response = await fetch(path, {
    method: path.endsWith('state') ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  })
  return response.json()
}

function DevPanel() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [clock, setClock] = useState('')

  const toggle = async () => {
    if (!open) setClock((await control('/__mock/state')).now)
    setOpen(!open)
  }
  const advance = async (by: { days?: number; ms?: number }) => {
    const { now } = await control('/__mock/clock', by)
    setClock(now)
    showToast(t('dev.advanced', { time: formatDateTime(now) }), 'success')
  }
  const reset = async () => {
    await control('/__mock/reset')
    window.location.reload()
  }

  return (
    <div className="dev-panel">
      {open && (
        <div className="dev-panel__body card" role="region" aria-label={t('dev.title')}>
          <p className="muted">
            {t('dev.clock')}: <span dir="ltr">{formatDateTime(clock)}</span>
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
      <button
        type="button"
        className="icon-btn dev-panel__toggle"
        aria-label={t('dev.title')}
        aria-expanded={open}
        onClick={() => void toggle()}
      >
        <ChartIcon />
      </button>
    </div>
  )
}

export function mountDevPanel(): void {
  const host = document.createElement('div')
  document.body.appendChild(host)
  createRoot(host).render(<DevPanel />)
}
