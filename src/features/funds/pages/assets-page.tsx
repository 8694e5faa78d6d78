import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { isUnpriced, totalValueInUsdt, useBalances, valueInUsdt } from '@/shared/api/balances'
import { errorMessage } from '@/shared/api/present-error'
import { formatAmount, formatMoney } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { KeyValue } from '@/shared/ui/key-value'
import { UnpricedNote } from '@/shared/ui/unpriced-note'
import { Skeleton } from '@/shared/ui/skeleton'
import { ErrorState, RefreshFailed } from '@/shared/ui/states'
import { RefreshControl } from '@/shared/ui/updated-ago'
import { useWalletHoldings } from '@/shared/wallet/holdings'
import { usePendingTransactionCount } from '@/shared/wallet/use-wallet-payment'
import '../funds.css'

const ACTIONS = [
  { to: PATHS.recharge, key: 'page.recharge' },
  { to: PATHS.withdraw, key: 'page.withdraw' },
  { to: PATHS.flashExchange, key: 'page.flashExchange' },
] as const

const RECORDS = [
  { to: PATHS.finance, key: 'page.finance' },
  { to: PATHS.earningsRecord, key: 'page.earningsRecord' },
  { to: PATHS.rechargeRecord, key: 'page.rechargeRecord' },
  { to: PATHS.withdrawRecord, key: 'page.withdrawRecord' },
] as const

export default function AssetsPage() {
  const { t } = useTranslation()
  const balances = useBalances()
  const list = balances.data ?? []
  const totalValue = totalValueInUsdt(list)
  const pending = usePendingTransactionCount()
  const strings = useAreaStrings('wallet')

  return (
    <div className="page funds">
      <section className="card funds-total" aria-labelledby="assets-total">
        <h2 id="assets-total" className="muted funds-total__label">
          {t('funds.assets.totalValue')}
        </h2>
        <p className="funds-total__value">{balances.data ? <bdi dir="ltr">{formatMoney(totalValue)} USDT</bdi> : '—'}</p>
        <UnpricedNote balances={list} />
        <RefreshControl query={balances} />
        <nav className="funds-actions" aria-label={t('funds.assets.actions')}>
          {ACTIONS.map((a) => (
            <Link key={a.to} to={a.to} className="btn btn--primary btn--small">
              {t(a.key)}
              {/* Wallet transactions still pending: followed on the deposit page. */}
              {a.to === PATHS.recharge && pending > 0 && strings && (
                <span className="funds-pending-badge" aria-label={t('funds.tx.pending', { count: pending })}>
                  <bdi dir="ltr">{pending}</bdi>
                </span>
              )}
            </Link>
          ))}
        </nav>
      </section>
      <RefreshFailed query={balances} />
      {balances.isPending ? (
        <Skeleton />
      ) : !balances.data ? (
        <ErrorState message={errorMessage(balances.error)} onRetry={() => void balances.refetch()} />
      ) : (
        <ul className="list__items">
          {list.map((b) => (
            <li key={b.coin} className="list__item">
              <article className="card funds-coin" aria-labelledby={`coin-${b.coin}`}>
                <header className="funds-record__head">
                  <h2 id={`coin-${b.coin}`} className="funds-record__title">
                    {b.coin}
                  </h2>
                  <span className="muted">
                    {isUnpriced(b) ? t('funds.assets.noPrice') : <>≈ <bdi dir="ltr">{formatMoney(valueInUsdt(b))} USDT</bdi></>}
                  </span>
                </header>
                <dl className="funds-kv">
                  <KeyValue label={t('funds.assets.total')}>
                    {formatAmount(b.total, b.coin)}
                  </KeyValue>
                  <KeyValue label={t('funds.assets.available')}>
                    {formatAmount(b.available, b.coin)}
                  </KeyValue>
                  <KeyValue label={t('funds.assets.frozen')}>
                    {formatAmount(b.frozen, b.coin)}
                  </KeyValue>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
      <WalletHoldings />
      <ul className="menu" aria-label={t('funds.assets.records')}>
        {RECORDS.map((r) => (
          <li key={r.to} className="menu__item">
            <Link to={r.to} className="menu__link">
              <span>{t(r.key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What the connected wallet holds of the coins it can pay with, apart from the balances above, with a way to deposit them. */
function WalletHoldings() {
  const { t } = useTranslation()
  const holdings = useWalletHoldings().data ?? []
  if (holdings.length === 0) return null
  return (
    <section className="card" aria-labelledby="wallet-holdings">
      <h2 id="wallet-holdings" className="card__title">
        {t('funds.wallet.title')}
      </h2>
      <p className="muted">{t('funds.wallet.note')}</p>
      <dl className="funds-kv">
        {holdings.map((h) => (
          <KeyValue key={`${h.chainId}:${h.coin}`} label={`${h.coin} · ${h.chainName}`}>
            {h.amount !== null ? formatAmount(h.amount, h.coin) : h.unknown === 'otherChain' ? t('funds.wallet.otherChain') : t('funds.wallet.unread')}
          </KeyValue>
        ))}
      </dl>
      <Link to={PATHS.recharge} className="btn btn--ghost btn--small">
        {t('funds.wallet.deposit')}
      </Link>
    </section>
  )
}
