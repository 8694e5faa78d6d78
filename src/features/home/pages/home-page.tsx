import { useEffect, useState, type ComponentType } from 'react'
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
// kept. Offline then, they load when the network is back (a failed import would take the page down).
// Not React.lazy: a list that suspends is revealed at least 300 ms after its placeholder (React's
// Suspense throttle), and its calls start only then; a list rendered once its code is in starts its
// calls at once (Lighthouse's TTI of /home is the last list's drawing).
type ListModule = { default: ComponentType }
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
      <AfterFirstPaint load={loadNewsTicker} />
      <QuickLinks />
      <AfterFirstPaint load={loadPopularMarkets} />
      <AfterFirstPaint load={loadMachinesOnSale} />
    </div>
  )
}

/** A list once the page has painted and its code is in; its placeholder until then. */
function AfterFirstPaint({ load }: { load: () => Promise<ListModule> }) {
  const painted = usePainted()
  const [List, setList] = useState<ComponentType>()
  useEffect(() => {
    if (!painted) return
    let mounted = true
    void untilLoaded(load).then((module) => mounted && setList(() => module.default))
    return () => {
      mounted = false
    }
  }, [painted, load])
  return List ? <List /> : pendingList
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
