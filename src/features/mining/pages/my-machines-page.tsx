import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { usePagedQuery } from '@/shared/hooks/use-query'
import { PATHS } from '@/shared/paths'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { Tabs } from '@/shared/ui/tabs'
import { fetchMyMachines, toPage, type OrderStatus } from '../api/mining-api'
import { MiningLinks } from '../components/mining-links'
import { MiningSubNav } from '../components/mining-sub-nav'
import { MyMachineCard } from '../components/my-machine-card'
import '../mining.css'

type Filter = OrderStatus | 'all'
const FILTERS: readonly Filter[] = ['running', 'ended', 'all']

export default function MyMachinesPage() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<Filter>('running')
  const orders = usePagedQuery(async (page) => toPage(await fetchMyMachines(filter, page)), [filter])

  return (
    <div className="page mining">
      <MiningSubNav />
      <MiningLinks />
      <Tabs items={FILTERS.map((id) => ({ id, label: t(`mining.status.${id}`) }))} value={filter} onChange={setFilter} label={t('mining.status.label')} />
      <LoadMoreList
        items={orders.items}
        getKey={(o) => o.id}
        renderItem={(o) => <MyMachineCard order={o} />}
        status={orders.status}
        error={orders.error}
        onRetry={orders.reload}
        hasMore={orders.hasMore}
        loadingMore={orders.loadingMore}
        loadMoreError={orders.loadMoreError}
        onLoadMore={orders.loadMore}
        emptyMessage={t('mining.mine.empty')}
      />
      {orders.status === 'success' && orders.items.length === 0 && (
        <Link to={PATHS.miningMall} className="btn btn--primary btn--block">
          {t('mining.mine.goShop')}
        </Link>
      )}
    </div>
  )
}
