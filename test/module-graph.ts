import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '..')

// Static imports only (`import … from`, `export … from`, `import '…'`); `import()` is a split point.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

/** The project file an import specifier ('@/…' or relative) names, or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, 'src', specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate
  }
  return null
}

/**
 * The project's own source files a module pulls in through static imports, itself included
 * (absolute paths); `import type` lines cost nothing and are not followed. `notInto`: files whose
 * own imports are not followed.
 */
export function staticModuleGraph(entry: string, { notInto = [] }: { notInto?: readonly string[] } = {}): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (notInto.includes(file)) return
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (/^\s*(?:import|export)\s+type\s/.test(match[0])) continue
      const target = resolveImport(file, match[1])
      if (target) visit(target)
    }
  }
  visit(path.resolve(ROOT, entry.replace(/^\//, '')))
  return seen
}
