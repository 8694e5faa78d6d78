import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useAvailableBalance } from '@/shared/api/balances'
import { add, compare, isPositive, multiply } from '@/shared/lib/decimal'
import { formatDate } from '@/shared/lib/date'
import { PATHS } from '@/shared/paths'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { showToast } from '@/shared/ui/toast/toast-store'
import type { Machine } from '../api/mining-api'
import { useBuyMachine } from '../hooks/use-mining'
import { formatMoney } from './format'
import { QuantityInput } from './quantity-input'

interface BuyPanelProps {
  machine: Machine
  quantity: string
  onQuantityChange: (value: string) => void
}

type Check = { ok: true } | { ok: false; message: string }

/** Quantity, validation, confirm sheet and the one-at-a-time purchase of a machine. */
export function BuyPanel({ machine, quantity, onQuantityChange }: BuyPanelProps) {
  const { t } = useTranslation()
  const connected = useSessionStore(selectIsConnected)
  const balance = useAvailableBalance(machine.priceCoin)
  const [error, setError] = useState<string>()
  const [confirming, setConfirming] = useState(false)
  const [purchased, setPurchased] = useState(false)
  const errorId = useId()
  const isRent = machine.type === 'rent'
  const isShares = machine.type === 'jointVenture' || machine.type === 'share'

  const cost = multiply(machine.price, quantity)
  const fee = multiply(machine.serviceFee, quantity)
  const total = add(cost, fee)

  // A machine that cannot be bought says why on its button, instead of a disabled "Buy now".
  const blocked = machine.phase === 'comingSoon' ? t('mining.buy.notStarted', { date: formatDate(machine.startAt) }) : machine.phase === 'ended' ? t('mining.buy.ended') : machine.soldOut ? t('mining.buy.soldOut') : null

  const validate = (): Check => {
    const text = quantity.trim()
    if (!text) return { ok: false, message: t('mining.buy.error.empty') }
    if (!/^\d+$/.test(text) || !isPositive(text)) return { ok: false, message: t('mining.buy.error.whole') }
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
        label={isShares ? t('mining.buy.shares') : t('mining.buy.quantity')}
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
        <div className="kv">
          <dt>{t('mining.confirm.total')}</dt>
          <dd>
            {formatMoney(total)} {machine.priceCoin}
          </dd>
        </div>
        {connected && (
          <div className="kv">
            <dt>{t('mining.buy.available')}</dt>
            <dd>{balance.data === undefined ? '—' : `${formatMoney(balance.data)} ${machine.priceCoin}`}</dd>
          </div>
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

      <BottomSheet open={confirming} title={isRent ? t('mining.confirm.rentTitle') : t('mining.confirm.title')} onClose={() => !busy && setConfirming(false)}>
        <dl className="mining-kv">
          <div className="kv">
            <dt>{t('mining.field.name')}</dt>
            <dd>{machine.name}</dd>
          </div>
          <div className="kv">
            <dt>{isShares ? t('mining.buy.shares') : t('mining.buy.quantity')}</dt>
            <dd>{quantity.trim()}</dd>
          </div>
          <div className="kv">
            <dt>{isRent ? t('mining.field.rent') : t('mining.confirm.cost')}</dt>
            <dd>
              {formatMoney(cost)} {machine.priceCoin}
            </dd>
          </div>
          <div className="kv">
            <dt>{t('mining.field.serviceFee')}</dt>
            <dd>
              {formatMoney(fee)} {machine.priceCoin}
            </dd>
          </div>
          <div className="kv mining-total">
            <dt>{t('mining.confirm.total')}</dt>
            <dd>
              {formatMoney(total)} {machine.priceCoin}
            </dd>
          </div>
        </dl>
        <div className="overlay__actions">
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void submit({ id: machine.id, quantity: quantity.trim() })} disabled={busy} aria-busy={busy}>
            {busy ? t('common.submitting') : t('mining.confirm.submit')}
          </button>
        </div>
      </BottomSheet>
    </section>
  )
}
