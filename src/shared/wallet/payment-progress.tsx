import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { formatExact } from '@/shared/lib/format'
import { RPC } from '@/shared/api/rpc-codes'
import { askedOnly, currentStep, type PaymentRun, type PaymentStep } from './payment-steps'
import type { RunProgress } from './payment-executor'
import './payment-progress.css'

// Where a running wallet payment is (the wallet strings, locales/wallet/): its steps, the one on
// now and what is left, and one status line a screen reader announces. The deposit, the purchase
// shortfall and a stranded payment being finished show it the same way.

/** The status line of a run: the step on now, or "still confirming" once its payment is slow. */
export function progressText(t: TFunction, { run, slow, confirmations, requiredConfirmations }: RunProgress): string {
  const done = confirmations ?? 0
  const count = requiredConfirmations ?? run.requiredConfirmations
  if (slow) return t('funds.pay.stillConfirming', { done, count })
  const step = currentStep(run)
  // A transaction step before it is sent waits for the user, in the wallet; once sent, for the network.
  if (step && (step.status === 'todo' || askedOnly(step)) && (step.kind === 'reset' || step.kind === 'approve' || step.kind === 'pay')) return t('funds.pay.confirmInWallet')
  switch (step?.kind) {
    case 'check':
      return t('funds.pay.checking')
    case 'switchChain':
      return t('funds.pay.switching', { chain: run.request.chain.name })
    case 'reset':
      return t('funds.pay.resetting')
    case 'approve':
      return t('funds.pay.approving')
    case 'pay':
      return t('funds.pay.paying')
    case 'credit':
      return t('mining.wallet.waiting', { done, count })
    case 'spend':
      return t(`funds.pay.spending.${spendName(run)}`)
    case undefined:
      return ''
  }
}

/** What a shortfall's spend is, by its business call (a run kept before spends were named buys a machine). */
function spendName(run: PaymentRun): 'buyMachine' | 'idoSubscribe' | 'stake' {
  return run.spend?.code === RPC.idoSubscribe ? 'idoSubscribe' : run.spend?.code === RPC.stake ? 'stake' : 'buyMachine'
}

function stepLabel(t: TFunction, step: PaymentStep, progress: RunProgress): string {
  const { request } = progress.run
  if (step.kind === 'spend') return t(`funds.pay.step.spend.${spendName(progress.run)}`)
  const amount = `${formatExact(request.amount, request.token.coin)} ${request.token.coin}`
  return t(`funds.pay.step.${step.kind}`, { chain: request.chain.name, amount })
}

/** The run's steps (the checks are not listed: they open nothing), then its status line; `idle`: not running now, the steps only. */
export function PaymentProgress({ progress, idle = false }: { progress: RunProgress; idle?: boolean }) {
  const { t } = useTranslation()
  const strings = useAreaStrings('wallet')
  const on = currentStep(progress.run)
  if (!strings) return null
  const steps = progress.run.steps.filter((s) => s.kind !== 'check')
  return (
    <div className="pay-progress">
      <ol className="pay-progress__steps" aria-label={t('funds.pay.steps')}>
        {steps.map((step) => (
          <li key={step.kind} className={`pay-progress__step pay-progress__step--${step === on ? 'on' : step.status === 'done' ? 'done' : 'todo'}`} aria-current={step === on ? 'step' : undefined}>
            {stepLabel(t, step, progress)}
          </li>
        ))}
      </ol>
      {!idle && (
        <p className="pay-progress__status" role="status">
          {progressText(t, progress)}
        </p>
      )}
    </div>
  )
}
