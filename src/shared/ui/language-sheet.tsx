import { useTranslation } from 'react-i18next'
import { rpc } from '@/shared/api/rpc-client'
import { RPC } from '@/shared/api/rpc-codes'
import { LANGUAGES, type LanguageCode } from '@/shared/i18n/languages'
import { switchLanguage } from '@/shared/i18n/switch-language'
import { useSessionStore } from '@/shared/stores/session-store'
import { BottomSheet } from './bottom-sheet'

/** The ten languages, the current one ticked (loaded when first opened: language-button.tsx). */
export default function LanguageSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const current = useSessionStore((s) => s.language)
  const pick = async (code: LanguageCode) => {
    onClose()
    if (code === current) return
    await switchLanguage(code)
    // The backend too, so its names and messages follow (once: the screens' first call may have
    // told it already, rpc-client.ts); a failure changes nothing on screen.
    void rpc(RPC.setLanguage, { lang: code }).catch(() => {})
  }
  return (
    <BottomSheet open title={t('language.choose')} onClose={onClose}>
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
