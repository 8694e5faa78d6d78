import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAvailableBalance } from '@/shared/api/balances'
import { compare } from '@/shared/lib/decimal'
import type { FieldError } from '@/shared/lib/field-error'
import { formatCoin, formatMoney, formatPercent, numberProblem } from '@/shared/lib/format'
import { AmountField } from '@/shared/ui/amount-field'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { KeyValue } from '@/shared/ui/key-value'
import { showToast } from '@/shared/ui/toast/toast-store'
import { WalletHoldingRow } from '@/shared/wallet/wallet-holding-row'
import type { IdoOffering } from '../api/ido-api'
import { useSubscribe } from '../hooks/use-ido'
import { expectAllotment, subscriptionCost } from '../model'

interface SubscribeSheetProps {
  offering: IdoOffering | null
  /** Kept by the caller, so what was typed survives a failure, a close and a reopen. */
  quantity: string
  onQuantityChange: (value: string) => void
  onClose: () => void
  /** After "subscription successful". */
  onSubscribed: () => void
}

/** Quantity, what the draw may give, then a confirm step and the one-at-a-time subscription. */
export function SubscribeSheet({ offering, quantity, onQuantityChange, onClose, onSubscribed }: SubscribeSheetProps) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<FieldError>()
  const balance = useAvailableBalance(offering?.payCoin ?? '')
  const { submit, busy } = useSubscribe(() => {
    showToast(t('ido.subscribe.success'), 'success')
    setConfirming(false)
    onSubscribed()
  })

  if (!offering) return null
  const o = offering
  const problem = numberProblem(quantity, { empty: { key: 'ido.subscribe.error.quantity' }, places: 0 })
  const typed = problem ? null : quantity.trim()
  const total = subscriptionCost(o, typed ?? '0')
  const expectation = typed ? expectAllotment(o, typed) : null

  const close = () => {
    if (busy) return
    setConfirming(false)
    onClose()
  }

  const onNext = () => {
    if (problem) return setError(problem)
    // The balance, once known; the server checks again in any case.
    if (balance.data !== undefined && compare(balance.data, total) < 0) return setError({ key: 'ido.subscribe.error.insufficient' })
    setError(undefined)
    setConfirming(true)
  }

  const expectText = expectation
    ? expectation.rate === '100'
      ? t('ido.subscribe.expectFull', { quantity: formatCoin(typed ?? '0'), token: o.token })
      : t('ido.subscribe.expect', {
          rate: formatPercent(expectation.rate),
          tokens: formatCoin(expectation.tokens),
          quantity: formatCoin(typed ?? '0'),
          token: o.token,
          refund: formatMoney(expectation.refund),
          coin: o.payCoin,
        })
    : null

  return (
    <BottomSheet open title={confirming ? t('ido.confirm.title') : t('ido.subscribe.title', { token: o.token })} onClose={close}>
      {confirming && typed ? (
        <>
          <dl className="ido-kv">
            <KeyValue label={t('ido.confirm.quantity')}>
              {formatCoin(typed)} {o.token}
            </KeyValue>
            <KeyValue label={t('ido.confirm.price')}>
              {formatCoin(o.price)} {o.payCoin}
            </KeyValue>
            <KeyValue label={t('ido.confirm.winningRate')}>{t('ido.value.percent', { value: formatPercent(o.winningRate) })}</KeyValue>
            <KeyValue label={t('ido.confirm.total')} className="kv--total">
              {formatMoney(total)} {o.payCoin}
            </KeyValue>
          </dl>
          {expectText && <p className="ido-note">{expectText}</p>}
          <ConfirmActions busy={busy} confirmLabel={t('ido.confirm.submit')} onConfirm={() => void submit({ id: o.id, quantity: typed })} onCancel={() => setConfirming(false)} cancelLabel={t('common.back')} />
        </>
      ) : (
        <form
          className="ido-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            onNext()
          }}
        >
          <AmountField
            label={t('ido.subscribe.quantity', { token: o.token })}
            value={quantity}
            inputMode="numeric"
            placeholder={t('ido.subscribe.placeholder')}
            error={error}
            onChange={(value) => {
              setError(undefined)
              onQuantityChange(value)
            }}
          />
          <dl className="ido-kv">
            <KeyValue label={t('ido.subscribe.total')} className="kv--total">
              {formatMoney(total)} {o.payCoin}
            </KeyValue>
            <KeyValue label={t('ido.subscribe.available')}>{balance.data === undefined ? '—' : `${formatMoney(balance.data)} ${o.payCoin}`}</KeyValue>
            <WalletHoldingRow coin={o.payCoin} />
          </dl>
          {expectText && <p className="ido-note">{expectText}</p>}
          <p className="muted ido-note">{t('ido.subscribe.drawNote')}</p>
          <button type="submit" className="btn btn--primary btn--block">
            {t('ido.subscribe.next')}
          </button>
        </form>
      )}
    </BottomSheet>
  )
}
