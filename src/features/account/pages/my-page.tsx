import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { totalValueInUsdt, useBalances } from '@/shared/api/balances'
import { errorMessage } from '@/shared/api/present-error'
import { useCopy } from '@/shared/hooks/use-copy'
import { isPositive } from '@/shared/lib/decimal'
import { formatAmount, formatMoney } from '@/shared/lib/format'
import { maskMiddle } from '@/shared/lib/mask'
import { LANGUAGES } from '@/shared/i18n/languages'
import { PATHS } from '@/shared/paths'
import { endSession } from '@/shared/stores/session-lifecycle'
import { usernameOf, useSessionStore } from '@/shared/stores/session-store'
import { ConfirmDialog } from '@/shared/ui/confirm-dialog'
import { ChevronIcon } from '@/shared/ui/icons'
import { LanguageSheet } from '@/shared/ui/language-button'
import { KeyValue } from '@/shared/ui/key-value'
import { UnpricedNote } from '@/shared/ui/unpriced-note'
import { ErrorState, RefreshFailed } from '@/shared/ui/states'
import { RefreshControl } from '@/shared/ui/updated-ago'
import { useAccount } from '../hooks/use-account'
import '../account.css'

/** A placeholder's content: a line's height, no visible text. */
const NBSP = '\u00a0'

const MENU = [
  { to: PATHS.assets, key: 'page.assets' },
  { to: PATHS.finance, key: 'page.finance' },
  { to: PATHS.earningsRecord, key: 'page.earningsRecord' },
  { to: PATHS.myMiningMachine, key: 'page.myMiningMachine' },
  { to: PATHS.miningIncome, key: 'page.miningIncome' },
  { to: PATHS.idoPosition, key: 'page.idoPosition' },
  { to: PATHS.stakingRecord, key: 'page.stakingRecord' },
  { to: PATHS.withdrawRecord, key: 'page.withdrawRecord' },
  { to: PATHS.addressBook, key: 'page.addressBook' },
  { to: PATHS.rechargeRecord, key: 'page.rechargeRecord' },
  { to: PATHS.flashRedemptionRecord, key: 'page.flashRedemptionRecord' },
  { to: PATHS.inviteMining, key: 'page.inviteMining' },
  { to: PATHS.myQrCode, key: 'page.myQrCode' },
  { to: PATHS.news, key: 'page.news' },
  { to: PATHS.contactUs, key: 'page.contactUs' },
] as const

export default function MyPage() {
  const { t } = useTranslation()
  const username = useSessionStore((s) => usernameOf(s.user))
  const language = useSessionStore((s) => s.language)
  const [languageOpen, setLanguageOpen] = useState(false)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const account = useAccount()

  const copy = useCopy()
  const disconnect = () => {
    setConfirmOpen(false)
    endSession('disconnected')
  }

  return (
    <div className="page">
      <section className="card" aria-label={t('my.wallet')}>
        <p className="muted">{t('my.wallet')}</p>
        <div className="kv">
          <span className="my__address" dir="ltr">
            {maskMiddle(username)}
          </span>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void copy(username)}>
            {t('common.copy')}
          </button>
        </div>
        {account.isPending && <AccountRowsLoading />}
        {account.isError && !account.data && <ErrorState inline message={errorMessage(account.error)} onRetry={() => void account.refetch()} />}
        <RefreshFailed query={account} />
        {account.data && (
          <>
            <div className="kv">
              <span>{t('my.inviteCode')}</span>
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void copy(account.data!.user.inviteCode)} aria-label={`${t('my.inviteCode')} ${account.data.user.inviteCode} · ${t('common.copy')}`}>
                <span dir="ltr">{account.data.user.inviteCode}</span>
              </button>
            </div>
            <div className="kv">
              <span>{t('my.inviter')}</span>
              <bdi>{account.data.user.inviterCode || t('my.inviterNone')}</bdi>
            </div>
            <div className="kv">
              <span>{t('my.directCount')}</span>
              <span>{account.data.info.directCount}</span>
            </div>
            <div className="kv">
              <span>{t('my.indirectCount')}</span>
              <span>{account.data.info.indirectCount}</span>
            </div>
          </>
        )}
      </section>
      <BalancesSummary />
      <ul className="menu">
        {MENU.map((item) => (
          <li key={item.to} className="menu__item">
            <Link to={item.to} className="menu__link">
              <span>{t(item.key)}</span>
              <ChevronIcon className="menu__chevron flip-rtl" />
            </Link>
          </li>
        ))}
        <li className="menu__item">
          <button type="button" className="menu__link" onClick={() => setLanguageOpen(true)}>
            <span>{t('language.choose')}</span>
            <span className="muted">{LANGUAGES.find((l) => l.code === language)?.name}</span>
          </button>
        </li>
      </ul>
      <button type="button" className="btn btn--danger btn--block" onClick={() => setConfirmOpen(true)}>
        {t('wallet.disconnect')}
      </button>
      {languageOpen && <LanguageSheet onClose={() => setLanguageOpen(false)} />}
      <ConfirmDialog
        open={confirmOpen}
        title={t('wallet.disconnect')}
        confirmLabel={t('wallet.disconnect')}
        onConfirm={disconnect}
        onCancel={() => setConfirmOpen(false)}
      >
        <p>{t('wallet.disconnectConfirm')}</p>
      </ConfirmDialog>
    </div>
  )
}

/**
 * Grey rows as tall as the account rows will be, while they load: the card keeps its height, so the
 * menu below does not move under a finger about to tap it (it moved 114 px when one "Loading" line
 * became four rows).
 */
function AccountRowsLoading() {
  const { t } = useTranslation()
  const grey = <span className="skeleton__line my__placeholder">{NBSP}</span>
  return (
    <div role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div aria-hidden="true">
        <div className="kv">
          {grey}
          {/* The invitation code's value is a small button: its row is that tall. */}
          <span className="btn btn--ghost btn--small my__placeholder-button">{grey}</span>
        </div>
        {[1, 2, 3].map((row) => (
          <div key={row} className="kv">
            {grey}
            {grey}
          </div>
        ))}
      </div>
    </div>
  )
}

/** What the wallet holds, in short: the total value, each coin held, and when it was fetched (My assets has the rest). */
function BalancesSummary() {
  const { t } = useTranslation()
  const balances = useBalances()
  const held = balances.data?.filter((b) => isPositive(b.total)) ?? []
  return (
    <section className="card my-balances" aria-labelledby="my-balances-title">
      <h2 id="my-balances-title" className="muted my-balances__label">
        {t('funds.assets.totalValue')}
      </h2>
      <p className="my-balances__total">{balances.data ? <bdi dir="ltr">{formatMoney(totalValueInUsdt(balances.data))} USDT</bdi> : '—'}</p>
      <UnpricedNote balances={balances.data ?? []} />
      <RefreshControl query={balances} />
      <RefreshFailed query={balances} />
      {balances.isError && !balances.data && <ErrorState inline message={errorMessage(balances.error)} onRetry={() => void balances.refetch()} />}
      {/* The room of one coin held (most users hold one) while the balances load: the menu below stays put. */}
      {balances.isPending && (
        <dl aria-hidden="true">
          <KeyValue label={<span className="skeleton__line my__placeholder">{NBSP}</span>}>
            <span className="skeleton__line my__placeholder">{NBSP}</span>
          </KeyValue>
        </dl>
      )}
      {held.length > 0 && (
        <dl>
          {held.map((b) => (
            <KeyValue key={b.coin} label={b.coin}>
              {formatAmount(b.total, b.coin)}
            </KeyValue>
          ))}
        </dl>
      )}
    </section>
  )
}
