import { useAccountAlerts } from '@/shared/stores/price-alerts'
import { AfterFirstPaint } from '@/shared/ui/after-first-paint'

const loadWatch = () => import('./price-alert-watch')

/**
 * On every screen, while the account has price alerts: the watch (price-alert-watch.tsx), whose
 * code, the quotes it polls and the money math load only then, after the first paint. With no
 * alert nothing loads and nothing is asked.
 */
export function PriceAlertWatcher() {
  return <AfterFirstPaint load={loadWatch} wanted={useAccountAlerts().length > 0} />
}
