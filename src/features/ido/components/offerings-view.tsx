import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/shared/api/present-error'
import { prepareDateFormats } from '@/shared/lib/intl'
import { selectIsConnected, useSessionStore } from '@/shared/stores/session-store'
import { Skeleton } from '@/shared/ui/skeleton'
import { EmptyState, ErrorState, RefreshFailed } from '@/shared/ui/states'
import { showToast } from '@/shared/ui/toast/toast-store'
import type { IdoPhase } from '../api/ido-api'
import { useOfferings, useRefreshIdo } from '../hooks/use-ido'
import { IdoSubNav } from './ido-sub-nav'
import { OfferingCard } from './offering-card'
import { UnfinishedPayments } from '@/shared/wallet/unfinished-payments'
import { sheetOnDemand } from '@/shared/ui/sheet-on-demand'
import '../ido.css'

// The subscribe sheet and its wallet payment (the split, the progress, the contracts) load on the
// first Subscribe tap, not with the list.
const { Sheet: SubscribeSheet, preload: preloadSubscribeSheet } = sheetOnDemand(() => import('./subscribe-sheet'))

const EMPTY_KEY = { comingSoon: 'ido.empty.comingSoon', inProgress: 'ido.empty.inProgress', ended: 'ido.empty.ended' } as const

/** The offerings of one phase under the IDO sub-navigation; in progress ones can be subscribed. */
export function OfferingsView({ phase }: { phase: IdoPhase }) {
  const { t } = useTranslation()
  const connected = useSessionStore(selectIsConnected)
  const offerings = useOfferings(phase)
  const refresh = useRefreshIdo()
  const [subscribingId, setSubscribingId] = useState<string | null>(null)
  // What was typed, per offering: kept after a failure and when the sheet is closed and reopened.
  const [quantities, setQuantities] = useState<Record<string, string>>({})
  // Every card shows its start and end (shared/lib/intl.ts).
  useEffect(prepareDateFormats, [])

  const data = offerings.data
  // The countdowns run on the server's clock: its time when it answered, moved on by this device's.
  const offset = data ? Date.parse(data.serverTime) - offerings.dataUpdatedAt : 0
  const subscribing = data?.list.find((o) => o.id === subscribingId) ?? null

  const openSubscribe = (id: string) => {
    if (!connected) return showToast(t('auth.connectFirst'), 'error')
    preloadSubscribeSheet()
    setQuantities((q) => ({ ...q, [id]: q[id] ?? '' }))
    setSubscribingId(id)
  }

  return (
    <div className="page ido">
      <IdoSubNav />
      {/* Above the list, not below it: the notice stays in place when the offerings arrive. */}
      <p className="risk-note">{t('ido.risk')}</p>
      {/* A subscription paid from the wallet and interrupted (a reload) goes on here. */}
      <UnfinishedPayments />
      <section aria-live="polite" aria-busy={offerings.isFetching}>
        <RefreshFailed query={offerings} />
        {offerings.isPending ? (
          <Skeleton />
        ) : !data ? (
          <ErrorState message={errorMessage(offerings.error)} onRetry={() => void offerings.refetch()} />
        ) : !data.list.length ? (
          <EmptyState message={t(EMPTY_KEY[phase])} />
        ) : (
          <ul className="list__items">
            {data.list.map((o) => (
              <li key={o.id}>
                <OfferingCard offering={o} offset={offset} onSubscribe={() => openSubscribe(o.id)} onPhaseOver={refresh} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {subscribing && (
        <SubscribeSheet
          offering={subscribing}
        quantity={subscribingId ? (quantities[subscribingId] ?? '') : ''}
        onQuantityChange={(value) => subscribingId && setQuantities((q) => ({ ...q, [subscribingId]: value }))}
        onClose={() => setSubscribingId(null)}
          onSubscribed={() => {
            setQuantities((q) => ({ ...q, [subscribingId ?? '']: '' }))
            setSubscribingId(null)
          }}
        />
      )}
    </div>
  )
}
