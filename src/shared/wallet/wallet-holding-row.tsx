import { useTranslation } from 'react-i18next'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { formatAmount } from '@/shared/lib/format'
import { KeyValue } from '@/shared/ui/key-value'
import { useWalletHoldings } from './holdings'

/**
 * "In your wallet (network)": what the connected wallet holds of `coin`, as a row beside the
 * balance a payment would come from; nothing where the wallet cannot pay in that coin.
 */
export function WalletHoldingRow({ coin }: { coin: string }) {
  const { t } = useTranslation()
  const strings = useAreaStrings('wallet')
  const holding = useWalletHoldings(coin).data?.[0]
  if (!strings || !holding) return null
  return (
    <KeyValue label={t('funds.pay.inWallet', { chain: holding.chainName })}>
      {holding.amount !== null ? `${formatAmount(holding.amount, coin)} ${coin}` : holding.unknown === 'otherChain' ? t('funds.pay.inWalletOtherChain') : t('funds.pay.inWalletUnread')}
    </KeyValue>
  )
}
