import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from '@/shared/router'
import { useAvailableBalance } from '@/shared/api/balances'
import { errorMessage } from '@/shared/api/present-error'
import { multiply } from '@/shared/lib/decimal'
import { formatAmount, formatCoin, formatExact, formatPercent, problemWhileTyping } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { usernameOf, useSessionStore } from '@/shared/stores/session-store'
import type { FieldError } from '@/shared/lib/field-error'
import { AmountField } from '@/shared/ui/amount-field'
import { KeyValue } from '@/shared/ui/key-value'
import { partBeside } from '@/shared/ui/part-beside'
import { sheetOnDemand } from '@/shared/ui/sheet-on-demand'
import { Skeleton } from '@/shared/ui/skeleton'
import { EmptyState, ErrorState } from '@/shared/ui/states'
import { TextField } from '@/shared/ui/text-field'
import { checkAddress } from '@/shared/wallet/address'
import { showToast } from '@/shared/ui/toast/toast-store'
import { maxWithdrawal, withdrawalFee, type Chain, type WithdrawRule } from '../api/funds-api'
import { ChainCoinFields } from '../components/chain-coin-fields'
import { useChains, useWithdrawRules } from '../hooks/use-funds'
import type { SignProblem } from '@/shared/wallet/sign-withdrawal'
import { useWithdraw } from '../hooks/use-funds-submit'
import { addressErrorKey, checkWithdrawAmount, withdrawalTotal } from '../model'
import '../funds.css'

// The confirm step loads on the Withdraw tap, while the form is checked.
const { Sheet: WithdrawConfirmSheet, preload: preloadConfirmSheet } = sheetOnDemand(() => import('../components/withdraw-confirm-sheet'))
// The saved addresses below the address field (the address book, its strings) download beside the
// page's code, not before its first render.
const WithdrawAddressBook = partBeside(async () => ({ default: (await import('../components/withdraw-address-book')).WithdrawAddressBook }))

export default function WithdrawPage() {
  const { t } = useTranslation()
  const chains = useChains()
  const rules = useWithdrawRules()
  // Only what can be withdrawn: each chain with the coins that have terms on it.
  const routes = (chains.data ?? [])
    .map((c) => ({ ...c, coins: c.coins.filter((coin) => rules.data?.some((r) => r.chain === c.id && r.coin === coin)) }))
    .filter((c) => c.coins.length > 0)
  const [choice, setChoice] = useState<{ chainId: string; coin: string }>()
  const chain = routes.find((c) => c.id === choice?.chainId) ?? routes[0]
  const coin = choice && chain?.coins.includes(choice.coin) ? choice.coin : chain?.coins[0]
  const rule = rules.data?.find((r) => r.chain === chain?.id && r.coin === coin)
  const failed = !chains.data ? chains : !rules.data ? rules : null

  return (
    <div className="page funds">
      <Link to={PATHS.withdrawRecord} className="btn btn--ghost btn--small funds-records-link">
        {t('page.withdrawRecord')}
      </Link>
      {chains.isPending || rules.isPending ? (
        <Skeleton />
      ) : failed ? (
        <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} />
      ) : !chain || !coin || !rule ? (
        <EmptyState message={t('funds.withdraw.noRoutes')} />
      ) : (
        <>
          <ChainCoinFields chains={routes} chain={chain} coin={coin} onChange={(c, nextCoin) => setChoice({ chainId: c.id, coin: nextCoin })} />
          {/* Another coin or chain has other limits and another address form: a new form. */}
          <WithdrawForm key={`${chain.id}:${coin}`} chain={chain} rule={rule} />
        </>
      )}
      <p className="risk-note">{t('funds.withdraw.note')}</p>
    </div>
  )
}

function WithdrawForm({ chain, rule }: { chain: Chain; rule: WithdrawRule }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const balance = useAvailableBalance(rule.coin)
  const [address, setAddress] = useState('')
  const [amount, setAmount] = useState('')
  const [errors, setErrors] = useState<{ address?: FieldError; amount?: FieldError }>({})
  const [confirming, setConfirming] = useState(false)
  const [checking, setChecking] = useState(false)
  const account = useSessionStore((s) => usernameOf(s.user))
  const sentTo = address.trim()
  // Why the wallet did not sign the last try (withdrawAuth eip712): said in the confirm step, nothing sent.
  const [notSigned, setNotSigned] = useState<SignProblem>()
  const { submit, busy, abandon } = useWithdraw(
    (record) => {
      // From now on this address is a known one: the next confirm step says nothing.
      void import('../address-book').then(({ recordWithdrawal }) => recordWithdrawal(account, chain.id, record.address))
      showToast(t('funds.withdraw.success'), 'success')
      setConfirming(false)
      void navigate(`${PATHS.withdrawalDetails}?id=${encodeURIComponent(record.id)}`)
    },
    setNotSigned,
  )
  const typed = amount.trim()
  // No figure from an amount that would be refused (its problem shows while typing, the preview a
  // dash); a balance too short still shows what amount + fee would take.
  const problem = checkWithdrawAmount(typed, rule, balance.data)
  const valid = !checkWithdrawAmount(typed, rule, undefined)
  const fee = valid ? withdrawalFee(typed, rule) : rule.minFee
  const limits = { min: formatCoin(rule.min), max: formatCoin(rule.max), coin: rule.coin }

  const addressError = async () => {
    const verdict = await checkAddress(chain.kind, address)
    return verdict === 'ok' ? undefined : { key: addressErrorKey(verdict, chain) }
  }

  const onWithdraw = async () => {
    if (checking) return
    preloadConfirmSheet()
    setChecking(true)
    try {
      const addressProblem = await addressError()
      // Both empty: the spec's message names amount and address at once, so it is said once, under the address.
      const saidOnce = addressProblem?.key === 'funds.withdraw.error.required' && problem?.key === 'funds.withdraw.error.required'
      const next = { address: addressProblem, amount: saidOnce ? undefined : problem }
      setErrors(next)
      if (!next.address && !next.amount) {
        setNotSigned(undefined)
        setConfirming(true)
      }
    } finally {
      setChecking(false)
    }
  }

  return (
    <form
      className="card funds-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void onWithdraw()
      }}
    >
      <TextField
        label={t('funds.field.addressOn', { chain: chain.name })}
        value={address}
        placeholder={chain.kind === 'tron' ? t('funds.address.placeholderT') : t('funds.address.placeholder0x')}
        error={errors.address}
        code
        onChange={(value) => {
          setErrors((e) => ({ ...e, address: undefined }))
          setAddress(value)
        }}
        onBlur={() => {
          // Said as soon as the user leaves the field, unless nothing was typed yet.
          if (address.trim()) void addressError().then((error) => setErrors((e) => ({ ...e, address: error })))
        }}
      />
      <WithdrawAddressBook
        account={account}
        chain={chain}
        address={address}
        onPick={(picked) => {
          setErrors((e) => ({ ...e, address: undefined }))
          setAddress(picked)
        }}
      />
      <AmountField
        label={t('funds.withdraw.amountIn', { coin: rule.coin })}
        value={amount}
        placeholder={t('funds.withdraw.limits', limits)}
        error={errors.amount ?? (typed ? problemWhileTyping(problem) : undefined)}
        onChange={(value) => {
          setErrors((e) => ({ ...e, amount: undefined }))
          setAmount(value)
        }}
        action={{
          label: t('funds.withdraw.max'),
          disabled: balance.data === undefined,
          onClick: () => {
            setErrors((e) => ({ ...e, amount: undefined }))
            setAmount(maxWithdrawal(balance.data ?? '0', rule))
          },
        }}
        hint={t('funds.withdraw.available', { amount: balance.data === undefined ? '—' : formatAmount(balance.data, rule.coin), coin: rule.coin })}
      />
      <dl className="funds-kv">
        <KeyValue label={t('funds.withdraw.fee')}>
          {formatExact(fee, rule.coin)} {rule.coin}
        </KeyValue>
        <KeyValue label={t('funds.withdraw.arrival')}>
          {valid ? `${formatExact(typed, rule.coin)} ${rule.coin}` : '—'}
        </KeyValue>
        <KeyValue label={t('funds.withdraw.total')} className="kv--total">
          {valid ? `${formatExact(withdrawalTotal(typed, rule), rule.coin)} ${rule.coin}` : '—'}
        </KeyValue>
      </dl>
      <p className="muted funds-fee-rule">{t('funds.withdraw.feeRule', { rate: formatPercent(multiply(rule.feeRate, 100, 4)), min: formatCoin(rule.minFee), coin: rule.coin })}</p>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy || checking}>
        {t('funds.withdraw.submit')}
      </button>
      {confirming && (
        <WithdrawConfirmSheet
          chain={chain}
          rule={rule}
          address={sentTo}
          amount={typed}
          fee={fee}
          account={account}
          busy={busy}
          notSigned={notSigned}
          onClose={() => {
            // Closed while the wallet is asked to sign (the sheet allows it then): nothing is sent.
            abandon()
            setNotSigned(undefined)
            setConfirming(false)
          }}
          onConfirm={() => {
            setNotSigned(undefined)
            void submit({ coin: rule.coin, chain: chain.id, address: sentTo, amount: typed, fee, account })
          }}
        />
      )}
    </form>
  )
}
