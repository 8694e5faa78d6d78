import { useTranslation } from 'react-i18next'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { formatExact } from '@/shared/lib/format'
import { paymentFeeSymbol, type Chain } from '@/shared/api/contract/funds'
import { PaymentMessage } from './payment-message'
import type { PaymentFailure } from './use-wallet-payment'

// A spend paid partly from the wallet says the same things the same way on every screen (a machine,
// a subscription, a stake): before anything is asked of the wallet, the offer to pay the shortfall;
// in the confirm step, what comes from the balance and from the wallet, the exact approval and the
// network fee (wallet-split-rows.tsx, loaded with the confirm step).

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
  const symbol = paymentFeeSymbol(chain)
  if (!useAreaStrings('wallet')) return null
  return (
    <>
      {failure && chain?.payment && symbol && <PaymentMessage failure={failure} coin={coin} symbol={symbol} chainName={chain.payment.name} />}
      {spendFailed && (
        <p className="field__error" role="alert">
          {spendFailedText}
        </p>
      )}
    </>
  )
}
