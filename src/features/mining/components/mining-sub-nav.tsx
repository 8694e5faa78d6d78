import { useTranslation } from 'react-i18next'
import { NavLink } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import '@/shared/ui/tabs.css'

/** Mall | My machines: both live under the mining tab. */
export function MiningSubNav() {
  const { t } = useTranslation()
  return (
    <nav className="tabs mining-subnav" aria-label={t('mining.subnav.label')}>
      <NavLink to={PATHS.miningMall} className="tabs__tab mining-subnav__link" end>
        {t('mining.subnav.mall')}
      </NavLink>
      <NavLink to={PATHS.myMiningMachine} className="tabs__tab mining-subnav__link" end>
        {t('mining.subnav.mine')}
      </NavLink>
    </nav>
  )
}
