import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from '@/shared/router'
import { RESP_CODES } from '@/shared/api/contract/envelope'
import { RpcError } from '@/shared/api/errors'
import { errorMessage } from '@/shared/api/present-error'
import { formatAmount } from '@/shared/lib/format'
import { PATHS } from '@/shared/paths'
import { KeyValue } from '@/shared/ui/key-value'
import { Skeleton } from '@/shared/ui/skeleton'
import { EmptyState, ErrorState, RefreshFailed } from '@/shared/ui/states'
import { RefreshControl } from '@/shared/ui/updated-ago'
import { StatusTimeline } from '../components/status-timeline'
import { WithdrawalSummary } from '../components/withdrawal-summary'
import { useChainName, useWithdrawal } from '../hooks/use-funds'
import '../funds.css'

/** One withdrawal: what, where, the fee, and the way it went so far, step by step. */
export default function WithdrawalDetailsPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const withdrawal = useWithdrawal(id)
  const w = withdrawal.data
  const chainName = useChainName(w?.chain ?? '')

  // No id, or one the server does not know (another user's, a mistyped link): nothing to retry.
  if (!id || (withdrawal.error instanceof RpcError && withdrawal.error.code === RESP_CODES.notFound)) return <NotFound />
  return (
    <div className="page funds">
      <RefreshControl query={withdrawal} />
      <RefreshFailed query={withdrawal} />
      {withdrawal.isPending ? (
        <Skeleton />
      ) : !w ? (
        <ErrorState message={errorMessage(withdrawal.error)} onRetry={() => void withdrawal.refetch()} />
      ) : (
        <>
          <section className="card funds-record" aria-labelledby="withdrawal-title">
            <WithdrawalSummary withdrawal={w} titleId="withdrawal-title" chainName={chainName} fullAddress>
              <KeyValue label={t('funds.withdraw.amount')}>
                {formatAmount(w.amount, w.coin)} {w.coin}
              </KeyValue>
              <KeyValue label={t('funds.withdraw.fee')}>
                {formatAmount(w.fee, w.coin)} {w.coin}
              </KeyValue>
              <KeyValue label={t('funds.withdraw.arrival')}>
                {formatAmount(w.amount, w.coin)} {w.coin}
              </KeyValue>
              <KeyValue label={t('funds.withdraw.total')}>
                {formatAmount(w.total, w.coin)} {w.coin}
              </KeyValue>
              {w.txHash && (
                <KeyValue label={t('funds.field.txHash')}>
                  <span className="funds-address__text">{w.txHash}</span>
                </KeyValue>
              )}
              <KeyValue label={t('funds.field.orderId')}>
                {w.id}
              </KeyValue>
            </WithdrawalSummary>
          </section>
          <section className="card" aria-labelledby="withdrawal-steps">
            <h2 id="withdrawal-steps" className="card__title">
              {t('funds.withdrawal.timeline')}
            </h2>
            <StatusTimeline withdrawal={w} />
          </section>
        </>
      )}
    </div>
  )
}

function NotFound() {
  const { t } = useTranslation()
  return (
    <div className="page funds">
      <EmptyState message={t('funds.withdrawal.notFound')} />
      <Link to={PATHS.withdrawRecord} className="btn btn--primary btn--block">
        {t('page.withdrawRecord')}
      </Link>
    </div>
  )
}
