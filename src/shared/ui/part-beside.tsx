import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { untilLoaded } from '@/shared/lib/network'

/**
 * A part of a page that downloads beside the page's own code (the import starts as soon as the page
 * module runs), not before the page's first render: it shows `fallback` until it is here. Parts
 * that wait for their data anyway (an export panel, paying from the wallet, an announcement's body)
 * rarely show the fallback at all. Offline, the page shows without the part until the network is back.
 */
export function partBeside<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ReactNode = null): ComponentType<P> {
  const first = load()
  first.catch(() => undefined)
  // Offline, it comes when the network is back (the fallback stays meanwhile).
  const Part = lazy(() => first.catch(() => untilLoaded(load)))
  return function PartBeside(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    )
  }
}
