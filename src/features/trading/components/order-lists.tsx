import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchOrders, useTradeOrders } from '@/shared/api/trade-orders'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { ConnectWalletButton } from '@/shared/ui/connect-wallet-button'
import { RecordList, type RecordExport } from '@/shared/ui/record-list-page'
import { Tabs } from '@/shared/ui/tabs'
import type { OrderScope, TradeOrder } from '../api/trading-api'
import { ORDER_COLUMNS } from '../export-columns'
import { OrderCard } from './order-card'

// The history is the record to take away; current orders change by the second.
const HISTORY_EXPORT: RecordExport<TradeOrder> = {
  name: 'orders',
  columns: ORDER_COLUMNS,
  fetchPage: (page, size, signal) => fetchOrders('history', page, size, signal),
  timeOf: (o) => o.createdAt,
  newestFirst: true,
}

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
  return <RecordList query={orders} exportCsv={scope === 'history' ? HISTORY_EXPORT : undefined} renderItem={(o) => <OrderCard order={o} />} empty={{ message: t(`trade.empty.${scope}`) }} />
}
