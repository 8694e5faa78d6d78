import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { errorMessage } from '@/shared/api/present-error'
import { PATHS } from '@/shared/paths'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import type { FieldError } from '@/shared/lib/field-error'
import { AmountField } from '@/shared/ui/amount-field'
import { ConnectWalletButton } from '@/shared/ui/connect-wallet-button'
import { partBeside } from '@/shared/ui/part-beside'
import { QrCode } from '@/shared/ui/qr-code'
import { Skeleton } from '@/shared/ui/skeleton'
import { TextField } from '@/shared/ui/text-field'
import { EmptyState, ErrorState } from '@/shared/ui/states'
import { useCopy } from '@/shared/hooks/use-copy'
import { showToast } from '@/shared/ui/toast/toast-store'
import type { Chain } from '../api/funds-api'
import { ChainCoinFields } from '../components/chain-coin-fields'
import { DepositForm } from '../components/deposit-form'
import { useChains, useDepositAddress } from '../hooks/use-funds'
import { useReportDeposit } from '../hooks/use-funds-submit'
import { checkDepositReport } from '../model'
import '../funds.css'

// Paying from the wallet (the wallet layer's hooks) is not in the page's first download: it arrives
// beside the page's code, usually before the chains do.
const WalletDeposit = partBeside(() => import('../components/wallet-deposit'))

export default function RechargePage() {
  const { t } = useTranslation()
  const chains = useChains()
  const list = chains.data ?? []
  // The chain and coin last chosen on this device: a reload (or the next deposit) opens on them.
  const [choice, setChoice] = useState(keptChoice)
  const chain = list.find((c) => c.id === choice?.chainId) ?? list[0]
  const coin = choice && chain?.coins.includes(choice.coin) ? choice.coin : chain?.coins[0]

  return (
    <div className="page funds">
      <Link to={PATHS.rechargeRecord} className="btn btn--ghost btn--small funds-records-link">
        {t('page.rechargeRecord')}
      </Link>
      {chains.isPending ? (
        <Skeleton />
      ) : !chains.data ? (
        <ErrorState message={errorMessage(chains.error)} onRetry={() => void chains.refetch()} />
      ) : !chain || !coin ? (
        <EmptyState message={t('funds.deposit.noChains')} />
      ) : (
        <>
          <ChainCoinFields chains={list} chain={chain} coin={coin} onChange={(c, nextCoin) => setChoice(keepChoice({ chainId: c.id, coin: nextCoin }))} />
          <p className="card funds-warning" role="note">
            {t('funds.deposit.warning', { coin, chain: chain.name })}
          </p>
          <WalletDeposit chain={chain} coin={coin} />
          <DepositAddressCard chain={chain} coin={coin} />
          {/* A new chain or coin starts a new report: a hash typed for one chain is not another's. */}
          <ReportDepositForm key={`${chain.id}:${coin}`} chain={chain} coin={coin} />
        </>
      )}
    </div>
  )
}

function DepositAddressCard({ chain, coin }: { chain: Chain; coin: string }) {
  const { t } = useTranslation()
  const copy = useCopy()
  const connected = useSessionStore(selectIsConnected)
  const address = useDepositAddress(chain.id, coin)
  if (!connected) {
    return (
      <section className="card funds-address" aria-label={t('funds.deposit.address')}>
        <p>{t('funds.deposit.connectForAddress')}</p>
        <ConnectWalletButton block />
      </section>
    )
  }
  if (address.isPending) return <Skeleton />
  if (!address.data) return <ErrorState message={errorMessage(address.error)} onRetry={() => void address.refetch()} />
  // An answer without an address is no address to send money to.
  if (typeof address.data.address !== 'string' || !address.data.address) return <ErrorState message={t('common.error.serviceFailed')} onRetry={() => void address.refetch()} />
  return (
    <section className="card funds-address" aria-labelledby="deposit-address">
      <h2 id="deposit-address" className="card__title">
        {t('funds.deposit.addressOf', { coin, chain: chain.name })}
      </h2>
      <QrCode value={address.data.address} label={t('funds.deposit.qr', { address: address.data.address })} />
      <p className="funds-address__text" dir="ltr">
        {address.data.address}
      </p>
      <button type="button" className="btn btn--primary btn--block" onClick={() => void copy(address.data.address)}>
        {t('funds.deposit.copyAddress')}
      </button>
      <p className="muted">{t('funds.deposit.confirmations', { count: address.data.requiredConfirmations })}</p>
    </section>
  )
}

function ReportDepositForm({ chain, coin }: { chain: Chain; coin: string }) {
  const { t } = useTranslation()
  const connected = useSessionStore(selectIsConnected)
  const [amount, setAmount] = useState('')
  const [txHash, setTxHash] = useState('')
  const [errors, setErrors] = useState<{ amount?: FieldError; txHash?: FieldError }>({})
  const [reported, setReported] = useState(false)
  const { submit, busy } = useReportDeposit(() => {
    showToast(t('funds.deposit.reported'), 'success')
    setAmount('')
    setTxHash('')
    setReported(true)
  })
  if (!connected) return null

  const onSubmit = () => {
    const problems = checkDepositReport(amount, txHash, chain)
    setErrors(problems)
    if (!problems.amount && !problems.txHash) void submit({ chain: chain.id, coin, amount: amount.trim(), txHash: txHash.trim() })
  }

  return (
    <DepositForm titleId="report-deposit" title={t('funds.deposit.report')} hint={t('funds.deposit.reportHint')} onSubmit={onSubmit}>
      <AmountField
        label={t('funds.deposit.amountIn', { coin })}
        value={amount}
        error={errors.amount}
        onChange={(value) => {
          setErrors((e) => ({ ...e, amount: undefined }))
          setReported(false)
          setAmount(value)
        }}
      />
      <TextField
        label={t('funds.field.txHash')}
        value={txHash}
        placeholder={chain.kind === 'tron' ? t('funds.deposit.txHashTron') : t('funds.deposit.txHashEvm')}
        error={errors.txHash}
        code
        onChange={(value) => {
          setErrors((e) => ({ ...e, txHash: undefined }))
          setReported(false)
          setTxHash(value)
        }}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
        {busy ? t('common.submitting') : t('funds.deposit.submit')}
      </button>
      {reported && (
        <Link to={PATHS.rechargeRecord} className="btn btn--ghost btn--block">
          {t('funds.deposit.viewRecord')}
        </Link>
      )}
    </DepositForm>
  )
}

const CHOICE_KEY = 'depositChoice'
type Choice = { chainId: string; coin: string }

/** The choice kept on this device, if it reads as one (a chain the config no longer has falls back to the first). */
function keptChoice(): Choice | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(CHOICE_KEY) ?? 'null') as Partial<Choice> | null
    return typeof kept?.chainId === 'string' && typeof kept.coin === 'string' ? { chainId: kept.chainId, coin: kept.coin } : undefined
  } catch {
    return undefined
  }
}

function keepChoice(choice: Choice): Choice {
  try {
    localStorage.setItem(CHOICE_KEY, JSON.stringify(choice))
  } catch {
    // Private mode or a full quota: the choice lasts as long as the page.
  }
  return choice
}
