import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { withThousands } from '@/shared/lib/decimal'
import type { FieldError } from '@/shared/lib/field-error'
import { useModifyOrder } from '@/shared/api/trade-orders'
import { stopsProblem, type OrderSide, type TradeOrder } from '@/shared/api/contract/trading'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { AmountField } from './amount-field'
import { BottomSheet } from './bottom-sheet'
import { KeyValue } from './key-value'
import { ConfirmActions } from './confirm-actions'
import { showToast } from './toast/toast-store'

// The trade screen opens it from an order's card; the chart screen when one of the order's lines
// was dragged to a new price (`initial`). Its strings are the trade area's: loaded here when the
// screen has not (the chart screen's). The stop rule's messages live here too, for the ticket as well:
// they are the same trade strings.

/** An error of the stop loss or the take profit field. */
export interface StopsError extends FieldError {
  field: 'stopLoss' | 'takeProfit'
}

/** The stop loss and take profit against the entry price (spec section 5), one message for the first wrong one. */
export function checkStops(side: OrderSide, entry: string, stopLoss: string, takeProfit: string): StopsError[] {
  const issue = stopsProblem(side, entry, stopLoss, takeProfit)
  if (!issue) return []
  const { field, problem } = issue
  if (problem === 'belowZero') return [{ field, key: 'trade.error.belowZero' }]
  if (problem === 'invalid') return [{ field, key: 'trade.error.priceInvalid' }]
  // The price as the screen writes it (95,438.93), not as the machine does.
  return [{ field, key: `trade.error.${field}.${side}`, values: { price: withThousands(entry) } }]
}

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
  const strings = useAreaStrings('trade')
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
  // Until its strings are in (a moment, the first time on the chart screen), nothing: never a raw key.
  if (!strings) return null
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
