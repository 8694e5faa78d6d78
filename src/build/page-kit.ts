import type { CodeSplittingNameFunction } from 'rolldown'

/**
 * Code splitting (rolldown `codeSplitting.groups`): the small shared modules that most pages
 * import before their first paint, in one `page-kit` chunk instead of a file each. Left to itself
 * the bundler gives every set of importers its own chunk, and a deep link then asked for twenty to
 * thirty files of a few hundred bytes; over HTTP/1.1 (six at a time, a round trip each) that was
 * most of a slow phone's wait for the first paint. A page that needs one of them loads them all, so
 * the list holds only what most pages use, chosen from the bytes each route counts (`npm run
 * bench:bytes` fails a route that goes over its budget), and only shared code: no area's code rides
 * along with another area's pages. Paths from the root.
 */
export const PAGE_KIT_MODULES = [
  '/src/shared/api/query-client.ts',
  '/src/shared/api/rpc-client.ts',
  '/src/shared/api/rpc-codes.ts',
  '/src/shared/api/balances.ts',
  '/src/shared/api/catalog.ts',
  '/src/shared/api/global-config.ts',
  '/src/shared/api/in-flight.ts',
  '/src/shared/hooks/use-submit.ts',
  '/src/shared/i18n/area-strings-loaded.ts',
  '/src/shared/i18n/use-area-strings.ts',
  '/src/shared/lib/date.ts',
  '/src/shared/lib/decimal.ts',
  '/src/shared/lib/format.ts',
  '/src/shared/lib/thousands.ts',
  '/src/shared/lib/typed-digits.ts',
  '/src/shared/ui/bottom-sheet.tsx',
  '/src/shared/ui/confirm-actions.tsx',
  '/src/shared/ui/field-error-text.tsx',
  '/src/shared/ui/key-value.tsx',
  '/src/shared/ui/overlay.tsx',
  '/src/shared/ui/part-beside.tsx',
  '/src/shared/ui/progress-bar.tsx',
  '/src/shared/ui/select-field.tsx',
] as const

/**
 * TanStack Query goes with them: every page but /home asks for data at once (its client loads
 * beside the page, src/shared/api/load-query-client.ts). Only the context the app layout provides
 * stays in the first paint (vite.config.ts leaves the rest out of the first-paint chunk).
 */
export const QUERY_PACKAGE = /\/node_modules\/@tanstack\/(?!react-query\/build\/modern\/QueryClientProvider\.js$)/

export function pageKitChunk(root: string): CodeSplittingNameFunction {
  const members = new Set(PAGE_KIT_MODULES.map((m) => root + m))
  return (id) => (members.has(id) || QUERY_PACKAGE.test(id) ? 'page-kit' : null)
}

/**
 * The funds area's data layer, which every funds page loads: one `funds-kit` file instead of three
 * of a few hundred bytes each, whose gzip overhead counted on routes at the edge of their budget.
 * Only funds pages import these.
 */
export const FUNDS_KIT_MODULES = ['/src/features/funds/api/funds-api.ts', '/src/features/funds/hooks/use-funds.ts', '/src/features/funds/model.ts'] as const

export function fundsKitChunk(root: string): CodeSplittingNameFunction {
  const members = new Set(FUNDS_KIT_MODULES.map((m) => root + m))
  return (id) => (members.has(id) ? 'funds-kit' : null)
}
