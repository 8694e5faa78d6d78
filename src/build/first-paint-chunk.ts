import type { ChunkingContext, CodeSplittingNameFunction } from 'rolldown'

/**
 * Code splitting (rolldown `codeSplitting.groups`): what the entry imports, plus the shared
 * (non-feature) code that the landing page imports, go to one `app` chunk; the landing page itself stays a lazy chunk of its own. Fewer
 * files before the first paint: on HTTP/1.1 each file costs a round trip, six at a time. Module
 * ids are absolute; `entry` and `landingPage` are paths from `root` ('/src/main.tsx').
 */
export function firstPaintChunk(root: string, entry: string, landingPage: string): CodeSplittingNameFunction {
  const membersByPass = new WeakMap<ChunkingContext, Set<string>>()
  const collect = (from: string, ctx: ChunkingContext, into: Set<string>, follow: (id: string) => boolean) => {
    const stack = [from]
    while (stack.length) {
      const id = stack.pop()!
      if (into.has(id) || !follow(id)) continue
      into.add(id)
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
    }
  }
  const membersOf = (ctx: ChunkingContext): Set<string> => {
    let members = membersByPass.get(ctx)
    if (!members) {
      members = new Set()
      collect(root + entry, ctx, members, () => true)
      const page = root + landingPage
      const landing = new Set<string>()
      collect(page, ctx, landing, (id) => id === page || !id.startsWith(`${root}/src/features/`))
      landing.delete(page)
      for (const id of landing) members.add(id)
      membersByPass.set(ctx, members)
    }
    return members
  }
  return (id, ctx) => (membersOf(ctx).has(id) ? 'app' : null)
}
