import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { presentError } from '@/shared/api/present-error'
import { formatExact } from '@/shared/lib/format'
import { useSessionStore, usernameOf } from '@/shared/stores/session-store'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { showToast } from '@/shared/ui/toast/toast-store'
import { PaymentMessage } from './payment-message'
import { PaymentProgress } from './payment-progress'
import { feeSymbolOf, type PaymentRun, type SpendCall } from './payment-steps'
import { runShortfall, useSettleStranded, useStrandedPayments, useUnfinishedSpends, STRANDED_KEY, type PaymentFailure, type RunProgress, type ShortfallResult, type StrandedPayment } from './use-wallet-payment'

// A payment whose approval went out and whose payment did not (the page was reloaded or closed
// between the two, the payment was cancelled in the wallet, or refused by the chain): its allowance
// belongs to it alone, so the user finishes it or gives the allowance back, one tap each. And a
// shortfall whose payment went out and whose spend did not happen yet (the page was reloaded or the
// screen closed while it confirmed): it goes on by itself, to the spend the user confirmed. Shown
// where payments are made and followed (the deposit screen, a machine, the token sale, staking).

/** The account's unfinished payments: the stranded ones with their two actions, the resumed spends with their progress; nothing when there are none. */
export function StrandedPayments() {
  const list = useStrandedPayments().data ?? []
  const spends = useUnfinishedSpends().data ?? []
  const strings = useAreaStrings('wallet')
  // A resumed spend stays on screen with its outcome once it is made (the list then no longer has it).
  const [resumed, setResumed] = useState<(PaymentRun & { spend: SpendCall })[]>([])
  const fresh = spends.filter((run) => !resumed.some((r) => r.id === run.id))
  if (fresh.length > 0) setResumed([...resumed, ...fresh])
  if ((list.length === 0 && resumed.length === 0) || !strings) return null
  return (
    <>
      {resumed.map((run) => (
        <ResumedSpendCard key={run.id} run={run} />
      ))}
      {list.map((stranded) => (
        <StrandedCard key={stranded.run.id} stranded={stranded} />
      ))}
    </>
  )
}

/**
 * A shortfall resumed where it was: its payment followed until mined, the backend's credit, then the
 * spend the user confirmed before the reload, once. It is not stopped when the card goes (the run
 * belongs to the page now, as a deposit's payment does); the outcome is said by a toast too.
 */
function ResumedSpendCard({ run }: { run: PaymentRun & { spend: SpendCall } }) {
  const { t } = useTranslation()
  const client = useQueryClient()
  const spendStrings = useAreaStrings(run.spend.success.area)
  const [progress, setProgress] = useState<RunProgress>({ run })
  const [result, setResult] = useState<ShortfallResult | 'stopped'>()
  const started = useRef(false)
  // Left before the end (the user went on to another screen): the outcome is said by a toast instead.
  const shown = useRef(true)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])
  useEffect(() => {
    if (started.current) return
    started.current = true
    // It ends with the session (a disconnect, another account): waiting for a credit is then no one's.
    const account = run.request.account.toLowerCase()
    const session = new AbortController()
    const unsubscribe = useSessionStore.subscribe((s) => {
      if (usernameOf(s.user).toLowerCase() !== account) session.abort()
    })
    void runShortfall(client, run, setProgress, session.signal)
      .then((outcome) => {
        setResult(outcome)
        if (outcome.kind === 'spent' && !shown.current) showToast(t(run.spend.success.key), 'success')
      })
      .catch((error: unknown) => {
        // The payment's report failed (the backend's reason as a toast): the transactions list goes on following it.
        setResult('stopped')
        presentError(error)
      })
      .finally(() => {
        unsubscribe()
        void client.invalidateQueries({ queryKey: STRANDED_KEY })
      })
  }, [client, run, t])
  // Another tab (or screen) runs it, or ran it: that one says how it ends. Stopped: the toast said why.
  if (result === 'stopped' || (result?.kind === 'failed' && result.failure.problem === 'paymentRunning')) return null
  const { request } = run
  const titleId = `resumed-${run.id}`
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('funds.pay.resumed.title')}
      </h2>
      <p>{t('funds.pay.resumed.text', { amount: formatExact(request.amount, request.token.coin), coin: request.token.coin, chain: request.chain.name })}</p>
      {!result && <PaymentProgress progress={progress} />}
      {result?.kind === 'spent' && spendStrings && (
        <p role="status">{t(run.spend.success.key)}</p>
      )}
      {result?.kind === 'spendFailed' && (
        <p className="field__error" role="alert">
          {t('funds.pay.spendFailed')}
        </p>
      )}
      {result?.kind === 'failed' && <PaymentMessage failure={result.failure} coin={request.token.coin} symbol={feeSymbolOf(request)} chainName={request.chain.name} />}
    </section>
  )
}

function StrandedCard({ stranded: { run, state } }: { stranded: StrandedPayment }) {
  const { t } = useTranslation()
  const [progress, setProgress] = useState<RunProgress>()
  const [failure, setFailure] = useState<PaymentFailure>()
  const [givingBack, setGivingBack] = useState(false)
  // A shortfall's spend is named in its success message (its area's strings).
  useAreaStrings(run.spend?.success.area ?? 'wallet')
  const settle = useSettleStranded({
    onProgress: setProgress,
    onDone: (outcome, action, spend) => {
      setProgress(undefined)
      setGivingBack(false)
      if (!outcome.ok) return setFailure(outcome)
      if (action === 'giveBack') return showToast(t('funds.pay.stranded.givenBack'), 'success')
      if (spend === 'spendFailed') return showToast(t('funds.pay.spendFailed'), 'error')
      showToast(t(run.spend && spend === 'spent' ? run.spend.success.key : 'funds.pay.paid'), 'success')
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
      {/* A shortfall lists what finishing it does: the payment, its credit, then the spend. */}
      {(progress || run.spend) && <PaymentProgress progress={progress ?? { run }} idle={!progress} />}
      {givingBack && (
        <p className="muted" role="status">
          {t('funds.pay.stranded.givingBack')}
        </p>
      )}
      {failure && <PaymentMessage failure={failure} coin={request.token.coin} symbol={feeSymbolOf(request)} chainName={request.chain.name} />}
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
