import { useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { usePainted } from '@/shared/hooks/use-painted'
import { untilLoaded } from '@/shared/lib/network'

interface AfterFirstPaintProps {
  /** The part's own chunk. */
  load: () => Promise<{ default: ComponentType }>
  /** Whether the part is needed at all (nothing loads while it is not); default true. */
  wanted?: boolean
  /** What stands in its place until its code is in. */
  fallback?: ReactNode
}

/**
 * A part whose code loads after the page's first paint, once it is wanted, and shows when it is in.
 * Offline, it loads when the network is back (a failed import would take the screen down). Not
 * React.lazy: a part that suspends is revealed at least 300 ms after its placeholder (React's
 * Suspense throttle), and its own calls start only then.
 */
export function AfterFirstPaint({ load, wanted = true, fallback = null }: AfterFirstPaintProps) {
  const painted = usePainted()
  const [Part, setPart] = useState<ComponentType>()
  useEffect(() => {
    if (!wanted || !painted || Part) return
    let mounted = true
    void untilLoaded(load).then((module) => mounted && setPart(() => module.default))
    return () => {
      mounted = false
    }
  }, [wanted, painted, Part, load])
  return wanted && Part ? <Part /> : fallback
}
