import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { useAvailableBalance } from '@/shared/api/balances'
import { compare, isPositive } from '@/shared/lib/decimal'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { formatLocalDate } from '@/shared/lib/date'
import { PATHS } from '@/shared/paths'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { sheetOnDemand } from '@/shared/ui/sheet-on-demand'
import { showToast } from '@/shared/ui/toast/toast-store'
import { FieldErrorText } from '@/shared/ui/field-error-text'
import { KeyValue } from '@/shared/ui/key-value'
import type { FieldError } from '@/shared/lib/field-error'
import { formatMoney, numberProblem } from '@/shared/lib/format'
import { UnfinishedPayments } from '@/shared/wallet/unfinished-payments'
import { WalletHoldingRow } from '@/shared/wallet/wallet-holding-row'
import { ShortfallOffer, ShortfallOutcome } from '@/shared/wallet/wallet-split'
import { buyCall, MINING_KEY, type Machine } from '../api/mining-api'
import { useBuyMachine } from '../hooks/use-mining'
import { usePayShortfall } from '@/shared/wallet/use-pay-shortfall'
import { buyableQuantity, purchaseCost, purchaseSuccessKey, quantityLabelKey } from '../model'
import { QuantityInput } from './quantity-input'

// The confirm step (with the sheet and its buttons) is not needed for the page's first paint: it
// loads once the page is up, so /miningRigDetails stays inside its first-load budget; offline, its
// opening says so instead of taking the page down (sheetOnDemand).
const { Sheet: ConfirmPurchaseSheet, preload: preloadConfirmSheet } = sheetOnDemand(() => import('./confirm-purchase-sheet'))

interface BuyPanelProps {
  machine: Machine
  quantity: string
  onQuantityChange: (value: string) => void
}

/** The purchase form: quantity, validation, then the confirm sheet and the one-at-a-time purchase. */
export function BuyPanel({ machine, quantity, onQuantityChange }: BuyPanelProps) {
  const { t, i18n } = useTranslation()
  const connected = useSessionStore(selectIsConnected)
  const balance = useAvailableBalance(machine.priceCoin)
  const [error, setError] = useState<FieldError>()
  const [confirming, setConfirming] = useState(false)
  useEffect(preloadConfirmSheet, [])
  const [purchased, setPurchased] = useState(false)
  const errorId = useId()
  const isRent = machine.type === 'rent'

  const { total } = purchaseCost(machine, quantity)
  const quantityValid = buyableQuantity(quantity, machine.remaining) !== null
  // Paying the shortfall from the wallet, then buying: one flow.
  const flow = usePayShortfall(machine.priceCoin, {
    onReady: () => setConfirming(true),
    onEnd: () => setConfirming(false),
    onSpent: () => {
      showToast(t(purchaseSuccessKey(machine.type)), 'success')
      setPurchased(true)
    },
  })
  // The part of a valid quantity's total the balance does not cover, payable from the wallet.
  const shortfall = flow.shortfall(quantityValid ? total : null, balance.data)

  // A machine that cannot be bought says why on its button, instead of a disabled "Buy now".
  const blocked =
    machine.phase === 'comingSoon'
      ? t('mining.buy.notStarted', { date: formatLocalDate(machine.startAt, i18n.language) })
      : machine.phase === 'ended'
        ? t('mining.buy.ended')
        : machine.soldOut
          ? t('mining.buy.soldOut')
          : null

  const validate = (): FieldError | undefined => {
    const text = quantity.trim()
    const typed = numberProblem(text, { empty: { key: 'mining.buy.error.empty' }, places: 0 })
    if (typed) return typed
    if (compare(text, machine.remaining) > 0) return { key: 'mining.buy.error.stock', values: { count: machine.remaining } }
    // The balance, once known; the server checks again in any case.
    if (balance.data !== undefined) {
      if (!isPositive(balance.data)) return { key: 'mining.buy.error.noBalance' }
      if (compare(balance.data, total) < 0) return { key: 'mining.buy.error.insufficient', values: { coin: machine.priceCoin } }
    }
    return undefined
  }

  const onBuy = () => {
    if (!connected) {
      showToast(t('auth.connectFirst'), 'error')
      return
    }
    const problem = validate()
    setError(problem)
    if (!problem) setConfirming(true)
  }

  // The machine, the balance and the user's lists are fetched again by the mutation itself.
  const { submit, busy } = useBuyMachine(() => {
    showToast(t(purchaseSuccessKey(machine.type)), 'success')
    setConfirming(false)
    setPurchased(true)
  })

  const walletBusy = flow.checking || flow.running
  // The wallet payment's messages are the wallet's strings.
  const walletStrings = useAreaStrings('wallet')

  const onPayShortfall = () => {
    if (!shortfall) return
    setError(undefined)
    flow.check(total)
  }

  const onChange = (value: string) => {
    setError(undefined)
    flow.clearOutcome()
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
        disabled={busy || walletBusy || Boolean(blocked)}
      />
      {error && <FieldErrorText id={errorId} error={error} />}
      <dl className="mining-kv">
        {/* No total for a machine that cannot be bought (not started, ended, sold out): nothing would be paid. */}
        <KeyValue label={t('mining.confirm.total')}>{quantityValid && !blocked ? `${formatMoney(total)} ${machine.priceCoin}` : '—'}</KeyValue>
        {connected && (
          <KeyValue label={t('mining.buy.available')}>{balance.data === undefined ? '—' : `${formatMoney(balance.data)} ${machine.priceCoin}`}</KeyValue>
        )}
        {connected && <WalletHoldingRow coin={machine.priceCoin} />}
      </dl>
      <button type="button" className="btn btn--primary btn--block" onClick={onBuy} disabled={Boolean(blocked) || busy || walletBusy}>
        {blocked ?? (isRent ? t('mining.buy.rent') : t('mining.buy.buy'))}
      </button>
      {shortfall && !blocked && (
        <ShortfallOffer amount={shortfall} coin={machine.priceCoin} checking={flow.checking} disabled={walletBusy || busy} onPay={onPayShortfall} />
      )}
      {walletStrings && (
        <ShortfallOutcome failure={flow.failure} spendFailed={flow.spendFailed} chain={flow.chain} coin={machine.priceCoin} spendFailedText={t('mining.wallet.buyFailed')} />
      )}
      {flow.chain && <UnfinishedPayments />}
      {purchased && (
        <Link to={PATHS.myMiningMachine} className="btn btn--ghost btn--block">
          {t('mining.buy.viewMine')}
        </Link>
      )}

      {confirming && (
        <ConfirmPurchaseSheet
          machine={machine}
          quantity={quantity.trim()}
          busy={busy || flow.running}
          wallet={flow.split}
          progress={flow.progress}
          onClose={() => {
            setConfirming(false)
            flow.drop()
          }}
          onConfirm={() =>
            flow.payment
              ? flow.run({ ...buyCall(machine.id, quantity.trim()), total, success: { area: 'mining', key: purchaseSuccessKey(machine.type) }, changed: [MINING_KEY] })
              : void submit({ id: machine.id, quantity: quantity.trim() })
          }
        />
      )}
    </section>
  )
}
