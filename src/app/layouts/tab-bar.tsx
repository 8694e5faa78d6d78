import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { EcologyIcon, HomeIcon, IdoIcon, MiningIcon, UserIcon } from '@/shared/ui/icons'
import { TABS, type TabId } from '@/shared/route-manifest'

const ICONS = { home: HomeIcon, mining: MiningIcon, ido: IdoIcon, ecology: EcologyIcon, my: UserIcon } as const

export function TabBar({ active }: { active: TabId }) {
  const { t } = useTranslation()
  return (
    <nav className="tab-bar" aria-label={t('nav.label')}>
      {TABS.map((tab) => {
        const Icon = ICONS[tab.id]
        const isActive = tab.id === active
        return (
          <Link
            key={tab.id}
            to={tab.path}
            className={isActive ? 'tab-bar__item tab-bar__item--active' : 'tab-bar__item'}
            aria-current={isActive ? 'page' : undefined}
          >
            <Icon filled={isActive} className="tab-bar__icon" />
            <span className="tab-bar__label">{t(tab.labelKey as 'nav.home')}</span>
          </Link>
        )
      })}
    </nav>
  )
}
