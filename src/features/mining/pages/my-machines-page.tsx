import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { PATHS } from '@/shared/paths'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { Tabs } from '@/shared/ui/tabs'
import type { OrderStatus } from '../api/mining-api'
import { MiningLinks } from '../components/mining-links'
import { MiningSubNav } from '../components/mining-sub-nav'
import { MyMachineCard } from '../components/my-machine-card'
import { useMyMachines } from '../hooks/use-mining'
import '../mining.css'

type Filter = OrderStatus | 'all'
const FILTERS: readonly Filter[] = ['running', 'ended', 'all']

export default function MyMachinesPage() {
  const { t } = useTranslation()
  const [filter, setFilter] = useState<Filter>('running')
  const orders = useMyMachines(filter)

  return (
    <div className="page mining">
      <MiningSubNav />
      <MiningLinks />
      <Tabs items={FILTERS.map((id) => ({ id, label: t(`mining.status.${id}`) }))} value={filter} onChange={setFilter} label={t('mining.status.label')} />
      <LoadMoreList
        query={orders}
        getKey={(o) => o.id}
        renderItem={(o) => <MyMachineCard order={o} />}
        emptyMessage={t('mining.mine.empty')}
        emptyAction={
          <Link to={PATHS.miningMall} className="btn btn--primary btn--block">
            {t('mining.mine.goShop')}
          </Link>
        }
      />
    </div>
  )
}
