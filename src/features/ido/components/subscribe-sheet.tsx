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
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { PaymentProgress } from '@/shared/wallet/payment-progress'
import { usePayShortfall } from '@/shared/wallet/use-pay-shortfall'
import { WalletHoldingRow } from '@/shared/wallet/wallet-holding-row'
import { ShortfallOffer, ShortfallOutcome } from '@/shared/wallet/wallet-split'
import { WalletSplitHint, WalletSplitRows } from '@/shared/wallet/wallet-split-rows'
import { IDO_KEY, subscribeCall, type IdoOffering } from '../api/ido-api'
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
export default function SubscribeSheet({ offering, quantity, onQuantityChange, onClose, onSubscribed }: SubscribeSheetProps) {
  const { t } = useTranslation()
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<FieldError>()
  const balance = useAvailableBalance(offering?.payCoin ?? '')
  const { submit, busy } = useSubscribe(() => {
    showToast(t('ido.subscribe.success'), 'success')
    setConfirming(false)
    onSubscribed()
  })

  // The cost the balance does not cover, paid from the wallet first (shared/wallet/use-pay-shortfall.ts): one flow.
  const walletStrings = useAreaStrings('wallet')
  const flow = usePayShortfall(offering?.payCoin ?? '', {
    onReady: () => setConfirming(true),
    onEnd: () => setConfirming(false),
    onSpent: () => {
      showToast(t('ido.subscribe.success'), 'success')
      onSubscribed()
    },
  })
  const endFlow = () => {
    setConfirming(false)
    flow.drop()
  }
  const working = busy || flow.checking || flow.running

  if (!offering) return null
  const o = offering
  const problem = numberProblem(quantity, { empty: { key: 'ido.subscribe.error.quantity' }, places: 0 })
  const typed = problem ? null : quantity.trim()
  const total = subscriptionCost(o, typed ?? '0')
  const expectation = typed ? expectAllotment(o, typed) : null

  // Payable from the wallet: the part of a valid quantity's cost the balance does not cover.
  const shortfall = flow.shortfall(typed ? total : null, balance.data)

  const close = () => {
    if (working) return
    // A payment checked for this offering is not carried to the next one.
    endFlow()
    flow.clearOutcome()
    onClose()
  }

  const onPayShortfall = () => {
    if (!shortfall) return
    setError(undefined)
    flow.check(total)
  }

  const onNext = () => {
    flow.clearOutcome()
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
            {flow.split && <WalletSplitRows split={flow.split} coin={o.payCoin} />}
          </dl>
          {expectText && <p className="ido-note">{expectText}</p>}
          {flow.split && <WalletSplitHint split={flow.split} coin={o.payCoin} />}
          {flow.progress && <PaymentProgress progress={flow.progress} />}
          <ConfirmActions
            busy={working}
            confirmLabel={t('ido.confirm.submit')}
            onConfirm={() =>
              flow.payment
                ? flow.run({ ...subscribeCall(o.id, typed), total, success: { area: 'ido', key: 'ido.subscribe.success' }, changed: [IDO_KEY] })
                : void submit({ id: o.id, quantity: typed })
            }
            onCancel={endFlow}
            cancelLabel={t('common.back')}
          />
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
            disabled={working}
            onChange={(value) => {
              setError(undefined)
              flow.clearOutcome()
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
          {walletStrings && (
            <ShortfallOutcome failure={flow.failure} spendFailed={flow.spendFailed} chain={flow.chain} coin={o.payCoin} spendFailedText={t('funds.pay.spendFailed')} />
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={working}>
            {t('ido.subscribe.next')}
          </button>
          {shortfall && <ShortfallOffer amount={shortfall} coin={o.payCoin} checking={flow.checking} disabled={working} onPay={onPayShortfall} />}
        </form>
      )}
    </BottomSheet>
  )
}
