import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatExact } from '@/shared/lib/format'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { showToast } from '@/shared/ui/toast/toast-store'
import { PaymentMessage } from './payment-message'
import { PaymentProgress } from './payment-progress'
import { useSettleStranded, useStrandedPayments, type PaymentFailure, type RunProgress, type StrandedPayment } from './use-wallet-payment'

// A payment whose approval went out and whose payment did not (the page was reloaded or closed
// between the two, the payment was cancelled in the wallet, or refused by the chain): its allowance
// belongs to it alone, so the user finishes it or gives the allowance back, one tap each. Shown
// where payments are made and followed (the deposit screen, My assets).

/** The account's stranded payments, each with its two actions; nothing when there are none. */
export function StrandedPayments() {
  const list = useStrandedPayments().data ?? []
  const strings = useAreaStrings('wallet')
  if (list.length === 0 || !strings) return null
  return (
    <>
      {list.map((stranded) => (
        <StrandedCard key={stranded.run.id} stranded={stranded} />
      ))}
    </>
  )
}

function StrandedCard({ stranded: { run, state } }: { stranded: StrandedPayment }) {
  const { t } = useTranslation()
  const [progress, setProgress] = useState<RunProgress>()
  const [failure, setFailure] = useState<PaymentFailure>()
  const [givingBack, setGivingBack] = useState(false)
  const settle = useSettleStranded({
    onProgress: setProgress,
    onDone: (outcome, action) => {
      setProgress(undefined)
      setGivingBack(false)
      if (!outcome.ok) return setFailure(outcome)
      showToast(t(action === 'finish' ? 'funds.pay.paid' : 'funds.pay.stranded.givenBack'), 'success')
    },
  })
  const { request } = run
  const amount = formatExact(request.amount, request.token.coin)
  const titleId = `stranded-${run.id}`
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('funds.pay.stranded.title')}
      </h2>
      <p>{t('funds.pay.stranded.text', { amount, coin: request.token.coin, chain: request.chain.name })}</p>
      {state === 'pending' && (
        <p className="muted" role="status">
          {t('funds.pay.stranded.pending')}
        </p>
      )}
      {state === 'partial' && <p className="muted">{t('funds.pay.stranded.partial')}</p>}
      {progress && <PaymentProgress progress={progress} />}
      {givingBack && (
        <p className="muted" role="status">
          {t('funds.pay.stranded.givingBack')}
        </p>
      )}
      {failure && <PaymentMessage failure={failure} coin={request.token.coin} symbol={request.chain.nativeCurrency.symbol} chainName={request.chain.name} />}
      {state !== 'pending' && (
        <div className="overlay__actions">
          {state === 'approved' && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={settle.busy}
              onClick={() => {
                setFailure(undefined)
                void settle.finish(run)
              }}
            >
              {t('funds.pay.stranded.finish')}
            </button>
          )}
          <button
            type="button"
            className="btn btn--ghost"
            disabled={settle.busy}
            onClick={() => {
              setFailure(undefined)
              setGivingBack(true)
              void settle.giveBack(run)
            }}
          >
            {t('funds.pay.stranded.giveBack')}
          </button>
        </div>
      )}
    </section>
  )
}
