import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { withThousands } from '@/shared/lib/decimal'
import { AmountField } from '@/shared/ui/amount-field'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { KeyValue } from '@/shared/ui/key-value'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { showToast } from '@/shared/ui/toast/toast-store'
import type { TradeOrder } from '../api/trading-api'
import { useModifyOrder } from '../hooks/use-trading'
import { checkStops, type TicketError } from '../model'

/** Change (or clear) the stop loss and take profit of a current order, checked against its entry price. */
export function ModifyOrderSheet({ open, order, onClose }: { open: boolean; order: TradeOrder; onClose: () => void }) {
  const { t } = useTranslation()
  const [stopLoss, setStopLoss] = useState(order.stopLoss)
  const [takeProfit, setTakeProfit] = useState(order.takeProfit)
  const [errors, setErrors] = useState<TicketError[]>([])
  const { submit, busy } = useModifyOrder(() => {
    showToast(t('trade.modified'), 'success')
    onClose()
  })
  const errorOf = (field: 'stopLoss' | 'takeProfit') => {
    return errors.find((x) => x.field === field)
  }
  const onSave = () => {
    const problems = checkStops(order.side, order.openPrice, stopLoss, takeProfit)
    setErrors(problems)
    if (problems.length === 0) void submit({ id: order.id, stopLoss: stopLoss.trim(), takeProfit: takeProfit.trim() })
  }
  return (
    <BottomSheet open={open} title={t('trade.modifyTitle', { symbol: order.symbol })} onClose={() => !busy && onClose()}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          onSave()
        }}
      >
        <dl className="trade-kv">
          <KeyValue label={t('trade.direction')}>{t(`trade.side.${order.side}`)}</KeyValue>
          <KeyValue label={t('trade.field.entryPrice')}>
            <bdi dir="ltr">{withThousands(order.openPrice)}</bdi>
          </KeyValue>
        </dl>
        <AmountField
          label={t('trade.field.stopLoss')}
          value={stopLoss}
          placeholder={t('trade.placeholder.optional')}
          error={errorOf('stopLoss')}
          onChange={(v) => {
            setErrors([])
            setStopLoss(v)
          }}
        />
        <AmountField
          label={t('trade.field.takeProfit')}
          value={takeProfit}
          placeholder={t('trade.placeholder.optional')}
          error={errorOf('takeProfit')}
          onChange={(v) => {
            setErrors([])
            setTakeProfit(v)
          }}
        />
        <ConfirmActions busy={busy} confirmLabel={t('trade.modifySave')} onConfirm={onSave} onCancel={onClose} />
      </form>
    </BottomSheet>
  )
}
