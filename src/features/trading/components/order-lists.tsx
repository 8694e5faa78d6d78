import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchOrders, useTradeOrders } from '@/shared/api/trade-orders'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { ConnectWalletButton } from '@/shared/ui/connect-wallet-button'
import { ExportCsvButton } from '@/shared/ui/export-csv-button'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { Tabs } from '@/shared/ui/tabs'
import type { OrderScope, TradeOrder } from '../api/trading-api'
import { ORDER_COLUMNS } from '../export-columns'
import { OrderCard } from './order-card'

/** Current orders (pending and open, with live profit) and history (closed and cancelled). */
export function OrderLists() {
  const { t } = useTranslation()
  const connected = useSessionStore(selectIsConnected)
  const [scope, setScope] = useState<OrderScope>('current')
  return (
    <section className="trade-orders" aria-label={t('trade.orders')}>
      <Tabs
        label={t('trade.orders')}
        items={(['current', 'history'] as const).map((id) => ({ id, label: t(`trade.scope.${id}`) }))}
        value={scope}
        onChange={setScope}
      />
      <div role="tabpanel" aria-label={t(`trade.scope.${scope}`)}>
        {connected ? (
          <ScopeList key={scope} scope={scope} />
        ) : (
          <div className="card trade-connect">
            <p>{t('trade.connectForOrders')}</p>
            <ConnectWalletButton block />
          </div>
        )}
      </div>
    </section>
  )
}

function ScopeList({ scope }: { scope: OrderScope }) {
  const { t } = useTranslation()
  const orders = useTradeOrders(scope)
  return (
    <>
      {/* The history is the record to take away; current orders change by the second. */}
      {scope === 'history' && (
        <ExportCsvButton
          name="orders"
          columns={ORDER_COLUMNS}
          total={orders.data?.pages[0]?.total}
          fetchPage={(page, size, signal) => fetchOrders('history', page, size, signal)}
          getId={(o) => o.id}
          timeOf={(o) => o.createdAt}
          newestFirst
        />
      )}
      <LoadMoreList<TradeOrder>
        query={orders}
        getKey={(o) => o.id}
        emptyMessage={t(`trade.empty.${scope}`)}
        renderItem={(o) => <OrderCard order={o} />}
      />
    </>
  )
}
