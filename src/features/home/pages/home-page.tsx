import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import { useSessionStore } from '@/shared/stores/session-store'
import { AfterFirstPaint } from '@/shared/ui/after-first-paint'
import { ConnectWalletButton } from '@/shared/ui/connect-wallet-button'
import { LanguageButton } from '@/shared/ui/language-button'
import { QuickLinks } from '../components/quick-links'

// The announcements, market prices and machines on sale load after the first paint, each in its own
// chunk (AfterFirstPaint): the landing's first screen (hero and quick links) is drawn without
// them, and their space is kept. A list rendered once its code is in starts its calls at once
// (Lighthouse's TTI of /home is the last list's drawing).
const loadNewsTicker = () => import('../components/news-ticker')
const loadMachinesOnSale = () => import('../components/machines-on-sale')
const loadPopularMarkets = () => import('../components/popular-markets')
// A list's heading and three rows as pulsing lines, in the loaded list's height: never an empty box.
const pendingList = (
  <div className="card home-list home-list--pending" aria-hidden="true">
    <div className="home-list__head">
      <span className="skeleton__line skeleton__line--short" />
    </div>
    <div>
      {[0, 1, 2].map((row) => (
        <div key={row} className="home-list__item">
          <span className="skeleton__line home-list__text" />
        </div>
      ))}
    </div>
  </div>
)

export default function HomePage() {
  const { t } = useTranslation()
  return (
    <div className="page home">
      <header className="home__header">
        <h1 className="home__brand">{t('app.name')}</h1>
        <div className="home__actions">
          <LanguageButton />
          <ConnectWalletButton />
        </div>
      </header>
      <section className="hero card" aria-labelledby="hero-title">
        <h2 id="hero-title" className="hero__title">
          {t('home.hero.title')}
        </h2>
        <HeroPromo />
        <p className="risk-note">{t('home.hero.risk')}</p>
        <Link to={PATHS.miningMall} className="btn btn--primary hero__cta">
          {t('home.hero.cta')}
        </Link>
      </section>
      <AfterFirstPaint load={loadNewsTicker} fallback={pendingList} />
      <QuickLinks />
      <AfterFirstPaint load={loadPopularMarkets} fallback={pendingList} />
      <AfterFirstPaint load={loadMachinesOnSale} fallback={pendingList} />
    </div>
  )
}

/**
 * The promotional figure: from config, never from copy, and always beside its risk notice. Its own
 * component, so the configuration arriving after the first paint redraws this line, not the page.
 */
function HeroPromo() {
  const { t } = useTranslation()
  const maxApr = useSessionStore((s) => s.globalConfig.promo?.maxApr)
  return maxApr ? <p className="hero__promo">{t('home.hero.promo', { apr: maxApr })}</p> : <p className="hero__promo hero__promo--pending" />
}
