import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { withThousands } from '@/shared/lib/decimal'
import type { TradeOrder } from '@/shared/api/contract/trading'
import { checkStops, useModifyOrder, type StopsError } from '@/shared/api/trade-orders'
import { AmountField } from './amount-field'
import { BottomSheet } from './bottom-sheet'
import { KeyValue } from './key-value'
import { ConfirmActions } from './confirm-actions'
import { showToast } from './toast/toast-store'

// The trade screen opens it from an order's card; the chart screen when one of the order's lines
// was dragged to a new price (`initial`). Its strings are the trade area's (the chart screen loads
// them before it opens the sheet).

interface ModifyOrderSheetProps {
  open: boolean
  order: TradeOrder
  /** The values to start from instead of the order's own (a line dragged on the chart). */
  initial?: { stopLoss?: string; takeProfit?: string }
  onClose: () => void
}

/** Change (or clear) the stop loss and take profit of a current order, checked against its entry price; nothing is sent before Save. */
export function ModifyOrderSheet({ open, order, initial, onClose }: ModifyOrderSheetProps) {
  const { t } = useTranslation()
  const [stopLoss, setStopLoss] = useState(initial?.stopLoss ?? order.stopLoss)
  const [takeProfit, setTakeProfit] = useState(initial?.takeProfit ?? order.takeProfit)
  const [errors, setErrors] = useState<StopsError[]>([])
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
