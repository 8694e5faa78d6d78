import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { GlobeIcon } from './icons'
import { sheetOnDemand } from './sheet-on-demand'

export const { Sheet: LanguageSheet, preload: preloadLanguageSheet } = sheetOnDemand(() => import('./language-sheet'))

export function LanguageButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        aria-label={t('language.choose')}
        onPointerDown={preloadLanguageSheet}
        onClick={() => setOpen(true)}
      >
        <GlobeIcon />
      </button>
      {open && <LanguageSheet onClose={close} />}
    </>
  )
}
