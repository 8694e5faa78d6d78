import { lazy, Suspense, useEffect, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { showNotDownloaded } from './toast/toast-store'

type SheetProps = { onClose: () => void }
type SheetModule<P extends SheetProps> = { default: ComponentType<P> }

/**
 * A sheet whose code loads when it is first opened (language, wallet choice, no wallet), so none of
 * it is in the first load. When its code cannot load (offline), a toast says so and it closes; the
 * next opening tries again. `preload` starts the download early (on the tap that may open it).
 */
export function sheetOnDemand<P extends SheetProps>(load: () => Promise<SheetModule<P>>): { Sheet: ComponentType<P>; preload: () => void } {
  const loadOrExplain = (): Promise<SheetModule<P>> =>
    load().catch((error: unknown) => {
      console.error(error)
      Loaded = lazy(loadOrExplain)
      return { default: Unavailable as ComponentType<P> }
    })
  let Loaded = lazy(loadOrExplain)
  function Sheet(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return { Sheet, preload: () => void loadOrExplain() }
}

function Unavailable({ onClose }: SheetProps) {
  const { t } = useTranslation()
  useEffect(() => {
    showNotDownloaded(t)
    onClose()
  }, [t, onClose])
  return null
}
