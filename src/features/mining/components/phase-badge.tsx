import { useTranslation } from 'react-i18next'
import type { Machine } from '../api/mining-api'

type Badge = 'joined' | 'ended' | 'soldOut' | 'comingSoon' | 'inProgress'

/** What the badge says: the user's own participation first, then why it cannot be bought. */
export function badgeOf(machine: Pick<Machine, 'joined' | 'phase' | 'soldOut'>): Badge {
  if (machine.joined) return 'joined'
  if (machine.phase === 'ended') return 'ended'
  if (machine.soldOut) return 'soldOut'
  return machine.phase
}

const TONE: Record<Badge, string> = { inProgress: 'up', comingSoon: 'info', joined: 'accent', ended: 'muted', soldOut: 'muted' }

export function PhaseBadge({ machine }: { machine: Pick<Machine, 'joined' | 'phase' | 'soldOut'> }) {
  const { t } = useTranslation()
  const badge = badgeOf(machine)
  return <span className={`badge badge--${TONE[badge]}`}>{t(`mining.phase.${badge}`)}</span>
}
