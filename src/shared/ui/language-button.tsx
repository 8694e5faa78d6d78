import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES, type LanguageCode } from '@/shared/i18n/languages'
import { switchLanguage } from '@/shared/i18n/switch-language'
import { useSessionStore } from '@/shared/stores/session-store'
import { BottomSheet } from './bottom-sheet'
import { GlobeIcon } from './icons'

export function LanguageButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="icon-btn" aria-label={t('language.choose')} onClick={() => setOpen(true)}>
        <GlobeIcon />
      </button>
      <LanguageSheet open={open} onClose={() => setOpen(false)} />
    </>
  )
}

export function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const current = useSessionStore((s) => s.language)
  const pick = async (code: LanguageCode) => {
    onClose()
    if (code === current) return
    await switchLanguage(code)
    // Tell the backend too, so its messages follow; a failure changes nothing on screen.
    void import('@/shared/api/rpc-client').then(({ rpc }) =>
      import('@/shared/api/rpc-codes').then(({ RPC }) => rpc(RPC.setLanguage, { lang: code }).catch(() => {})),
    )
  }
  return (
    <BottomSheet open={open} title={t('language.choose')} onClose={onClose}>
      <ul className="menu" role="list">
        {LANGUAGES.map((l) => (
          <li key={l.code} className="menu__item">
            <button
              type="button"
              className="menu__link"
              lang={l.code}
              aria-pressed={l.code === current}
              onClick={() => void pick(l.code)}
            >
              <span>{l.name}</span>
              {l.code === current && <span aria-hidden="true">✓</span>}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  )
}
