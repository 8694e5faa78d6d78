import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { maskMiddle } from '@/shared/lib/mask'
import { KeyValue } from '@/shared/ui/key-value'
import './paid-to-row.css'

/** "Paid to": the contract the wallet approves and pays (masked, the whole address in its title), and what the screen puts beside it (a Copy button). For a confirm step's <dl>. */
export function PaidToRow({ address, children }: { address: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <KeyValue label={t('funds.pay.paidTo')}>
      <span className="paid-to">
        <bdi dir="ltr" title={address}>
          {maskMiddle(address)}
        </bdi>
        {children}
      </span>
    </KeyValue>
  )
}
