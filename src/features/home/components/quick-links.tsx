import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import { ChartIcon, ExchangeIcon, GiftIcon, IdoIcon, MailIcon, MiningIcon, NewsIcon, StakeIcon, WalletIcon } from '@/shared/ui/icons'

// An entry to every area, three rows of four.
const LINKS = [
  { to: PATHS.miningMall, key: 'page.miningMall', Icon: MiningIcon },
  { to: PATHS.idoInProgress, key: 'page.idoInProgress', Icon: IdoIcon },
  { to: PATHS.staking, key: 'page.staking', Icon: StakeIcon },
  { to: PATHS.flashExchange, key: 'page.flashExchange', Icon: ExchangeIcon },
  { to: PATHS.marketPrices, key: 'page.marketPrices', Icon: ChartIcon },
  { to: PATHS.trade, key: 'page.trade', Icon: ChartIcon },
  { to: PATHS.recharge, key: 'page.recharge', Icon: WalletIcon },
  { to: PATHS.withdraw, key: 'page.withdraw', Icon: WalletIcon },
  { to: PATHS.assets, key: 'page.assets', Icon: WalletIcon },
  { to: PATHS.inviteMining, key: 'page.inviteMining', Icon: GiftIcon },
  { to: PATHS.news, key: 'page.news', Icon: NewsIcon },
  { to: PATHS.contactUs, key: 'page.contactUs', Icon: MailIcon },
] as const

export function QuickLinks() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('home.quickLinks')} className="grid-links">
      {LINKS.map(({ to, key, Icon }) => (
        <Link key={to} to={to} className="grid-links__item">
          <Icon className="grid-links__icon" />
          <span>{t(key)}</span>
        </Link>
      ))}
    </nav>
  )
}
