import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { usernameOf, useSessionStore } from '@/shared/stores/session-store'

// Price alerts: a price the user wants to hear about, per account on this device (localStorage;
// the backend has no alerts code: docs/api.md). Whether it waits for the price to rise to it or to
// fall to it is fixed when it is set, from the price then; it fires once, and goes.

export const PRICE_ALERTS_KEY = 'priceAlerts'
/** At most this many per account: each is checked against every quote poll. */
export const MAX_ALERTS = 50

export interface PriceAlert {
  id: string
  symbol: string
  /** As the user typed it, checked: a plain decimal. */
  price: string
  direction: 'above' | 'below'
}

interface PriceAlertsState {
  /** Each account's alerts, by its address ('' for a visitor). */
  byAccount: Record<string, PriceAlert[]>
  add: (account: string, alert: Omit<PriceAlert, 'id'>) => void
  remove: (account: string, id: string) => void
}

const isAlert = (v: unknown): v is PriceAlert => {
  const a = v as PriceAlert
  return typeof a === 'object' && a !== null && typeof a.id === 'string' && typeof a.symbol === 'string' && /^\d+(\.\d+)?$/.test(String(a.price)) && (a.direction === 'above' || a.direction === 'below')
}

export const usePriceAlerts = create<PriceAlertsState>()(
  persist(
    (set) => ({
      byAccount: {},
      add: (account, alert) =>
        set((s) => ({ byAccount: { ...s.byAccount, [account]: [...(s.byAccount[account] ?? []), { ...alert, id: `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` }].slice(-MAX_ALERTS) } })),
      remove: (account, id) => set((s) => ({ byAccount: { ...s.byAccount, [account]: (s.byAccount[account] ?? []).filter((a) => a.id !== id) } })),
    }),
    {
      name: PRICE_ALERTS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ byAccount: s.byAccount }),
      // Anything else in storage counts as no alert.
      merge: (saved, current) => {
        const byAccount = (saved as { byAccount?: unknown } | undefined)?.byAccount
        const kept: Record<string, PriceAlert[]> = {}
        if (typeof byAccount === 'object' && byAccount !== null) {
          for (const [account, alerts] of Object.entries(byAccount)) if (Array.isArray(alerts)) kept[account] = alerts.filter(isAlert).slice(-MAX_ALERTS)
        }
        return { ...current, byAccount: kept }
      },
    },
  ),
)

const NONE: PriceAlert[] = []

/** The account the alerts belong to: the signed-in address, or '' for a visitor. */
export function useAlertAccount(): string {
  return useSessionStore((s) => usernameOf(s.user))
}

/** The alerts of the account shown. */
export function useAccountAlerts(): PriceAlert[] {
  const account = useAlertAccount()
  return usePriceAlerts((s) => s.byAccount[account] ?? NONE)
}
