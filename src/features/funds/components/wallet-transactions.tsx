import type { TFunction } from 'i18next'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { useTranslation } from 'react-i18next'
import { maskMiddle } from '@/shared/lib/mask'
import type { TrackedTransaction } from '@/shared/wallet/tx-tracker'
import { useChains } from '../hooks/use-funds'
import { useDismissTransaction, useWalletTransactions } from '@/shared/wallet/use-wallet-payment'
import { explorerTxUrl } from '../model'
import { evmPaymentOf } from '@/shared/api/contract/funds'

const TONE: Record<TrackedTransaction['status'], string> = { pending: 'info', confirmed: 'up', failed: 'down', replaced: 'muted', dropped: 'muted' }

/** The transactions this app sent from the wallet, followed until final; nothing when there are none. */
export function WalletTransactions() {
  const { t } = useTranslation()
  const list = useWalletTransactions().data ?? []
  const chains = useChains().data ?? []
  const dismiss = useDismissTransaction()
  const strings = useAreaStrings('wallet')
  if (list.length === 0 || !strings) return null
  return (
    <section className="card funds-txs" aria-labelledby="wallet-transactions">
      <h2 id="wallet-transactions" className="card__title">
        {t('funds.tx.title')}
      </h2>
      <ul className="funds-txs__list">
        {list.map((tx) => {
          const url = explorerTxUrl(
            chains.find((c) => (tx.tron ? c.id === tx.tron.chain : evmPaymentOf(c)?.chainId === tx.chainId)),
            tx.hash,
          )
          const hash = (
            <bdi dir="ltr" className="funds-txs__hash">
              {maskMiddle(tx.hash)}
            </bdi>
          )
          return (
            <li key={tx.hash} className="funds-txs__item">
              <span className="funds-txs__kind">{t(`funds.tx.kind.${tx.kind}`)}</span>
              <span className={`badge badge--${TONE[tx.status]}`}>
                {statusText(t, tx)}
                {tx.status === 'pending' && (
                  <>
                    {' '}
                    <bdi dir="ltr">
                      {tx.confirmations}/{tx.requiredConfirmations}
                    </bdi>
                  </>
                )}
              </span>
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t('funds.tx.viewOnExplorer', { hash: maskMiddle(tx.hash) })}>
                  {hash}
                </a>
              ) : (
                hash
              )}
              <button type="button" className="btn btn--ghost btn--small" aria-label={t('funds.tx.dismissOf', { hash: maskMiddle(tx.hash) })} onClick={() => dismiss(tx.hash)}>
                {t('funds.tx.dismiss')}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function statusText(t: TFunction, tx: TrackedTransaction): string {
  // A failed transaction says what failed, as the spec words it.
  if (tx.status === 'failed') return t(tx.kind === 'pay' ? 'funds.pay.problem.transactionFailed' : 'funds.pay.problem.approvalFailed')
  return t(`funds.tx.status.${tx.status}`)
}
