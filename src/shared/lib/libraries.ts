import { loadOnce } from './network'

// decimal.js and dayjs (about 16 KB gzip together) are not in any page's first download (design.md
// section 7): a route that shows money or dates loads them beside its page code and shows its
// skeleton until they are here (src/app/router.tsx). The mock backend, which needs them from the
// start, hands them over eagerly (src/mocks/libraries.ts).

let loaded = false

/** Loads decimal.js and dayjs once; a failed load (offline) is tried again on the next call. */
export const loadLibraries: () => Promise<void> = loadOnce(() =>
  // The helpers are imported here too, not at the top: the router (first load) imports this file.
  import('./library-code').then(({ Decimal, dayjs, provideDecimal, provideDayjs }) => {
    provideDecimal(Decimal)
    provideDayjs(dayjs)
    loaded = true
  }),
)

export function librariesLoaded(): boolean {
  return loaded
}
