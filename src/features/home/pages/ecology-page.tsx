import { useQuery } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { isOnSale, machinesQuery, offeringsQuery, stakingProductsQuery } from '@/shared/api/catalog'
import { quotesQuery } from '@/shared/api/market'
import { errorMessage } from '@/shared/api/present-error'
import { isValidAmount, max, withThousands } from '@/shared/lib/decimal'
import { formatPercent } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { ErrorState } from '@/shared/ui/states'
import { ChartIcon, ChevronIcon, ExchangeIcon, GiftIcon, IdoIcon, MiningIcon, StakeIcon, WalletIcon } from '@/shared/ui/icons'
import '../ecology.css'

/** Machines on sale now (the shop's purchase tab, in progress and not sold out). */
function MachinesFigure() {
  const { t } = useTranslation()
  const machines = useQuery(machinesQuery('mining'))
  if (!Array.isArray(machines.data)) return null
  return <>{t('ecology.figure.machines', { count: machines.data.filter(isOnSale).length })}</>
}

function OfferingsFigure() {
  const { t } = useTranslation()
  const offerings = useQuery(offeringsQuery('inProgress'))
  if (!Array.isArray(offerings.data?.list)) return null
  return <>{t('ecology.figure.offerings', { count: offerings.data.list.length })}</>
}

function BestRateFigure() {
  const { t } = useTranslation()
  const products = useQuery(stakingProductsQuery())
  const list: unknown[] = Array.isArray(products.data?.list) ? products.data.list : []
  const rates = list.map((p) => (p as { rate?: unknown }).rate).filter((r): r is string => typeof r === 'string' && isValidAmount(r))
  if (rates.length === 0) return null
  return <>{t('ecology.figure.bestRate', { rate: formatPercent(rates.reduce((a, b) => max(a, b))) })}</>
}

/** The first popular instrument's live price ("BTCUSDT 95,301.48"). */
function MarketFigure() {
  const quotes = useQuery(quotesQuery('popular'))
  const first = Array.isArray(quotes.data?.list) ? quotes.data.list[0] : undefined
  if (!first || typeof first.price !== 'string') return null
  return (
    <bdi dir="ltr">
      {first.symbol} {withThousands(first.price)}
    </bdi>
  )
}

interface Area {
  to: string
  titleKey: string
  aboutKey: string
  Icon: ComponentType<{ className?: string }>
  Figure?: () => ReactNode
}

// One card per area: what it is in a line, and a live figure where the catalog has one.
const AREAS = [
  { to: PATHS.miningMall, titleKey: 'page.miningMall', aboutKey: 'ecology.about.mining', Icon: MiningIcon, Figure: MachinesFigure },
  { to: PATHS.idoInProgress, titleKey: 'page.idoInProgress', aboutKey: 'ecology.about.ido', Icon: IdoIcon, Figure: OfferingsFigure },
  { to: PATHS.staking, titleKey: 'page.staking', aboutKey: 'ecology.about.staking', Icon: StakeIcon, Figure: BestRateFigure },
  { to: PATHS.flashExchange, titleKey: 'page.flashExchange', aboutKey: 'ecology.about.exchange', Icon: ExchangeIcon },
  { to: PATHS.marketPrices, titleKey: 'page.marketPrices', aboutKey: 'ecology.about.markets', Icon: ChartIcon, Figure: MarketFigure },
  { to: PATHS.trade, titleKey: 'page.trade', aboutKey: 'ecology.about.trade', Icon: ChartIcon },
  { to: PATHS.assets, titleKey: 'page.assets', aboutKey: 'ecology.about.funds', Icon: WalletIcon },
  { to: PATHS.inviteMining, titleKey: 'page.inviteMining', aboutKey: 'ecology.about.invite', Icon: GiftIcon },
] as const satisfies readonly Area[]

export default function EcologyPage() {
  const { t } = useTranslation()
  // The figures' calls (shared with the figures below): when one fails, say so once, with a retry.
  const figures = [useQuery(machinesQuery('mining')), useQuery(offeringsQuery('inProgress')), useQuery(stakingProductsQuery()), useQuery(quotesQuery('popular'))]
  const failed = figures.filter((q) => q.isError && !q.data)
  return (
    <div className="page">
      {failed.length > 0 && <ErrorState inline message={errorMessage(failed[0].error)} onRetry={() => failed.forEach((q) => void q.refetch())} />}
      <ul className="eco-areas">
        {AREAS.map((area) => {
          const Figure: Area['Figure'] = 'Figure' in area ? area.Figure : undefined
          const { Icon } = area
          const id = `eco-${area.titleKey.replace('page.', '')}`
          return (
            <li key={area.to}>
              {/* Named by its title, described by its line and figure (a screen reader says the name first). */}
              <Link to={area.to} className="card eco-card" aria-labelledby={`${id}-title`} aria-describedby={`${id}-about ${id}-figure`}>
                <Icon className="eco-card__icon" />
                <span className="eco-card__text">
                  <span id={`${id}-title`} className="eco-card__title">
                    {t(area.titleKey)}
                  </span>
                  <span id={`${id}-about`} className="eco-card__about">
                    {t(area.aboutKey)}
                  </span>
                  {Figure && (
                    <span id={`${id}-figure`} className="eco-card__figure">
                      <Figure />
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
