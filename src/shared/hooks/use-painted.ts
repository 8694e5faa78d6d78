import { useEffect, useState } from 'react'
import { afterFirstPaint } from '@/shared/lib/first-paint'

/**
 * False until the page's first contentful paint, then true: a screen starts what its first paint
 * does not need (its data calls, a chart library) only then, so neither the browser nor
 * Lighthouse's simulation puts that work in front of the paint. After an in-app navigation the
 * paint happened long ago and this is true on the next tick.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let mounted = true
    void afterFirstPaint().then(() => mounted && setPainted(true))
    return () => {
      mounted = false
    }
  }, [])
  return painted
}
