import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import { ChevronIcon } from '@/shared/ui/icons'

const LINKS = [
  { to: PATHS.miningIncome, key: 'page.miningIncome' },
  { to: PATHS.jointVenture, key: 'page.jointVenture' },
  { to: PATHS.share, key: 'page.share' },
] as const

/** The mining records that have no tab of their own. */
export function MiningLinks() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('mining.links.label')}>
      <ul className="menu">
        {LINKS.map((l) => (
          <li key={l.to} className="menu__item">
            <Link to={l.to} className="menu__link">
              <span>{t(l.key)}</span>
              <ChevronIcon className="menu__chevron flip-rtl" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
