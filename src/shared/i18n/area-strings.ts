import { beforeSwitch, i18next } from './i18n'
import { hasAreaStrings, markAreaStringsLoaded } from './area-strings-loaded'
import type { LanguageCode } from './languages'

// Strings only some screens show stay out of the first load: each such area has its own file per
// language (locales/<area>/<code>.json), merged into the one namespace when a route lists it (the
// router fetches it beside the page's code) or a component asks for it (useAreaStrings), and from
// then on before every language switch. This module (its map of files) loads with the first route
// or component that needs an area, not in the first paint.

export type StringArea =
  | 'account'
  | 'addressBook'
  | 'dev'
  | 'ecology'
  | 'exchange'
  | 'export'
  | 'funds'
  | 'ido'
  | 'invite'
  | 'market'
  | 'mining'
  | 'names'
  | 'pwa'
  | 'staking'
  | 'trade'
  | 'wallet'
const areaLoaders = import.meta.glob<Record<string, string>>('../../../locales/*/*.json', { import: 'default' })
async function addArea(area: StringArea, code: LanguageCode): Promise<void> {
  if (hasAreaStrings(area, code)) return
  const load = areaLoaders[`../../../locales/${area}/${code}.json`]
  if (!load) throw new Error(`No ${area} strings for ${code}`)
  i18next.addResourceBundle(code, 'translation', await load(), true, true)
  markAreaStringsLoaded(area, code)
}

const wanted = new Set<StringArea>()
beforeSwitch.add((code) => Promise.all([...wanted].map((area) => addArea(area, code))).then(() => undefined))

/**
 * Starts downloading areas' strings in `code` before i18next is ready (nothing is added yet):
 * loadAreaStrings later finds the same files on their way (the browser fetches a module once).
 */
export function prefetchAreaStrings(areas: readonly StringArea[], code: LanguageCode): void {
  for (const area of areas) void areaLoaders[`../../../locales/${area}/${code}.json`]?.().catch(() => undefined)
}

/** Loads an area's strings in the current language, and in every language switched to later. */
export async function loadAreaStrings(area: StringArea): Promise<void> {
  wanted.add(area)
  await addArea(area, i18next.language as LanguageCode)
}
