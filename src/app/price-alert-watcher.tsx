import { useEffect, useState, type ComponentType } from 'react'
import { usePainted } from '@/shared/hooks/use-painted'
import { untilLoaded } from '@/shared/lib/network'
import { useAccountAlerts } from '@/shared/stores/price-alerts'

/**
 * On every screen, while the account has price alerts: the watch (price-alert-watch.tsx), whose
 * code, the quotes it polls and the money math load only then, after the first paint. With no
 * alert nothing loads and nothing is asked.
 */
export function PriceAlertWatcher() {
  const watching = useAccountAlerts().length > 0
  const painted = usePainted()
  const [Watch, setWatch] = useState<ComponentType>()
  useEffect(() => {
    if (!watching || !painted || Watch) return
    let mounted = true
    void untilLoaded(() => import('./price-alert-watch')).then((module) => mounted && setWatch(() => module.default))
    return () => {
      mounted = false
    }
  }, [watching, painted, Watch])
  return watching && Watch ? <Watch /> : null
}
