import type { ChunkingContext } from 'rolldown'
import { firstPaintChunk } from './first-paint-chunk'

const ROOT = '/p'
// A small module graph: the entry, the landing page, another page, what they import.
const GRAPH: Record<string, string[]> = {
  '/p/src/main.tsx': ['/p/src/app/router.tsx', '/p/node_modules/react/index.js'],
  '/p/src/app/router.tsx': ['/p/src/shared/ui/top-bar.tsx'],
  '/p/src/shared/ui/top-bar.tsx': [],
  '/p/node_modules/react/index.js': [],
  '/p/src/features/home/pages/home-page.tsx': ['/p/src/shared/ui/button.tsx', '/p/src/features/home/components/quick-links.tsx'],
  '/p/src/shared/ui/button.tsx': ['/p/src/shared/lib/format.ts'],
  '/p/src/shared/lib/format.ts': [],
  '/p/src/features/home/components/quick-links.tsx': ['/p/src/shared/paths.ts'],
  '/p/src/shared/paths.ts': [],
  '/p/src/features/mining/pages/mall-page.tsx': ['/p/src/shared/ui/list.tsx'],
  '/p/src/shared/ui/list.tsx': [],
}
const ctx = { getModuleInfo: (id: string) => (GRAPH[id] ? { importedIds: GRAPH[id] } : null) } as unknown as ChunkingContext

describe('first-paint chunk', () => {
  const name = firstPaintChunk(ROOT, '/src/main.tsx', '/src/features/home/pages/home-page.tsx')
  const chunkOf = (id: string) => name(id, ctx)

  it('holds the entry, everything it imports, and the shared code the landing page imports', () => {
    for (const id of ['/p/src/main.tsx', '/p/src/app/router.tsx', '/p/src/shared/ui/top-bar.tsx', '/p/node_modules/react/index.js']) expect(chunkOf(id), id).toBe('app')
    expect(chunkOf('/p/src/shared/ui/button.tsx')).toBe('app')
    expect(chunkOf('/p/src/shared/lib/format.ts')).toBe('app')
  })

  it('leaves the landing page, feature code and other pages to their own lazy chunks', () => {
    expect(chunkOf('/p/src/features/home/pages/home-page.tsx')).toBeNull()
    expect(chunkOf('/p/src/features/home/components/quick-links.tsx')).toBeNull()
    // Shared code reached only through feature code is not needed before the first paint.
    expect(chunkOf('/p/src/shared/paths.ts')).toBeNull()
    expect(chunkOf('/p/src/features/mining/pages/mall-page.tsx')).toBeNull()
    expect(chunkOf('/p/src/shared/ui/list.tsx')).toBeNull()
  })
})
