import { useState } from 'react'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { useTranslation } from 'react-i18next'
import { formatExact } from '@/shared/lib/format'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import type { FieldError } from '@/shared/lib/field-error'
import { AmountField } from '@/shared/ui/amount-field'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { KeyValue } from '@/shared/ui/key-value'
import { showToast } from '@/shared/ui/toast/toast-store'
import { usePaymentWalletKind } from '@/shared/wallet/payment-wallet'
import type { Chain } from '../api/funds-api'
import { paymentFeeSymbol } from '@/shared/api/contract/funds'
import { PaymentMessage } from '@/shared/wallet/payment-message'
import { PaymentProgress } from '@/shared/wallet/payment-progress'
import { PaidToRows } from '@/shared/wallet/paid-to-rows'
import { stepOf } from '@/shared/wallet/payment-steps'
import { WalletHoldingRow } from '@/shared/wallet/wallet-holding-row'
import { usePayFromWallet, type PaymentFailure, type PreparedPayment, type RunProgress } from '@/shared/wallet/use-wallet-payment'
import { checkPayAmount, formatFee } from '../model'
import { DepositForm } from './deposit-form'

/**
 * "Pay from wallet" on the deposit page: shown to a connected user when the chosen chain can be paid
 * on (config `payment`) in the chosen coin by the session's wallet (an EVM chain by an EVM wallet,
 * TRON by a TRON one); a single line when no wallet is in this browser, or it pays on the other kind
 * of chain.
 */
export function PayFromWallet({ chain, coin }: { chain: Chain; coin: string }) {
  const { t } = useTranslation()
  const connected = useSessionStore(selectIsConnected)
  const payment = chain.payment
  const token = payment?.tokens.find((tk) => tk.coin === coin)
  const strings = useAreaStrings('wallet')
  const walletKind = usePaymentWalletKind()
  if (!connected || !payment || !token || !strings) return null
  if (walletKind !== chain.kind) {
    return (
      <p className="card muted" role="note">
        {walletKind ? t('funds.pay.otherNetwork', { chain: payment.name }) : t('funds.pay.noWallet')}
      </p>
    )
  }
  return <PayForm chain={chain} payment={payment} coin={coin} decimals={token.decimals} />
}

function PayForm({ chain, payment, coin, decimals }: { chain: Chain; payment: NonNullable<Chain['payment']>; coin: string; decimals: number }) {
  const { t } = useTranslation()
  const symbol = paymentFeeSymbol(chain)!
  const [amount, setAmount] = useState('')
  // The amount's problem as a key and its values, translated when shown: a language switch changes it too.
  const [error, setError] = useState<FieldError>()
  const [failure, setFailure] = useState<PaymentFailure>()
  const [ready, setReady] = useState<PreparedPayment>()
  const [progress, setProgress] = useState<RunProgress>()
  const flow = usePayFromWallet(chain, coin, {
    onChecked: setReady,
    onProgress: setProgress,
    onFailure: (f) => {
      setReady(undefined)
      setProgress(undefined)
      setFailure(f)
    },
    // The payment went out; its hash stays in the transactions list for the report form below.
    onReportFailed: () => {
      setReady(undefined)
      setProgress(undefined)
    },
    onPaid: () => {
      setReady(undefined)
      setProgress(undefined)
      setAmount('')
      showToast(t('funds.pay.paid'), 'success')
    },
  })

  const onSubmit = () => {
    const problem = checkPayAmount(amount, decimals)
    setFailure(undefined)
    setError(problem)
    if (!problem) void flow.check(amount.trim())
  }

  const busy = flow.paying
  // Once the payment is out, only the network is waited for (minutes, when it is slow): the sheet
  // may close; the transactions list below follows the payment and a toast says when it is paid.
  const payOut = progress !== undefined && stepOf(progress.run, 'pay')?.status !== 'todo'
  const fee = ready ? formatFee(ready.plan.feeText) : ''
  return (
    <DepositForm titleId="pay-from-wallet" title={t('funds.pay.title')} hint={t('funds.pay.hint')} onSubmit={onSubmit}>
      <AmountField
        label={t('funds.pay.amountIn', { coin })}
        value={amount}
        error={error}
        disabled={flow.checking || busy}
        onChange={(value) => {
          setError(undefined)
          setFailure(undefined)
          setAmount(value)
        }}
      />
      <dl className="funds-kv">
        <WalletHoldingRow coin={coin} />
      </dl>
      {failure && <PaymentMessage failure={failure} coin={coin} symbol={symbol} chainName={payment.name} />}
      <button type="submit" className="btn btn--primary btn--block" disabled={flow.checking || busy} aria-busy={flow.checking}>
        {flow.checking ? t('funds.pay.checking') : t('funds.pay.submit')}
      </button>

      <BottomSheet open={Boolean(ready)} title={t('funds.pay.confirmTitle')} onClose={() => (!busy || payOut) && setReady(undefined)}>
        {ready && (
          <>
            <dl className="funds-kv">
              <KeyValue label={t('funds.field.amount')}>
                {formatExact(ready.request.amount, coin)} {coin}
              </KeyValue>
              <KeyValue label={t('funds.pay.network')}>{payment.name}</KeyValue>
              <PaidToRows service={ready.request.service} token={ready.request.token.address} />
              <KeyValue label={t('funds.pay.approval')}>
                <bdi dir="ltr">
                  {formatExact(ready.request.amount, coin)} {coin}
                </bdi>
              </KeyValue>
              <KeyValue label={t('funds.pay.fee')}>
                ≈ {fee} {symbol}
              </KeyValue>
            </dl>
            <p className="muted">{t('funds.pay.approvalHint', { amount: formatExact(ready.request.amount, coin), coin })}</p>
            {progress && <PaymentProgress progress={progress} />}
            <ConfirmActions
              busy={busy}
              confirmLabel={t('funds.pay.confirm')}
              onConfirm={() => void flow.pay(ready)}
              onCancel={() => setReady(undefined)}
              cancelable={payOut}
              cancelLabel={payOut ? t('common.close') : undefined}
            />
          </>
        )}
      </BottomSheet>
    </DepositForm>
  )
}
