import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { useAvailableBalance } from '@/shared/api/balances'
import { errorMessage } from '@/shared/api/present-error'
import { formatAmount, formatCoin, formatPercent } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import type { FieldError } from '@/shared/lib/field-error'
import { AmountField } from '@/shared/ui/amount-field'
import { KeyValue } from '@/shared/ui/key-value'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { usePayShortfall } from '@/shared/wallet/use-pay-shortfall'
import { WalletHoldingRow } from '@/shared/wallet/wallet-holding-row'
import { ShortfallOffer, ShortfallOutcome } from '@/shared/wallet/wallet-split'
import { Skeleton } from '@/shared/ui/skeleton'
import { EmptyState, ErrorState, RefreshFailed } from '@/shared/ui/states'
import { Tabs } from '@/shared/ui/tabs'
import { showToast } from '@/shared/ui/toast/toast-store'
import { stakeCall, type StakingProduct } from '../api/staking-api'
import { ConfirmStakeSheet } from '../components/confirm-stake-sheet'
import { StakeEstimate } from '../components/stake-estimate'
import { useStake, useStakingProducts } from '../hooks/use-staking'
import { checkStakeAmount, maxStake } from '../model'
import { UnfinishedPayments } from '@/shared/wallet/unfinished-payments'
import '../staking.css'
import '@/shared/ui/choice.css'

export default function StakingPage() {
  const { t } = useTranslation()
  const products = useStakingProducts()
  const list = products.data?.list ?? []
  const coins = [...new Set(list.map((p) => p.coin))]
  const [coinChoice, setCoin] = useState<string>()
  const coin = coinChoice ?? coins[0] ?? ''
  const [productChoice, setProductId] = useState<string>()
  const ofCoin = list.filter((p) => p.coin === coin)
  const product = ofCoin.find((p) => p.id === productChoice) ?? ofCoin[0]
  const offset = products.data ? Date.parse(products.data.serverTime) - products.dataUpdatedAt : 0

  return (
    <div className="page staking">
      <Link to={PATHS.stakingRecord} className="btn btn--ghost btn--small staking-records-link">
        {t('page.stakingRecord')}
      </Link>
      {/* A stake paid from the wallet and interrupted (a reload) goes on here. */}
      <UnfinishedPayments />
      <RefreshFailed query={products} />
      {products.isPending ? (
        <Skeleton />
      ) : !products.data ? (
        <ErrorState message={errorMessage(products.error)} onRetry={() => void products.refetch()} />
      ) : !product ? (
        <EmptyState message={t('staking.empty')} />
      ) : (
        <>
          <Tabs
            items={coins.map((c) => ({ id: c, label: c }))}
            value={coin}
            label={t('staking.coin')}
            onChange={(c) => {
              setCoin(c)
              setProductId(undefined)
            }}
          />
          <fieldset className="staking-terms">
            <legend>{t('staking.field.term')}</legend>
            {ofCoin.map((p) => (
              <label key={p.id} className="card choice staking-term">
                <input type="radio" name="term" value={p.id} checked={p.id === product.id} onChange={() => setProductId(p.id)} />
                <span className="staking-term__dot" aria-hidden="true" />
                <span className="staking-term__days">{t('staking.value.days', { count: p.days })}</span>
                <span className="staking-term__rate">{t('staking.value.rate', { rate: formatPercent(p.rate) })}</span>
                <span className="muted staking-term__limits">{t('staking.value.limits', { min: formatCoin(p.min), max: formatCoin(p.max), coin: p.coin })}</span>
              </label>
            ))}
          </fieldset>
          {/* A new product starts a new form: what was typed for another coin's limits is not carried over. */}
          <StakeForm key={product.coin} product={product} offset={offset} />
        </>
      )}
      <p className="risk-note">{t('staking.risk')}</p>
    </div>
  )
}

function StakeForm({ product, offset }: { product: StakingProduct; offset: number }) {
  const { t } = useTranslation()
  const balance = useAvailableBalance(product.coin)
  const [amount, setAmount] = useState('')
  // The failed check, not its text: shown in the language of the moment, a switch included.
  const [error, setError] = useState<FieldError>()
  const [confirming, setConfirming] = useState(false)
  const [staked, setStaked] = useState(false)
  const { submit, busy } = useStake(() => {
    showToast(t('staking.success'), 'success')
    setConfirming(false)
    setStaked(true)
    setAmount('')
  })

  // The part the balance does not cover, paid from the wallet first (shared/wallet/use-pay-shortfall.ts): one flow.
  const walletStrings = useAreaStrings('wallet')
  const flow = usePayShortfall(product.coin, {
    onReady: () => setConfirming(true),
    onEnd: () => setConfirming(false),
    onSpent: () => {
      showToast(t('staking.success'), 'success')
      setStaked(true)
      setAmount('')
    },
  })
  const working = busy || flow.checking || flow.running
  const typed = amount.trim()
  // A stake the limits allow but the balance does not cover.
  const shortfall = flow.shortfall(checkStakeAmount(typed, product, undefined) ? null : typed, balance.data)

  const onPayShortfall = () => {
    if (!shortfall) return
    setError(undefined)
    flow.check(typed)
  }

  const onStake = () => {
    flow.clearOutcome()
    const problem = checkStakeAmount(amount, product, balance.data)
    setError(problem)
    if (!problem) setConfirming(true)
  }

  return (
    <form
      className="card staking-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        onStake()
      }}
    >
      <AmountField
        label={t('staking.field.amountIn', { coin: product.coin })}
        value={amount}
        placeholder={t('staking.placeholder')}
        error={error}
        disabled={working}
        onChange={(value) => {
          setError(undefined)
          flow.clearOutcome()
          setStaked(false)
          setAmount(value)
        }}
        action={{
          label: t('staking.max'),
          disabled: balance.data === undefined || working,
          onClick: () => {
            setError(undefined)
            setAmount(maxStake(product, balance.data ?? '0'))
          },
        }}
      />
      <dl className="staking-kv">
        <KeyValue label={t('staking.available')}>{balance.data === undefined ? '—' : `${formatAmount(balance.data, product.coin)} ${product.coin}`}</KeyValue>
        <WalletHoldingRow coin={product.coin} />
      </dl>
      {/* No estimate from an amount that would be refused (over the maximum, say): a dash until it is one that can be staked. */}
      <StakeEstimate product={product} amount={checkStakeAmount(amount, product, balance.data) ? undefined : amount.trim()} offset={offset} />
      {walletStrings && (
        <ShortfallOutcome failure={flow.failure} spendFailed={flow.spendFailed} chain={flow.chain} coin={product.coin} spendFailedText={t('funds.pay.spendFailed')} />
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={working}>
        {t('staking.stake')}
      </button>
      {shortfall && <ShortfallOffer amount={shortfall} coin={product.coin} checking={flow.checking} disabled={working} onPay={onPayShortfall} />}
      {staked && (
        <Link to={PATHS.stakingRecord} className="btn btn--ghost btn--block">
          {t('staking.viewRecords')}
        </Link>
      )}
      <ConfirmStakeSheet
        open={confirming}
        product={product}
        amount={amount.trim()}
        offset={offset}
        busy={working}
        wallet={flow.split}
        progress={flow.progress}
        onCancel={() => {
          setConfirming(false)
          flow.drop()
        }}
        onConfirm={() =>
          flow.payment
            ? flow.run({ ...stakeCall(product.id, typed), total: typed, success: { area: 'staking', key: 'staking.success' }, changed: [['staking']] })
            : void submit({ productId: product.id, amount: typed })
        }
      />
    </form>
  )
}
