import { useTranslation } from 'react-i18next'
import { NavLink } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import '@/shared/ui/tabs.css'

const SECTIONS = [
  { path: PATHS.idoAboutStart, key: 'ido.subnav.aboutStart' },
  { path: PATHS.idoInProgress, key: 'ido.subnav.inProgress' },
  { path: PATHS.idoPosition, key: 'ido.subnav.position' },
  { path: PATHS.idoOver, key: 'ido.subnav.over' },
] as const

/** Upcoming | In progress | My positions | Ended: the four sections under the IDO tab. */
export function IdoSubNav() {
  const { t } = useTranslation()
  return (
    <nav className="tabs ido-subnav" aria-label={t('ido.subnav.label')}>
      {SECTIONS.map((s) => (
        <NavLink key={s.path} to={s.path} className="tabs__tab ido-subnav__link" end>
          {t(s.key)}
        </NavLink>
      ))}
    </nav>
  )
}
