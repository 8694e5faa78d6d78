import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { useAvailableBalance } from '@/shared/api/balances'
import { errorMessage } from '@/shared/api/present-error'
import { formatAmount, formatCoin, formatExact, formatPercent, problemWhileTyping } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import type { FieldError } from '@/shared/lib/field-error'
import { AmountField } from '@/shared/ui/amount-field'
import { BottomSheet } from '@/shared/ui/bottom-sheet'
import { ConfirmActions } from '@/shared/ui/confirm-actions'
import { KeyValue } from '@/shared/ui/key-value'
import { SelectField } from '@/shared/ui/select-field'
import { Skeleton } from '@/shared/ui/skeleton'
import { ErrorState } from '@/shared/ui/states'
import { showToast } from '@/shared/ui/toast/toast-store'
import type { ExchangeQuote } from '../api/exchange-api'
import { useExchange, usePair, useQuote, useSettled } from '../hooks/use-exchange'
import { checkExchangeAmount, maxExchange, secondsLeft } from '../model'
import '../exchange.css'

export default function FlashExchangePage() {
  const { t } = useTranslation()
  const [from, setFrom] = useState('USDT')
  const [to, setTo] = useState('BTC')
  const pair = usePair(from, to)

  const swap = () => {
    setFrom(to)
    setTo(from)
  }
  const choose = (side: 'from' | 'to', coin: string) => {
    const other = side === 'from' ? to : from
    // Picking the other side's coin turns the direction round.
    if (coin === other) return swap()
    if (side === 'from') setFrom(coin)
    else setTo(coin)
  }

  return (
    <div className="page exchange">
      <Link to={PATHS.flashRedemptionRecord} className="btn btn--ghost btn--small exchange-records-link">
        {t('exchange.viewRecords')}
      </Link>
      {pair.isPending ? (
        <Skeleton />
      ) : !pair.data ? (
        <ErrorState message={errorMessage(pair.error)} onRetry={() => void pair.refetch()} />
      ) : (
        // A new direction starts a new form: its limits and balance are another coin's.
        <ExchangeForm key={`${from}-${to}`} pair={pair.data} onChoose={choose} onSwap={swap} />
      )}
      <p className="risk-note">{t('exchange.note')}</p>
    </div>
  )
}

interface ExchangeFormProps {
  pair: ExchangeQuote
  onChoose: (side: 'from' | 'to', coin: string) => void
  onSwap: () => void
}

function ExchangeForm({ pair, onChoose, onSwap }: ExchangeFormProps) {
  const { t } = useTranslation()
  const { from, to } = pair
  const balance = useAvailableBalance(from)
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<FieldError>()
  const [requoted, setRequoted] = useState(false)
  // Nothing is exchanged on one tap: Exchange opens the confirm step (its strings load with the page).
  const [confirming, setConfirming] = useState(false)
  const confirmStrings = useAreaStrings('exchange')

  const typed = amount.trim()
  const problem = checkExchangeAmount(typed, pair, balance.data)
  const settled = useSettled(typed)
  // Within the limits is enough to be quoted; the balance is checked again on Exchange.
  const quotable = settled === typed && !checkExchangeAmount(settled, pair, undefined)
  const quote = useQuote(from, to, settled, quotable)
  const q = quotable ? quote.data?.quote : undefined

  // The quote's validity when the server answered, counted down each second; at zero, a new quote.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!q) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [q])
  const left = q && quote.data ? secondsLeft(q.expiresAt, quote.data.serverTime, now - quote.dataUpdatedAt) : 0
  const { refetch, isFetching, isError } = quote
  // Renew once per expiry; a failed renewal waits for Retry instead of asking again and again.
  useEffect(() => {
    if (q && left === 0 && !isFetching && !isError) void refetch()
  }, [q, left, isFetching, isError, refetch])

  const { submit, busy } = useExchange(
    () => {
      showToast(t('exchange.success'), 'success')
      setConfirming(false)
      setAmount('')
      setRequoted(false)
    },
    () => {
      // The quote expired on the server: back to the form, which says so and shows the new one.
      setConfirming(false)
      setRequoted(true)
      void refetch()
    },
  )

  const expired = !q || left === 0 || isFetching
  const onExchange = () => {
    setError(problem)
    if (problem || expired || !confirmStrings) return
    setRequoted(false)
    setConfirming(true)
  }
  // Sends the quote shown in the confirm step; an expired one is never sent (a new one is on its way).
  const onConfirm = () => {
    if (!expired && q) void submit(q.id)
  }

  // While typing: a limit, the balance or too many places at once; the rest (empty, "12.") on Exchange.
  const shown = error ?? (typed ? problemWhileTyping(problem) : undefined)

  return (
    <form
      className="card exchange-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onExchange()
      }}
    >
      <SelectField className="exchange-coin" label={t('exchange.from')} value={from} options={pair.coins.map((c) => ({ value: c, label: c }))} onChange={(c) => onChoose('from', c)} />
      <AmountField
        label={t('exchange.amount', { coin: from })}
        value={amount}
        placeholder={t('exchange.placeholder')}
        error={shown}
        onChange={(value) => {
          setError(undefined)
          setAmount(value)
        }}
        action={{ label: t('exchange.max'), disabled: balance.data === undefined, onClick: () => setAmount(maxExchange(pair, balance.data ?? '0')) }}
        hint={balance.data === undefined ? '—' : t('exchange.available', { amount: formatAmount(balance.data, from), coin: from })}
      />
      <button type="button" className="btn btn--ghost exchange-swap" aria-label={t('exchange.swap')} onClick={onSwap}>
        ⇅
      </button>
      <SelectField className="exchange-coin" label={t('exchange.to')} value={to} options={pair.coins.map((c) => ({ value: c, label: c }))} onChange={(c) => onChoose('to', c)} />

      <dl className="exchange-kv" aria-live="polite">
        <KeyValue label={t('exchange.receive')} valueClassName="exchange-receive">
          {q ? `${formatExact(q.receive, to)} ${to}` : '—'}
        </KeyValue>
        <KeyValue label={t('exchange.rate')}>
          {t('exchange.rateValue', { from, to, rate: formatCoin(pair.rate) })}
        </KeyValue>
        <KeyValue label={t('exchange.fee', { rate: formatPercent(pair.feeRate) })}>{q ? `${formatExact(q.fee, to)} ${to}` : '—'}</KeyValue>
        <KeyValue label={t('exchange.limits')}>{t('exchange.limitsValue', { min: formatCoin(pair.min), max: formatCoin(pair.max), coin: from })}</KeyValue>
      </dl>
      {quotable && quote.isError && <ErrorState inline message={errorMessage(quote.error)} onRetry={() => void refetch()} />}
      {q && !isError && <p className="muted exchange-validity">{left > 0 && !isFetching ? t('exchange.validFor', { count: left }) : t('exchange.refreshing')}</p>}
      {requoted && (
        <p className="exchange-requoted" role="status">
          {t('exchange.requoted')}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
        {busy ? t('common.submitting') : t('exchange.submit')}
      </button>
      {confirmStrings && (
        <BottomSheet open={confirming} title={t('exchange.confirm.title')} onClose={() => !busy && setConfirming(false)}>
          <dl className="exchange-kv">
            <KeyValue label={t('exchange.confirm.pay')}>
              {formatExact(typed, from)} {from}
            </KeyValue>
            <KeyValue label={t('exchange.receive')} valueClassName="exchange-receive">
              {q ? `${formatExact(q.receive, to)} ${to}` : '—'}
            </KeyValue>
            <KeyValue label={t('exchange.fee', { rate: formatPercent(pair.feeRate) })}>
              {q ? `${formatExact(q.fee, to)} ${to}` : '—'}
            </KeyValue>
            <KeyValue label={t('exchange.rate')}>
              {t('exchange.rateValue', { from, to, rate: formatCoin(pair.rate) })}
            </KeyValue>
          </dl>
          <p className="muted exchange-validity" role="status">
            {expired ? t('exchange.refreshing') : t('exchange.validFor', { count: left })}
          </p>
          <ConfirmActions busy={busy} confirmLabel={t('exchange.submit')} confirmDisabled={expired} onConfirm={onConfirm} onCancel={() => setConfirming(false)} />
        </BottomSheet>
      )}
    </form>
  )
}
