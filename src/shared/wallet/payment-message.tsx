import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatFee } from '@/shared/lib/format'
import type { PaymentFailure } from './use-wallet-payment'

// A wallet payment's problem in the user's language (the wallet strings, locales/wallet/): the
// deposit screen and the purchase paid from the wallet say the same thing the same way.

/** The message of a payment problem: `coin` paid, the chain's native `symbol` and name. */
export function paymentProblemText(t: TFunction, failure: PaymentFailure, coin: string, symbol: string, chainName: string): string {
  return t(`funds.pay.problem.${failure.problem}`, { coin, symbol, chain: chainName, fee: failure.fee ? formatFee(failure.fee) : '' })
}

/** A payment problem in the user's language: a rejection calmly, as a status; the rest as an alert. */
export function PaymentMessage({ failure, coin, symbol, chainName }: { failure: PaymentFailure; coin: string; symbol: string; chainName: string }) {
  const { t } = useTranslation()
  const text = paymentProblemText(t, failure, coin, symbol, chainName)
  return failure.problem === 'cancelled' ? (
    <p className="muted" role="status">
      {text}
    </p>
  ) : (
    <p className="field__error" role="alert">
      {text}
    </p>
  )
}
