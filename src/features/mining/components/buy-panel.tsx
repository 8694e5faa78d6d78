import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useAvailableBalance } from '@/shared/api/balances'
import { compare, isPositive } from '@/shared/lib/decimal'
import { formatDate } from '@/shared/lib/date'
import { PATHS } from '@/shared/paths'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { showToast } from '@/shared/ui/toast/toast-store'
import { KeyValue } from '@/shared/ui/key-value'
import { formatMoney, parseQuantity } from '@/shared/lib/format'
import type { Machine } from '../api/mining-api'
import { useBuyMachine } from '../hooks/use-mining'
import { purchaseCost, quantityLabelKey } from '../model'
import { ConfirmPurchaseSheet } from './confirm-purchase-sheet'
import { QuantityInput } from './quantity-input'

interface BuyPanelProps {
  machine: Machine
  quantity: string
  onQuantityChange: (value: string) => void
}

type Check = { ok: true } | { ok: false; message: string }

/** The purchase form: quantity, validation, then the confirm sheet and the one-at-a-time purchase. */
export function BuyPanel({ machine, quantity, onQuantityChange }: BuyPanelProps) {
  const { t } = useTranslation()
  const connected = useSessionStore(selectIsConnected)
  const balance = useAvailableBalance(machine.priceCoin)
  const [error, setError] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const [purchased, setPurchased] = useState(false)
  const errorId = useId()
  const isRent = machine.type === 'rent'

  const { total } = purchaseCost(machine, quantity)

  // A machine that cannot be bought says why on its button, instead of a disabled "Buy now".
  const blocked =
    machine.phase === 'comingSoon'
      ? t('mining.buy.notStarted', { date: formatDate(machine.startAt) })
      : machine.phase === 'ended'
        ? t('mining.buy.ended')
        : machine.soldOut
          ? t('mining.buy.soldOut')
          : null

  const validate = (): Check => {
    const text = quantity.trim()
    if (!text) return { ok: false, message: t('mining.buy.error.empty') }
    if (!parseQuantity(text)) return { ok: false, message: t('mining.buy.error.whole') }
    if (compare(text, machine.remaining) > 0) return { ok: false, message: t('mining.buy.error.stock', { count: machine.remaining }) }
    // The balance, once known; the server checks again in any case.
    if (balance.data !== undefined) {
      if (!isPositive(balance.data)) return { ok: false, message: t('mining.buy.error.noBalance') }
      if (compare(balance.data, total) < 0) return { ok: false, message: t('mining.buy.error.insufficient', { coin: machine.priceCoin }) }
    }
    return { ok: true }
  }

  const onBuy = () => {
    if (!connected) {
      showToast(t('auth.connectFirst'), 'error')
      return
    }
    const check = validate()
    setError(check.ok ? undefined : check.message)
    if (check.ok) setConfirming(true)
  }

  // The machine, the balance and the user's lists are fetched again by the mutation itself.
  const { submit, busy } = useBuyMachine(() => {
    showToast(isRent ? t('mining.buy.rentSuccess') : t('mining.buy.success'), 'success')
    setConfirming(false)
    setPurchased(true)
  })

  const onChange = (value: string) => {
    setError(undefined)
    onQuantityChange(value)
  }

  return (
    <section className="card mining-buy" aria-labelledby="buy-title">
      <h2 id="buy-title" className="card__title">
        {isRent ? t('mining.buy.rentTitle') : t('mining.buy.title')}
      </h2>
      <QuantityInput
        label={t(quantityLabelKey(machine.type))}
        value={quantity}
        max={Math.max(machine.remaining, 1)}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
        disabled={busy || Boolean(blocked)}
      />
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      <dl className="mining-kv">
        <KeyValue label={t('mining.confirm.total')}>{formatMoney(total)} {machine.priceCoin}</KeyValue>
        {connected && (
          <KeyValue label={t('mining.buy.available')}>{balance.data === undefined ? '—' : `${formatMoney(balance.data)} ${machine.priceCoin}`}</KeyValue>
        )}
      </dl>
      <button type="button" className="btn btn--primary btn--block" onClick={onBuy} disabled={Boolean(blocked) || busy}>
        {blocked ?? (isRent ? t('mining.buy.rent') : t('mining.buy.buy'))}
      </button>
      {purchased && (
        <Link to={PATHS.myMiningMachine} className="btn btn--ghost btn--block">
          {t('mining.buy.viewMine')}
        </Link>
      )}

      <ConfirmPurchaseSheet
        open={confirming}
        machine={machine}
        quantity={quantity.trim()}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void submit({ id: machine.id, quantity: quantity.trim() })}
      />
    </section>
  )
}
