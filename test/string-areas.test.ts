import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { pageModule, ROUTES } from '@/shared/route-manifest'
import { resolveImport } from '@test/module-graph'

// Each key lives in one file: the first load (locales/<code>.json) or one area's
// (locales/<area>/<code>.json), which loads with the routes that list the area. A key a screen
// shows but its route does not load would show raw; the source says which keys each module uses,
// so this reads it: string literals that are keys ('mining.buy.title', in t() or in a table), and
// the prefix of a key built at run time (`funds.status.${s}`, 'trade.side.' + side: every key under
// the prefix counts). A module may load an area itself (useAreaStrings('x') / loadAreaStrings('x') / loadArea('x')):
// then it and what it imports may use that area too.

const ROOT = path.resolve(__dirname, '..')
const FIRST_LOAD = ''
const PLURAL = /_(zero|one|two|few|many|other)$/

/** Key (plural forms folded into their base) → the area whose file holds it ('' = first load). */
function keyHomes(): Map<string, string> {
  const dir = path.join(ROOT, 'locales')
  const areas = [FIRST_LOAD, ...fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)]
  const homes = new Map<string, string>()
  for (const area of areas) {
    for (const key of Object.keys(JSON.parse(fs.readFileSync(path.join(dir, area, 'en.json'), 'utf8')) as object)) homes.set(key.replace(PLURAL, ''), area)
  }
  return homes
}

interface ModuleInfo {
  /** Keys used, and prefixes (ending in '.') of keys built at run time. */
  keys: string[]
  /** Areas the module loads itself. */
  loads: string[]
  /** Modules it imports statically (absolute paths), not `import type` nor `import()`. */
  imports: string[]
}

function makeReader(homes: Map<string, string>) {
  const known = [...homes.keys()]
  const isPrefix = (text: string) => text.includes('.') && known.some((k) => k.startsWith(text))
  const cache = new Map<string, ModuleInfo>()
  return (file: string): ModuleInfo => {
    const cached = cache.get(file)
    if (cached) return cached
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    const info: ModuleInfo = { keys: [], loads: [], imports: [] }
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) || (ts.isExportDeclaration(node) && !node.isTypeOnly)) {
        const target = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? resolveImport(file, node.moduleSpecifier.text) : null
        if (target) info.imports.push(target)
        return
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && /^(useAreaStrings|loadAreaStrings|loadArea)$/.test(node.expression.text)) {
        const [area] = node.arguments
        if (area && ts.isStringLiteral(area)) info.loads.push(area.text)
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (homes.has(node.text) || (node.text.endsWith('.') && isPrefix(node.text))) info.keys.push(node.text)
      } else if (ts.isTemplateExpression(node) && isPrefix(node.head.text)) {
        info.keys.push(node.head.text)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    cache.set(file, info)
    return info
  }
}

const homes = keyHomes()
const read = makeReader(homes)
const rel = (file: string) => path.relative(ROOT, file)

/** Each key of `keys` (a prefix: every key under it) whose area is not loaded, with where it lives. */
function missing(keys: readonly string[], isLoaded: (area: string) => boolean): string[] {
  return keys.flatMap((used) => {
    const all = used.endsWith('.') ? [...homes.keys()].filter((k) => k.startsWith(used)) : [used]
    return all.filter((k) => !isLoaded(homes.get(k)!)).map((k) => `${k} (in ${homes.get(k) || 'the first load'})`)
  })
}

/** Walks `entry` and its static imports; `areas` grow with what each module on the way loads itself. */
function problemsFrom(entry: string, routeAreas: readonly string[]): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  const walk = (file: string, inherited: ReadonlySet<string>) => {
    const info = read(file)
    const areas = new Set([...inherited, ...info.loads])
    const visit = `${file}|${[...areas].sort().join()}`
    if (seen.has(visit)) return
    seen.add(visit)
    for (const problem of missing(info.keys, (area) => areas.has(area))) problems.push(`${rel(file)}: ${problem}`)
    for (const imported of info.imports) walk(imported, areas)
  }
  walk(entry, new Set([FIRST_LOAD, ...routeAreas]))
  return [...new Set(problems)]
}

describe.each(ROUTES.map((route) => [route.path, route] as const))('route %s', (_path, route) => {
  it('loads the string area of every key its page and the modules it imports use', () => {
    const page = pageModule(route)
    expect(problemsFrom(path.join(ROOT, page), route.areas)).toEqual([])
  })

  it('has its title in the first load (menus and links show it on other screens)', () => {
    expect(missing([route.titleKey], (area) => area === FIRST_LOAD)).toEqual([])
  })

  it('lists only areas that exist, once each', () => {
    const areas = new Set(homes.values())
    expect(route.areas.filter((a) => !areas.has(a))).toEqual([])
    expect(new Set(route.areas).size).toBe(route.areas.length)
  })
})

it('uses only first-load keys in the shell (src/app, src/shared), unless the module or whatever imports it loads the area', () => {
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      const file = path.join(dir, d.name)
      if (d.isDirectory()) return sourceFiles(file)
      return /\.tsx?$/.test(d.name) && !/\.(test|d)\.tsx?$/.test(d.name) ? [file] : []
    })
  const everyModule = sourceFiles(path.join(ROOT, 'src'))
  const importers = (file: string) => everyModule.filter((m) => read(m).imports.includes(file))
  /** The module loads the area, or every module importing it does, or every module importing those, ... */
  const loadedFor = (file: string, area: string, seen = new Set<string>()): boolean => {
    if (read(file).loads.includes(area)) return true
    if (seen.has(file)) return false
    seen.add(file)
    const from = importers(file)
    return from.length > 0 && from.every((m) => loadedFor(m, area, new Set(seen)))
  }
  const shell = [...sourceFiles(path.join(ROOT, 'src/app')), ...sourceFiles(path.join(ROOT, 'src/shared'))]
  const problems = shell.flatMap((file) => missing(read(file).keys, (area) => area === FIRST_LOAD || loadedFor(file, area)).map((p) => `${rel(file)}: ${p}`))
  expect([...new Set(problems)]).toEqual([])
})

it('finds the keys a module uses: literals, tables and run-time prefixes', () => {
  // A guard on the reader itself: if it found nothing, every check above would pass vacuously.
  const ticket = read(path.join(ROOT, 'src/features/trading/components/order-ticket.tsx'))
  expect(ticket.keys).toContain('trade.side.')
  const my = read(path.join(ROOT, 'src/features/account/pages/my-page.tsx'))
  expect(my.keys).toEqual(expect.arrayContaining(['page.assets', 'my.wallet', 'funds.assets.totalValue']))
  expect(missing(['funds.assets.totalValue'], (area) => area === FIRST_LOAD)).toEqual(['funds.assets.totalValue (in funds)'])
})
