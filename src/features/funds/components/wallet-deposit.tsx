import type { Chain } from '../api/funds-api'
import { StrandedPayments } from '@/shared/wallet/stranded-payments'
import { PayFromWallet } from './pay-from-wallet'
import { WalletTransactions } from './wallet-transactions'

/**
 * Paying a deposit from the wallet, a payment left between its approval and its payment (whatever
 * chain is chosen), and the transactions sent: the deposit page loads it beside its own code.
 */
export default function WalletDeposit({ chain, coin }: { chain: Chain; coin: string }) {
  return (
    <>
      <StrandedPayments />
      {/* A new chain or coin starts a new payment too. */}
      <PayFromWallet key={`pay:${chain.id}:${coin}`} chain={chain} coin={coin} />
      <WalletTransactions />
    </>
  )
}
