import type { StringArea } from './area-strings'

// Which areas' strings are in, per language: a module of its own, so that asking (useAreaStrings,
// on a page's first render) does not download the map of every string file (area-strings.ts).
const loaded = new Set<string>()

export function markAreaStringsLoaded(area: StringArea, code: string): void {
  loaded.add(`${area}/${code}`)
}

/** Whether an area's strings are already there in `code` (loaded by an earlier screen, or with the route). */
export function hasAreaStrings(area: StringArea, code: string): boolean {
  return loaded.has(`${area}/${code}`)
}
