import { useTranslation } from 'react-i18next'
import { useCopy } from '@/shared/hooks/use-copy'
import { maskMiddle } from '@/shared/lib/mask'
import { KeyValue } from '@/shared/ui/key-value'
import './paid-to-row.css'

/** "Paid to": the contract the wallet approves and pays (masked, the whole address in its title), with Copy. For a confirm step's <dl>. */
export function PaidToRow({ address }: { address: string }) {
  const { t } = useTranslation()
  const copy = useCopy()
  return (
    <KeyValue label={t('funds.pay.paidTo')}>
      <span className="paid-to">
        <bdi dir="ltr" title={address}>
          {maskMiddle(address)}
        </bdi>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void copy(address)}>
          {t('common.copy')}
        </button>
      </span>
    </KeyValue>
  )
}
