import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { usePainted } from '@/shared/hooks/use-painted'
import { untilLoaded } from '@/shared/lib/network'
import { PATHS } from '@/shared/paths'
import { useSessionStore } from '@/shared/stores/session-store'
import { ConnectWalletButton } from '@/shared/ui/connect-wallet-button'
import { LanguageButton } from '@/shared/ui/language-button'
import { QuickLinks } from '../components/quick-links'

// The announcements, market prices and machines on sale load after the first paint, each in its own
// chunk: the landing's first screen (hero and quick links) is drawn without them, and their space is
// kept. Offline then, they load when the network is back (a failed lazy import would take the page down).
const lazyList = (load: () => Promise<{ default: ComponentType }>) => lazy(() => untilLoaded(load))
const NewsTicker = lazyList(() => import('../components/news-ticker'))
const MachinesOnSale = lazyList(() => import('../components/machines-on-sale'))
const PopularMarkets = lazyList(() => import('../components/popular-markets'))
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
      <AfterFirstPaint>
        <NewsTicker />
      </AfterFirstPaint>
      <QuickLinks />
      <AfterFirstPaint>
        <PopularMarkets />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <MachinesOnSale />
      </AfterFirstPaint>
    </div>
  )
}

/** A list once the page has painted, its placeholder until then and while it loads; only this redraws when the paint is done. */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const painted = usePainted()
  return <Suspense fallback={pendingList}>{painted ? children : pendingList}</Suspense>
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
