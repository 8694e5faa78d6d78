import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { isOnSale, machinesQuery } from '@/shared/api/catalog'
import { errorMessage } from '@/shared/api/present-error'
import { formatMoney } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { HomeList } from './home-list'

const SHOWN = 3

/** A few machines on sale now (to buy or to rent), each leading to its page, and the way to the mall. */
export default function MachinesOnSale() {
  const { t } = useTranslation()
  const buy = useQuery(machinesQuery('mining'))
  const rent = useQuery(machinesQuery('rent'))
  const failed = [buy, rent].find((q) => q.isError && !q.data)
  const onSale = [...(buy.data ?? []), ...(rent.data ?? [])]
    .filter(isOnSale)
    .slice(0, SHOWN)
  if (buy.data && rent.data && onSale.length === 0) return null
  return (
    <HomeList
      id="machines-on-sale-title"
      title={t('home.machinesOnSale')}
      allTo={PATHS.miningMall}
      pending={!buy.data || !rent.data}
      error={failed ? { message: errorMessage(failed.error), retry: () => void failed.refetch() } : undefined}
    >
      {onSale.map((m) => (
        <li key={m.id}>
          <Link to={`${PATHS.miningRigDetails}?id=${encodeURIComponent(m.id)}`} className="home-list__item">
            <span className="home-list__text">{m.name}</span>
            <bdi dir="ltr" className="home-list__figure">
              {formatMoney(m.price)} {m.priceCoin}
            </bdi>
          </Link>
        </li>
      ))}
    </HomeList>
  )
}
