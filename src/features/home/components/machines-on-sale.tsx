import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { machinesQuery } from '@/shared/api/catalog'
import { errorMessage } from '@/shared/api/present-error'
import { formatMoney } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { ErrorState } from '@/shared/ui/states'

const SHOWN = 3

/** A few machines on sale now (to buy or to rent), each leading to its page, and the way to the mall. */
export default function MachinesOnSale() {
  const { t } = useTranslation()
  const buy = useQuery(machinesQuery('mining'))
  const rent = useQuery(machinesQuery('rent'))
  const failed = [buy, rent].find((q) => q.isError && !q.data)
  const onSale = [...(buy.data ?? []), ...(rent.data ?? [])].filter((m) => m.phase === 'inProgress' && !m.soldOut).slice(0, SHOWN)
  if (buy.data && rent.data && onSale.length === 0) return null
  return (
    <section className="card home-list" aria-labelledby="machines-on-sale-title">
      <header className="home-list__head">
        <h2 id="machines-on-sale-title" className="home-list__title">
          {t('home.machinesOnSale')}
        </h2>
        <Link to={PATHS.miningMall} className="home-list__all">
          {t('common.all')}
        </Link>
      </header>
      {failed ? (
        <ErrorState inline message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />
      ) : (
        <ul className="home-list__rows" aria-busy={buy.isPending || rent.isPending}>
          {buy.data && rent.data
            ? onSale.map((m) => (
                <li key={m.id}>
                  <Link to={`${PATHS.miningRigDetails}?id=${encodeURIComponent(m.id)}`} className="home-list__item">
                    <span className="home-list__text">{m.name}</span>
                    <bdi dir="ltr" className="home-list__figure">
                      {formatMoney(m.price)} {m.priceCoin}
                    </bdi>
                  </Link>
                </li>
              ))
            : Array.from({ length: SHOWN }, (_, i) => (
                <li key={i} className="home-list__item">
                  <span className="skeleton__line home-list__text" />
                </li>
              ))}
        </ul>
      )}
    </section>
  )
}
