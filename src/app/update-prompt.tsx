import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { useTranslation } from 'react-i18next'
import { loadAreaStrings } from '@/shared/i18n/area-strings'
import './update-prompt.css'

// "A new version is available – Reload": loaded (with its strings and styles) only when a new
// version is found, in a root of its own beside the app, so nothing of it is in the first load.

const HOST_ID = 'update-prompt'

/** Shows the prompt once; `reload` is called when the user asks for the new version. */
export async function showUpdatePrompt(reload: () => void): Promise<void> {
  await loadAreaStrings('pwa')
  if (document.getElementById(HOST_ID)) return
  const host = document.createElement('div')
  host.id = HOST_ID
  document.body.append(host)
  const root = createRoot(host)
  root.render(
    <UpdatePrompt
      onReload={reload}
      onLater={() => {
        root.unmount()
        host.remove()
      }}
    />,
  )
}

export function UpdatePrompt({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  const { t } = useTranslation()
  const [reloading, setReloading] = useState(false)
  return (
    <div className="update-prompt" role="status">
      <span className="update-prompt__text">{t('pwa.update.available')}</span>
      <button type="button" className="btn btn--ghost btn--small" onClick={onLater} disabled={reloading}>
        {t('pwa.update.later')}
      </button>
      <button
        type="button"
        className="btn btn--primary btn--small"
        disabled={reloading}
        aria-busy={reloading}
        onClick={() => {
          setReloading(true)
          onReload()
        }}
      >
        {t('pwa.update.reload')}
      </button>
    </div>
  )
}
