import { useTranslation } from 'react-i18next'
import { SelectField } from '@/shared/ui/select-field'
import type { Chain } from '../api/funds-api'

interface ChainCoinFieldsProps {
  chains: readonly Chain[]
  chain: Chain
  coin: string
  /** A new chain keeps the coin when the chain carries it, else takes the chain's first. */
  onChange: (chain: Chain, coin: string) => void
}

/** The chain, then the coin it carries: what a deposit or a withdrawal travels on. */
export function ChainCoinFields({ chains, chain, coin, onChange }: ChainCoinFieldsProps) {
  const { t } = useTranslation()
  return (
    <div className="funds-pickers">
      <SelectField
        label={t('funds.chain')}
        value={chain.id}
        options={chains.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(id) => {
          const next = chains.find((c) => c.id === id) ?? chain
          onChange(next, next.coins.includes(coin) ? coin : next.coins[0])
        }}
      />
      <SelectField label={t('funds.coin')} value={coin} options={chain.coins.map((c) => ({ value: c, label: c }))} onChange={(c) => onChange(chain, c)} />
    </div>
  )
}
