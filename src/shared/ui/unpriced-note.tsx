import { useTranslation } from 'react-i18next'
import { unpricedCoinsHeld } from '@/shared/api/balances'
import type { Balance } from '@/shared/api/contract/funds'
import { useAreaStrings } from '@/shared/i18n/use-area-strings'
import { listFormat } from '@/shared/lib/intl'

/** Under a total value: the coins held that it leaves out, having no market price yet. */
export function UnpricedNote({ balances }: { balances: readonly Balance[] }) {
  const { t, i18n } = useTranslation()
  const ready = useAreaStrings('funds')
  const coins = unpricedCoinsHeld(balances)
  if (!ready || coins.length === 0) return null
  return <p className="muted unpriced-note">{t('funds.assets.totalLeavesOut', { coins: listFormat(i18n.language, { type: 'conjunction' }).format(coins) })}</p>
}
