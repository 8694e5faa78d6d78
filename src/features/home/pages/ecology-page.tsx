import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { isOnSale, machinesQuery, offeringsQuery, stakingProductsQuery } from '@/shared/api/catalog'
import { quotesQuery } from '@/shared/api/market'
import { errorMessage } from '@/shared/api/present-error'
import { max, withThousands } from '@/shared/lib/decimal'
import { formatPercent } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { ErrorState } from '@/shared/ui/states'
import { ChartIcon, ChevronIcon, ExchangeIcon, GiftIcon, IdoIcon, MiningIcon, StakeIcon, WalletIcon } from '@/shared/ui/icons'
import '../ecology.css'

// One card per area: what it is in a line, and a live figure where the catalog has one.
const AREAS = [
  { to: PATHS.miningMall, titleKey: 'page.miningMall', aboutKey: 'ecology.about.mining', Icon: MiningIcon },
  { to: PATHS.idoInProgress, titleKey: 'page.idoInProgress', aboutKey: 'ecology.about.ido', Icon: IdoIcon },
  { to: PATHS.staking, titleKey: 'page.staking', aboutKey: 'ecology.about.staking', Icon: StakeIcon },
  { to: PATHS.flashExchange, titleKey: 'page.flashExchange', aboutKey: 'ecology.about.exchange', Icon: ExchangeIcon },
  { to: PATHS.marketPrices, titleKey: 'page.marketPrices', aboutKey: 'ecology.about.markets', Icon: ChartIcon },
  { to: PATHS.trade, titleKey: 'page.trade', aboutKey: 'ecology.about.trade', Icon: ChartIcon },
  { to: PATHS.assets, titleKey: 'page.assets', aboutKey: 'ecology.about.funds', Icon: WalletIcon },
  { to: PATHS.inviteMining, titleKey: 'page.inviteMining', aboutKey: 'ecology.about.invite', Icon: GiftIcon },
] as const

/** The live figures, by the card they go on (undefined while loading, or when the answer is missing or malformed). */
function useFigures() {
  const { t } = useTranslation()
  const machines = useQuery(machinesQuery('mining'))
  const offerings = useQuery(offeringsQuery('inProgress'))
  const products = useQuery(stakingProductsQuery())
  const quotes = useQuery(quotesQuery('popular'))

  const rates = (products.data?.list ?? []).map((p) => p.rate)
  const market = quotes.data?.list[0]
  const figures: Partial<Record<string, string>> = {
    [PATHS.miningMall]: machines.data ? t('ecology.figure.machines', { count: machines.data.filter(isOnSale).length }) : undefined,
    [PATHS.idoInProgress]: offerings.data ? t('ecology.figure.offerings', { count: offerings.data.list.length }) : undefined,
    [PATHS.staking]: rates.length > 0 ? t('ecology.figure.bestRate', { rate: formatPercent(rates.reduce((a, b) => max(a, b))) }) : undefined,
    [PATHS.marketPrices]: market ? `${market.symbol} ${withThousands(market.price)}` : undefined,
  }
  const failed = [machines, offerings, products, quotes].filter((q) => q.isError && !q.data)
  return { figures, failed }
}

export default function EcologyPage() {
  const { t } = useTranslation()
  const { figures, failed } = useFigures()
  return (
    <div className="page">
      {/* When a figure cannot load, say so once, with a retry. */}
      {failed.length > 0 && <ErrorState inline message={errorMessage(failed[0].error)} onRetry={() => failed.forEach((q) => void q.refetch())} />}
      <ul className="eco-areas">
        {AREAS.map(({ to, titleKey, aboutKey, Icon }) => {
          const id = `eco-${titleKey.replace('page.', '')}`
          return (
            <li key={to}>
              {/* Named by its title, described by its line and figure (a screen reader says the name first). */}
              <Link to={to} className="card eco-card" aria-labelledby={`${id}-title`} aria-describedby={`${id}-about ${id}-figure`}>
                <Icon className="eco-card__icon" />
                <span className="eco-card__text">
                  <span id={`${id}-title`} className="eco-card__title">
                    {t(titleKey)}
                  </span>
                  <span id={`${id}-about`} className="eco-card__about">
                    {t(aboutKey)}
                  </span>
                  {to in figures && (
                    <span id={`${id}-figure`} className="eco-card__figure">
                      {figures[to] && <bdi>{figures[to]}</bdi>}
                    </span>
                  )}
                </span>
                <ChevronIcon className="eco-card__chevron flip-rtl" />
              </Link>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
