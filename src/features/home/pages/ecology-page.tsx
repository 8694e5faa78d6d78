import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PATHS } from '@/shared/paths'
import { ChartIcon, ChevronIcon, ExchangeIcon, GiftIcon, StakeIcon, WalletIcon } from '@/shared/ui/icons'

const SECTIONS = [
  {
    titleKey: 'ecology.earn',
    links: [
      { to: PATHS.staking, key: 'page.staking', Icon: StakeIcon },
      { to: PATHS.flashExchange, key: 'page.flashExchange', Icon: ExchangeIcon },
      { to: PATHS.inviteMining, key: 'page.inviteMining', Icon: GiftIcon },
    ],
  },
  {
    titleKey: 'ecology.markets',
    links: [
      { to: PATHS.marketPrices, key: 'page.marketPrices', Icon: ChartIcon },
      { to: PATHS.exMarketPrices, key: 'page.exMarketPrices', Icon: ChartIcon },
      { to: PATHS.trade, key: 'page.trade', Icon: ChartIcon },
    ],
  },
  {
    titleKey: 'ecology.funds',
    links: [
      { to: PATHS.recharge, key: 'page.recharge', Icon: WalletIcon },
      { to: PATHS.withdraw, key: 'page.withdraw', Icon: WalletIcon },
      { to: PATHS.assets, key: 'page.assets', Icon: WalletIcon },
    ],
  },
] as const

export default function EcologyPage() {
  const { t } = useTranslation()
  return (
    <div className="page">
      {SECTIONS.map((section) => (
        <section key={section.titleKey} aria-label={t(section.titleKey)}>
          <h2 className="section-title">{t(section.titleKey)}</h2>
          <ul className="menu">
            {section.links.map(({ to, key, Icon }) => (
              <li key={to} className="menu__item">
                <Link to={to} className="menu__link">
                  <span className="menu__label">
                    <Icon className="grid-links__icon" /> {t(key)}
                  </span>
                  <ChevronIcon className="menu__chevron flip-rtl" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
