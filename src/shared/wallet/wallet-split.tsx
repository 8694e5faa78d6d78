import { useTranslation } from 'react-i18next'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { formatExact, formatFee } from '@/shared/lib/format'
import { KeyValue } from '@/shared/ui/key-value'
import type { Chain } from '@/shared/api/contract/funds'
import { PaidToRows } from './paid-to-rows'
import { PaymentMessage } from './payment-message'
import type { PaymentFailure } from './use-wallet-payment'

// A spend paid partly from the wallet says the same things the same way on every screen (a machine,
// a subscription, a stake): before anything is asked of the wallet, the offer to pay the shortfall;
// in the confirm step, what comes from the balance and from the wallet, the exact approval and the
// network fee.

/** How a spend is split between the balance and the wallet, worked out before the wallet opens. */
export interface WalletSplit {
  /** The available balance, all of it spent. */
  fromBalance: string
  /** The shortfall, exactly what the wallet pays (and approves). */
  fromWallet: string
  /** The estimated network fee in the chain's native coin (decimal string) and its symbol. */
  fee: string
  symbol: string
  /** The service contract the wallet approves and pays. */
  spender: string
  /** The token contract the wallet approves on. */
  token: string
}

/** The split's rows, for the confirm step's list (inside its <dl>). */
export function WalletSplitRows({ split, coin }: { split: WalletSplit; coin: string }) {
  const { t } = useTranslation()
  return (
    <>
      <KeyValue label={t('mining.wallet.fromBalance')}>
        {formatExact(split.fromBalance, coin)} {coin}
      </KeyValue>
      <KeyValue label={t('mining.wallet.fromWallet')}>
        {formatExact(split.fromWallet, coin)} {coin}
      </KeyValue>
      <KeyValue label={t('funds.pay.fee')}>
        ≈ {formatFee(split.fee)} {split.symbol}
      </KeyValue>
      <PaidToRows service={split.spender} token={split.token} />
      {/* The approval of exactly the shortfall comes first. */}
      <KeyValue label={t('funds.pay.approval')}>
        <bdi dir="ltr">
          {formatExact(split.fromWallet, coin)} {coin}
        </bdi>
      </KeyValue>
    </>
  )
}

/** What the wallet will ask, under the confirm step's list. */
export function WalletSplitHint({ split, coin }: { split: WalletSplit; coin: string }) {
  const { t } = useTranslation()
  return <p className="muted">{t('funds.pay.approvalHint', { amount: formatExact(split.fromWallet, coin), coin })}</p>
}

/** "Pay the X USDT shortfall from your wallet": once the wallet strings are in. */
export function ShortfallOffer({ amount, coin, checking, disabled, onPay }: { amount: string; coin: string; checking: boolean; disabled: boolean; onPay: () => void }) {
  const { t } = useTranslation()
  if (!useAreaStrings('wallet')) return null
  return (
    <button type="button" className="btn btn--ghost btn--block" onClick={onPay} disabled={disabled} aria-busy={checking}>
      {checking ? t('funds.pay.checking') : t('mining.wallet.payShortfall', { amount: formatExact(amount, coin), coin })}
    </button>
  )
}

/**
 * How a shortfall's last run ended, when it did not go through: the payment's problem in the
 * wallet's words, or "paid and credited, but the spend was refused" (`spendFailedText`, the
 * screen's own words for its spend).
 */
export function ShortfallOutcome({ failure, spendFailed, chain, coin, spendFailedText }: { failure?: PaymentFailure; spendFailed: boolean; chain?: Chain; coin: string; spendFailedText: string }) {
  if (!useAreaStrings('wallet')) return null
  return (
    <>
      {failure && chain?.payment && <PaymentMessage failure={failure} coin={coin} symbol={chain.payment.nativeCurrency.symbol} chainName={chain.payment.name} />}
      {spendFailed && (
        <p className="field__error" role="alert">
          {spendFailedText}
        </p>
      )}
    </>
  )
}
