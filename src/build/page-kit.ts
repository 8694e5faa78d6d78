import type { CodeSplittingGroup } from 'rolldown'

/**
 * Code splitting (rolldown `codeSplitting.groups`) by rule, not by list. Left to itself the bundler
 * gives every set of importers its own chunk, and a deep link then asked for twenty to thirty files
 * of a few hundred bytes; over HTTP/1.1 (six at a time, a round trip each) that was most of a slow
 * phone's wait for its first paint. So:
 * - `page-kit`: shared code (src/shared/ and npm packages) that at least PAGE_KIT_MIN_PAGES page
 *   chunks import travels as one file. A page that needs one of them loads them all, which is why
 *   the bar is "most pages", and why no area's code rides along.
 * - `<area>-kit`: an area's data layer (its api/, hooks/ and model files) that two or more of its
 *   own pages import travels as one file per area, loaded by that area's pages only.
 * Everything else is left to the bundler: a page's own components stay in its chunk.
 */
export const PAGE_KIT_MIN_PAGES = 10

export const pageKitGroup: CodeSplittingGroup = {
  name: 'page-kit',
  test: /[\\/](src[\\/]shared|node_modules)[\\/]/,
  minShareCount: PAGE_KIT_MIN_PAGES,
}

const AREA_DATA = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/](api[\\/]|hooks[\\/]|model\.ts$)/

export const areaKitGroup: CodeSplittingGroup = {
  debugName: 'area-kit',
  name: (id) => {
    const area = AREA_DATA.exec(id)?.[1]
    return area ? `${area}-kit` : null
  },
  minShareCount: 2,
}
