import { lazy, Suspense } from 'react'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { usePaymentWalletKind } from './payment-wallet'

// A payment left mid-way (stranded-payments.tsx) is shown where the wallet pays: a machine, the
// token sale, staking. Its code loads for a connected user with a wallet only, not with the page.
const StrandedPayments = lazy(() => import('./stranded-payments').then((m) => ({ default: m.StrandedPayments })))

/** The account's payments left mid-way: a resumed spend going on, or an approval to finish or give back. */
export function UnfinishedPayments() {
  const connected = useSessionStore(selectIsConnected)
  const walletKind = usePaymentWalletKind()
  if (!connected || !walletKind) return null
  return (
    <Suspense fallback={null}>
      <StrandedPayments />
    </Suspense>
  )
}
