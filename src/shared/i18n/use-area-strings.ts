import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { StringArea } from './area-strings'
import { hasAreaStrings, loadArea } from './area-strings-loaded'

/**
 * True once `area`'s strings (locales/<area>/) are loaded in the current language; a component
 * that shows them renders nothing (or its skeleton) until then, never a raw key.
 */
export function useAreaStrings(area: StringArea): boolean {
  const { i18n } = useTranslation()
  const query = useQuery({
    queryKey: ['strings', area, i18n.language],
    // The map of string files loads with the first area asked for.
    queryFn: () => loadArea(area).then(() => true),
    // Already loaded (the route loads its areas with the page): shown in the first render, no pop-in.
    initialData: hasAreaStrings(area, i18n.language) ? true : undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  })
  return query.data === true
}
