import { useTranslation } from 'react-i18next'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { useCopy } from '@/shared/hooks/use-copy'
import { KeyValue } from '@/shared/ui/key-value'
import './paid-to-rows.css'

/**
 * Where a wallet payment goes, for a confirm step's <dl>: the service contract the wallet approves
 * and pays, and the token contract it approves on, each whole and checksummed (the build pinned
 * them: payment-targets.ts), so the user can match them with what the wallet shows; each copyable.
 */
export function PaidToRows({ service, token }: { service: string; token: string }) {
  const { t } = useTranslation()
  if (!useAreaStrings('wallet')) return null
  return (
    <>
      <KeyValue label={t('funds.pay.paidTo')}>
        <FullAddress address={service} />
      </KeyValue>
      <KeyValue label={t('funds.pay.tokenContract')}>
        <FullAddress address={token} />
      </KeyValue>
    </>
  )
}

function FullAddress({ address }: { address: string }) {
  const { t } = useTranslation()
  const copy = useCopy()
  return (
    <span className="paid-to">
      <bdi dir="ltr" className="paid-to__address">
        {address}
      </bdi>
      <button type="button" className="btn btn--ghost btn--small" aria-label={t('funds.pay.copyAddress', { address })} onClick={() => void copy(address)}>
        {t('common.copy')}
      </button>
    </span>
  )
}
