import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAvailableBalance } from '@/shared/api/balances'
import type { MarketQuote } from '@/shared/api/market'
import { compare, isValidAmount, withThousands } from '@/shared/lib/decimal'
import { formatExact, formatMoney } from '@/shared/lib/format'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { AmountField } from '@/shared/ui/amount-field'
import { ConnectWalletButton } from '@/shared/ui/connect-wallet-button'
import { KeyValue } from '@/shared/ui/key-value'
import { showToast } from '@/shared/ui/toast/toast-store'
import { orderCost, TRADE_COIN, type OrderKind, type OrderSide } from '../api/trading-api'
import { usePlaceOrder } from '../hooks/use-trading'
import { checkTicket, entryPrice, type TicketError, type TicketField } from '../model'
import { ConfirmOrderSheet } from './confirm-order-sheet'
import '@/shared/ui/choice.css'

interface OrderTicketProps {
  quote: MarketQuote
  side: OrderSide
  onSide: (side: OrderSide) => void
}

const EMPTY = { volume: '', price: '', stopLoss: '', takeProfit: '' }

/** Buy at the ask or sell at the bid, now or pending at a price, with optional stop loss and take profit. */
export function OrderTicket({ quote, side, onSide }: OrderTicketProps) {
  const { t } = useTranslation()
  const connected = useSessionStore(selectIsConnected)
  const balance = useAvailableBalance(TRADE_COIN)
  const [kind, setKind] = useState<OrderKind>('market')
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<TicketError[]>([])
  const [confirming, setConfirming] = useState(false)
  const { submit, busy } = usePlaceOrder((order) => {
    showToast(t(order.status === 'pending' ? 'trade.placedPending' : 'trade.placed'), 'success')
    setConfirming(false)
    setValues(EMPTY)
  })

  const input = { symbol: quote.symbol, side, kind, ...values }
  const entry = entryPrice(input, quote)
  const cost = isValidAmount(values.volume.trim(), 8) && isValidAmount(entry, 8) ? orderCost(values.volume.trim(), entry) : undefined
  const errorOf = (field: TicketField) => {
    return errors.find((x) => x.field === field)
  }
  const edit = (field: TicketField) => (value: string) => {
    setErrors((list) => list.filter((e) => e.field !== field))
    setValues((v) => ({ ...v, [field]: value }))
  }

  const onSubmit = () => {
    const problems = checkTicket(input, quote, connected ? balance.data : undefined)
    setErrors(problems)
    if (problems.length === 0) setConfirming(true)
  }

  return (
    <form
      className="card trade-ticket"
      noValidate
      aria-label={t('trade.ticket')}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      <div className="trade-sides" role="group" aria-label={t('trade.direction')}>
        {(['sell', 'buy'] as const).map((s) => (
          <button key={s} type="button" className={`trade-side trade-side--${s}`} aria-pressed={side === s} onClick={() => onSide(s)}>
            <span>{t(`trade.side.${s}`)}</span>
            <bdi dir="ltr" className="trade-side__price">
              {withThousands(s === 'buy' ? quote.ask : quote.bid)}
            </bdi>
          </button>
        ))}
      </div>
      <fieldset className="trade-kinds">
        <legend className="visually-hidden">{t('trade.kind.label')}</legend>
        {(['market', 'limit'] as const).map((k) => (
          <label key={k} className="choice trade-kind">
            <input
              type="radio"
              name="kind"
              value={k}
              checked={kind === k}
              onChange={() => {
                setErrors([])
                setKind(k)
              }}
            />
            <span>{t(`trade.kind.${k}`)}</span>
          </label>
        ))}
      </fieldset>
      {kind === 'limit' && (
        <AmountField
          label={t('trade.field.price')}
          value={values.price}
          placeholder={t('trade.placeholder.price')}
          error={errorOf('price')}
          hint={t(side === 'buy' ? 'trade.hint.limitBuy' : 'trade.hint.limitSell', { price: withThousands(side === 'buy' ? quote.ask : quote.bid) })}
          onChange={edit('price')}
        />
      )}
      <AmountField
        label={t('trade.field.volume')}
        value={values.volume}
        placeholder={t('trade.placeholder.volume')}
        error={errorOf('volume')}
        hint={t('trade.hint.volume', { min: quote.minVolume, max: quote.maxVolume, step: quote.volumeStep })}
        onChange={edit('volume')}
      />
      <div className="trade-stops">
        <AmountField label={t('trade.field.stopLoss')} value={values.stopLoss} placeholder={t('trade.placeholder.optional')} error={errorOf('stopLoss')} onChange={edit('stopLoss')} />
        <AmountField label={t('trade.field.takeProfit')} value={values.takeProfit} placeholder={t('trade.placeholder.optional')} error={errorOf('takeProfit')} onChange={edit('takeProfit')} />
      </div>
      <dl className="trade-kv">
        <KeyValue label={t('trade.field.cost')}>{cost && compare(cost, 0) > 0 ? `${formatExact(cost, TRADE_COIN)} ${TRADE_COIN}` : '—'}</KeyValue>
        {connected && <KeyValue label={t('trade.available')}>{balance.data === undefined ? '—' : `${formatMoney(balance.data)} ${TRADE_COIN}`}</KeyValue>}
      </dl>
      {connected ? (
        <button type="submit" className={`btn btn--block trade-submit trade-submit--${side}`} disabled={busy}>
          {t(kind === 'limit' ? `trade.submitPending.${side}` : `trade.submit.${side}`, { symbol: quote.symbol })}
        </button>
      ) : (
        <div className="trade-connect">
          <p className="muted">{t('trade.connectToTrade')}</p>
          <ConnectWalletButton block />
        </div>
      )}
      <ConfirmOrderSheet
        open={confirming}
        quote={quote}
        input={input}
        cost={cost ?? '0'}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void submit({
            symbol: quote.symbol,
            side,
            kind,
            volume: values.volume.trim(),
            price: kind === 'limit' ? values.price.trim() : '',
            stopLoss: values.stopLoss.trim(),
            takeProfit: values.takeProfit.trim(),
          })
        }
      />
    </form>
  )
}
