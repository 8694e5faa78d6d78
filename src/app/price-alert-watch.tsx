import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { quotesQuery } from '@/shared/api/market'
import { compare, withThousands } from '@/shared/lib/decimal'
import { useAccountAlerts, useAlertAccount, usePriceAlerts, type PriceAlert } from '@/shared/stores/price-alerts'
import { showToast } from '@/shared/ui/toast/toast-store'

/** Whether `price` has reached the alert: risen to it or above, or fallen to it or below. */
export function reached(alert: PriceAlert, price: string): boolean {
  const order = compare(price, alert.price)
  return alert.direction === 'above' ? order >= 0 : order <= 0
}

/**
 * The quotes polled (in the background too, as slowly as the browser lets a hidden tab), and each
 * alert a quote has reached said once: a toast and, when the app is in the background and the user
 * allowed it, a notification of the service worker.
 */
export default function PriceAlertWatch() {
  const { t } = useTranslation()
  const account = useAlertAccount()
  const alerts = useAccountAlerts()
  const remove = usePriceAlerts((s) => s.remove)
  const quotes = useQuery({ ...quotesQuery('all'), refetchIntervalInBackground: true })
  const list = Array.isArray(quotes.data?.list) ? quotes.data.list : undefined
  useEffect(() => {
    if (!list) return
    for (const alert of alerts) {
      const price = list.find((q) => q.symbol === alert.symbol)?.price
      if (!price || !reached(alert, price)) continue
      // Gone before it is said: it fires once.
      remove(account, alert.id)
      const message = t(alert.direction === 'above' ? 'alerts.fired.above' : 'alerts.fired.below', { symbol: alert.symbol, price: withThousands(price), target: withThousands(alert.price) })
      showToast(message, 'info')
      if (document.visibilityState === 'hidden') void notify(t('alerts.title'), message)
    }
  }, [list, alerts, account, remove, t])
  return null
}

/** A system notification through the service worker, when the user allowed them. */
async function notify(title: string, body: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return
  try {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.showNotification(title, { body, tag: body })
  } catch {
    // The toast has said it already.
  }
}
