import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { compare, withThousands } from '@/shared/lib/decimal'
import { formatLocalDateTime } from '@/shared/lib/date'
import { formatCoin, formatMoney, formatSignedMoney } from '@/shared/lib/format'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { ModifyOrderSheet } from '@/shared/ui/modify-order-sheet'
import { KeyValue } from '@/shared/ui/key-value'
import { showToast } from '@/shared/ui/toast/toast-store'
import { TRADE_COIN, type TradeOrder } from '../api/trading-api'
import { useCloseOrder } from '../hooks/use-trading'

const STATUS_BADGE = { pending: 'info', open: 'up', modified: 'accent', closed: 'muted', cancelled: 'muted' } as const

/** One order: what it is, where it stands, its profit or result; a current one can be modified and closed or cancelled. */
export function OrderCard({ order: o }: { order: TradeOrder }) {
  const { t, i18n } = useTranslation()
  const [modifying, setModifying] = useState(false)
  // The status the close dialog was opened for: if the order moves on meanwhile (a pending order
  // fills, a stop closes it), the dialog goes away instead of turning into another action.
  const [closingAs, setClosingAs] = useState<TradeOrder['status'] | null>(null)
  const closing = closingAs === o.status
  const pending = o.status === 'pending'
  const current = pending || o.status === 'open' || o.status === 'modified'
  const { submit, busy } = useCloseOrder((order) => {
    setClosingAs(null)
    showToast(order.status === 'cancelled' ? t('trade.cancelled') : t('trade.closed', { result: formatSignedMoney(order.profit) }), 'success')
  })
  const price = (v: string) => (v ? <bdi dir="ltr">{withThousands(v)}</bdi> : t('trade.none'))
  const titleId = `order-${o.id}`
  const showProfit = o.status === 'open' || o.status === 'modified' || o.status === 'closed'
  return (
    <article className="card trade-order" aria-labelledby={titleId}>
      <header className="trade-order__head">
        <h3 id={titleId} className="trade-order__title">
          {o.symbol} <span className={`trade-order__side trade-order__side--${o.side}`}>{t(`trade.side.${o.side}`)}</span>
        </h3>
        <span className={`badge badge--${STATUS_BADGE[o.status]}`}>{t(`trade.status.${o.status}`)}</span>
      </header>
      <dl className="trade-kv">
        <KeyValue label={t('trade.field.volume')}>{formatCoin(o.volume)}</KeyValue>
        {/* Only a pending order can be cancelled: its price is the one it waited for, never an open price. */}
        <KeyValue label={t(pending || o.status === 'cancelled' ? 'trade.field.pendingPrice' : 'trade.field.openPrice')}>{price(o.openPrice)}</KeyValue>
        {current && <KeyValue label={t('trade.field.currentPrice')}>{price(o.currentPrice)}</KeyValue>}
        {o.status === 'closed' && <KeyValue label={t('trade.field.closePrice')}>{price(o.closePrice)}</KeyValue>}
        <KeyValue label={t('trade.field.stopLoss')}>{price(o.stopLoss)}</KeyValue>
        <KeyValue label={t('trade.field.takeProfit')}>{price(o.takeProfit)}</KeyValue>
        <KeyValue label={t('trade.field.cost')}>
          {formatMoney(o.cost)} {TRADE_COIN}
        </KeyValue>
        {showProfit && (
          <KeyValue label={t(o.status === 'closed' ? 'trade.field.result' : 'trade.field.profit')} valueClassName={compare(o.profit, 0) >= 0 ? 'trade-up' : 'trade-down'}>
            <bdi dir="ltr">{formatSignedMoney(o.profit)}</bdi> {TRADE_COIN}
          </KeyValue>
        )}
        {o.closeReason && <KeyValue label={t('trade.field.closeReason')}>{t(`trade.reason.${o.closeReason}`)}</KeyValue>}
        <KeyValue label={t(pending || o.status === 'cancelled' ? 'trade.field.createdAt' : 'trade.field.openedAt')}>
          {formatLocalDateTime(o.openedAt || o.createdAt, i18n.language)}
        </KeyValue>
        {o.closedAt && <KeyValue label={t('trade.field.closedAt')}>{formatLocalDateTime(o.closedAt, i18n.language)}</KeyValue>}
      </dl>
      {current && (
        <div className="trade-order__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setModifying(true)}>
            {t('trade.modify')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => setClosingAs(o.status)}>
            {t(pending ? 'trade.cancelOrder' : 'trade.closePosition')}
          </button>
        </div>
      )}
      {current && modifying && <ModifyOrderSheet open order={o} onClose={() => setModifying(false)} />}
      <ConfirmDialog
        open={closing}
        title={t(pending ? 'trade.confirmCancel.title' : 'trade.confirmClose.title', { symbol: o.symbol })}
        confirmLabel={t(pending ? 'trade.cancelOrder' : 'trade.closePosition')}
        busy={busy}
        onCancel={() => setClosingAs(null)}
        onConfirm={() => void submit(o.id)}
      >
        <p>{pending ? t('trade.confirmCancel.body', { cost: formatMoney(o.cost) }) : t('trade.confirmClose.body', { price: withThousands(o.currentPrice), profit: formatSignedMoney(o.profit) })}</p>
      </ConfirmDialog>
    </article>
  )
}
