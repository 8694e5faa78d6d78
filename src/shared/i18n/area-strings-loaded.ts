import type { StringArea } from './area-strings'

// Which areas' strings are in, per language, and how to ask for one: a module of its own, so that
// asking (useAreaStrings, on a page's first render) does not download the map of every string file
// (area-strings.ts) until an area is missing.
const loaded = new Set<string>()

export function markAreaStringsLoaded(area: StringArea, code: string): void {
  loaded.add(`${area}/${code}`)
}

/** Whether an area's strings are already there in `code` (loaded by an earlier screen, or with the route). */
export function hasAreaStrings(area: StringArea, code: string): boolean {
  return loaded.has(`${area}/${code}`)
}

/** Load an area's strings in the current language (and every later one): area-strings.ts, fetched on the first ask. */
export function loadArea(area: StringArea): Promise<void> {
  return import('./area-strings').then(({ loadAreaStrings }) => loadAreaStrings(area))
}
