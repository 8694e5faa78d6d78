import { useTranslation } from 'react-i18next'
import type { MarketQuote } from '@/shared/api/market'
import { withThousands } from '@/shared/lib/decimal'
import { formatCoin, formatExact } from '@/shared/lib/format'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { KeyValue } from '@/shared/ui/key-value'
import { TRADE_COIN, type NewOrder } from '../api/trading-api'
import { entryPrice } from '../model'

interface ConfirmOrderSheetProps {
  open: boolean
  quote: MarketQuote
  input: NewOrder
  cost: string
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}

/** The order as it will be sent, and what it costs, before anything is sent. */
export function ConfirmOrderSheet({ open, quote, input, cost, busy, onCancel, onConfirm }: ConfirmOrderSheetProps) {
  const { t } = useTranslation()
  const price = (v: string) => (v.trim() ? <bdi dir="ltr">{withThousands(v.trim())}</bdi> : t('trade.none'))
  return (
    <BottomSheet open={open} title={t('trade.confirm.title')} onClose={() => !busy && onCancel()}>
      <dl className="trade-kv">
        <KeyValue label={t('trade.instrument')}>{quote.symbol}</KeyValue>
        <KeyValue label={t('trade.direction')}>{t(`trade.side.${input.side}`)}</KeyValue>
        <KeyValue label={t('trade.kind.label')}>{t(`trade.kind.${input.kind}`)}</KeyValue>
        <KeyValue label={t('trade.field.volume')}>{formatCoin(input.volume.trim())}</KeyValue>
        <KeyValue label={t(input.kind === 'limit' ? 'trade.field.price' : input.side === 'buy' ? 'trade.field.askNow' : 'trade.field.bidNow')}>{price(entryPrice(input, quote))}</KeyValue>
        <KeyValue label={t('trade.field.stopLoss')}>{price(input.stopLoss)}</KeyValue>
        <KeyValue label={t('trade.field.takeProfit')}>{price(input.takeProfit)}</KeyValue>
        <KeyValue label={t('trade.field.cost')} className="kv--total">
          {formatExact(cost, TRADE_COIN)} {TRADE_COIN}
        </KeyValue>
      </dl>
      {input.kind === 'market' && <p className="muted trade-note">{t('trade.confirm.marketNote')}</p>}
      <ConfirmActions busy={busy} confirmLabel={t(input.kind === 'limit' ? 'trade.confirm.submitPending' : 'trade.confirm.submit')} onConfirm={onConfirm} onCancel={onCancel} />
    </BottomSheet>
  )
}
