import type { Chain } from '../api/funds-api'
import { PayFromWallet } from './pay-from-wallet'
import { WalletTransactions } from './wallet-transactions'

/** Paying a deposit from the wallet, and the transactions sent: the deposit page loads it beside its own code. */
export default function WalletDeposit({ chain, coin }: { chain: Chain; coin: string }) {
  return (
    <>
      {/* A new chain or coin starts a new payment too. */}
      <PayFromWallet key={`pay:${chain.id}:${coin}`} chain={chain} coin={coin} />
      <WalletTransactions />
    </>
  )
}
