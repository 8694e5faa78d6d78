// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type * as v from 'valibot'
import { REQUESTS, type FieldRequirement, type RequestSpec } from '@/shared/api/contract/requests'
import { CONTRACT } from '@/shared/api/contract/schemas'
import { isRpcCode, RPC_CODES, type RpcCode } from '@/shared/api/rpc-codes'
import { optionalFieldsOf } from './runner'

// docs/api.md is written by hand, for people; its tables must still say what the contract says.
// For each code's section (`### <code> ...`): the request table (`| field | type | required |`)
// names exactly the fields of requests.ts, with "yes" for a required one, "no" for an optional one
// and a condition naming its value ("with `siwe`", "limit only") for the others; where the fields
// are prose instead ("Request: `id`", "Paged."), each is named and none the contract requires is
// called optional. An answer table (`| field | type | meaning |`) names exactly the fields of the
// code's answer. The section (or its area) says "Needs a session" where requests.ts does, and an
// "Errors:" line names no code requests.ts leaves out. Its "Optional answer fields:" line names
// exactly the answer's optional fields, as the runner reads them from the schema (optionalFieldsOf:
// what a screen does without, every other field failing the answer). The prose around them stays free.

const DOC = readFileSync(path.resolve(import.meta.dirname, '../../docs/api.md'), 'utf8')

interface Section {
  text: string
  /** The text of its `##` area before the first `###`: where "Public." is said once for an area. */
  areaIntro: string
}

/** Each code's `### <code> ...` section, to the next heading (code fences skipped). */
function sections(markdown: string): Map<string, Section> {
  const found = new Map<string, Section>()
  let areaIntro: string[] = []
  let inArea = false
  let current: { code: string; lines: string[] } | undefined
  let fenced = false
  const close = () => {
    if (current) found.set(current.code, { text: current.lines.join('\n'), areaIntro: areaIntro.join('\n') })
    current = undefined
  }
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced
    const heading = fenced ? null : /^(#{2,3}) (\S+)/.exec(line)
    if (heading) {
      close()
      if (heading[1] === '##') {
        areaIntro = []
        inArea = true
        continue
      }
      inArea = false
      if (isRpcCode(heading[2])) {
        if (found.has(heading[2])) throw new Error(`docs/api.md has two sections for ${heading[2]}`)
        current = { code: heading[2], lines: [] }
      }
      continue
    }
    if (current) current.lines.push(line)
    else if (inArea) areaIntro.push(line)
  }
  close()
  return found
}

interface Table {
  header: string[]
  rows: string[][]
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim())

/** The Markdown tables of a text, outside code fences. */
function tables(text: string): Table[] {
  const found: Table[] = []
  let block: string[] = []
  let fenced = false
  for (const line of [...text.split('\n'), '']) {
    if (line.startsWith('```')) fenced = !fenced
    if (!fenced && line.trim().startsWith('|')) {
      block.push(line)
      continue
    }
    if (block.length >= 2) found.push({ header: cellsOf(block[0]).map((c) => c.toLowerCase()), rows: block.slice(2).map(cellsOf) })
    block = []
  }
  return found
}

/** The backticked names of a table's first cell: "`from`, `to`", "`bid` / `ask`", "`list[].level`". */
const namesIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1])
const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)
const mentions = (text: string, name: string) => text.includes(`\`${name}\``)

function requirementText(requirement: FieldRequirement): string {
  if (typeof requirement === 'string') return requirement
  return 'mode' in requirement ? `required when ${requirement.mode} is ${requirement.is}` : `required when ${requirement.field} is ${requirement.is}`
}

/** How the table's "required" cell and requests.ts disagree, if they do. */
function requiredProblem(cell: string, requirement: FieldRequirement): string | null {
  const said = cell.replace(/`/g, '').trim().toLowerCase()
  if (requirement === 'required') return said === 'yes' ? null : `"${cell}" where the contract says required (yes)`
  if (requirement === 'optional') return said === 'no' ? null : `"${cell}" where the contract says optional (no)`
  // A condition: neither yes nor no, and naming the value it turns on.
  return said !== 'yes' && said !== 'no' && said.includes(requirement.is.toLowerCase()) ? null : `"${cell}" where the contract says ${requirementText(requirement)}`
}

function requestProblems(code: RpcCode, section: Section): string[] {
  const spec: RequestSpec = REQUESTS[code]
  const fields = Object.entries(spec.fields)
  const table = tables(section.text).find((t) => t.header[0] === 'field' && t.header[2] === 'required')
  const problems: string[] = []
  if (table) {
    const documented = new Map<string, string>()
    for (const row of table.rows) for (const name of namesIn(row[0])) documented.set(name, row[2] ?? '')
    for (const [name, requirement] of fields) {
      const cell = documented.get(name)
      if (cell === undefined) problems.push(`\`${name}\` (${requirementText(requirement)}) is missing from its field table`)
      else {
        const problem = requiredProblem(cell, requirement)
        if (problem) problems.push(`\`${name}\`: ${problem}`)
      }
    }
    for (const name of documented.keys()) if (!(name in spec.fields)) problems.push(`\`${name}\` is in its field table but not in the contract`)
    return problems
  }

  // Prose: the names only, and no field the contract requires called optional.
  if (fields.length === 0) {
    if (!/Request fields: (none|`token` only)/.test(section.text)) problems.push('takes no fields, but its section does not say "Request fields: none" (or "`token` only")')
    return problems
  }
  if (/Request fields: (none|`token` only)/.test(section.text)) problems.push(`says it takes no fields, but the contract has ${fields.map(([n]) => `\`${n}\``).join(', ')}`)
  for (const [name, requirement] of fields) {
    const paged = (name === 'page' || name === 'size') && /\bPaged\b/.test(section.text)
    if (!paged && !mentions(section.text, name)) problems.push(`\`${name}\` (${requirementText(requirement)}) is not named in its section`)
    const calledOptional = new RegExp(`\\boptional\\s+\`${name}\`|\`${name}\`\\s*\\(optional`, 'i').test(section.text)
    if (calledOptional && requirement === 'required') problems.push(`\`${name}\` is called optional, but the contract requires it`)
  }
  return problems
}

type Entries = Record<string, v.GenericSchema>
const entriesOf = (schema: unknown): Entries | undefined => {
  const s = schema as { entries?: Entries; options?: unknown[] }
  if (s.entries) return s.entries
  // A union of answers (10069: a page, or one by id): the first is the one a table describes.
  if (s.options) return entriesOf(s.options[0])
  return undefined
}
const PAGING = new Set(['page', 'size', 'total', 'hasMore'])

/** An answer table names the answer's fields: its list's items (`list[].x` or bare) and the rest, paging aside. */
function answerProblems(code: RpcCode, section: Section): string[] {
  const table = tables(section.text).find((t) => t.header[0] === 'field' && t.header[2] === 'meaning')
  if (!table) return []
  const top = entriesOf(CONTRACT[code].data) ?? {}
  const items = entriesOf((top.list as { item?: unknown } | undefined)?.item) ?? {}
  const documented = new Set(table.rows.flatMap((row) => namesIn(row[0]).map((name) => name.replace(/^list\[\]\./, ''))))
  const expected = new Set([...Object.keys(items), ...Object.keys(top).filter((key) => key !== 'list' && !PAGING.has(key))])
  const problems: string[] = []
  for (const name of expected) {
    // A top-level field may be named in the prose instead ("Answer `{ list, serverTime }`").
    if (!documented.has(name) && !(name in top && new RegExp(`\\b${name}\\b`).test(section.text.split('| field |')[0]))) problems.push(`answer field \`${name}\` is missing from its answer table`)
  }
  for (const name of documented) if (!expected.has(name)) problems.push(`answer field \`${name}\` is in its answer table but not in the contract`)
  return problems
}

/** The fields a section's "Optional answer fields:" paragraph names: backticked, outside its parentheses (which say what the screen does without). */
function optionalNamed(section: Section): string[] | null {
  const paragraph = paragraphs(section.text).find((p) => p.startsWith('Optional answer fields:'))
  if (paragraph === undefined) return null
  let depth = 0
  let outside = ''
  for (const char of paragraph.slice('Optional answer fields:'.length)) {
    if (char === '(') depth += 1
    else if (char === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0) outside += char
  }
  return namesIn(outside)
}

/** The answer's optional fields, as the schema has them, against those its section names. */
function optionalProblems(code: RpcCode, section: Section): string[] {
  const named = optionalNamed(section)
  if (named === null) return ['its section has no "Optional answer fields:" line (`none.` when every field is required)']
  const schema = optionalFieldsOf(CONTRACT[code].data)
  return [
    ...schema.filter((name) => !named.includes(name)).map((name) => `\`${name}\` is optional in the answer's schema, but not named optional`),
    ...named.filter((name) => !schema.includes(name)).map((name) => `\`${name}\` is named optional, but the answer's schema requires it (or has no such field)`),
  ]
}

function sessionProblems(code: RpcCode, section: Section): string[] {
  const said = (text: string) => {
    const first = paragraphs(text)[0] ?? ''
    if (/\b(Needs a session|Login required)\b/.test(first)) return 'required'
    if (/\bPublic\b/.test(first)) return 'public'
    return null
  }
  const documented = said(section.text) ?? said(section.areaIntro)
  const spec: RequestSpec = REQUESTS[code]
  const contract = spec.session === 'required' ? 'required' : 'public'
  if (!documented) return ['its section (or its area) says neither "Public" nor "Needs a session" first']
  return documented === contract ? [] : [`the docs say ${documented === 'required' ? 'it needs a session' : 'public'}, the contract says session ${spec.session}`]
}

function errorProblems(code: RpcCode, section: Section): string[] {
  const spec: RequestSpec = REQUESTS[code]
  const known = new Set<string>([...(spec.session === 'required' ? ['500'] : []), ...spec.errors])
  const listed = paragraphs(section.text)
    .filter((p) => p.includes('Errors:'))
    .flatMap((p) => [...p.slice(p.indexOf('Errors:')).matchAll(/`(\d{3,4})`/g)].map((m) => m[1]))
  return [...new Set(listed)].filter((c) => !known.has(c)).map((c) => `its "Errors:" line names \`${c}\`, which requests.ts does not list`)
}

const SECTIONS = sections(DOC)

it('docs/api.md has one section per code', () => {
  expect(RPC_CODES.filter((code) => !SECTIONS.has(code))).toEqual([])
})

it.each(RPC_CODES)('docs/api.md %s says what the contract says', (code) => {
  const section = SECTIONS.get(code)
  if (!section) return
  const problems = [...requestProblems(code, section), ...answerProblems(code, section), ...optionalProblems(code, section), ...sessionProblems(code, section), ...errorProblems(code, section)]
  expect(problems).toEqual([])
})

// The checks above can fail: a copy of the doc with one table cell and one row changed.
it('a field table that differs from the contract fails', () => {
  const edited = DOC.replace('| `kind` | `market` / `limit` | no |', '| `kind` | `market` / `limit` | yes |').replace('| `amount` | decimal string | no | in `from`', '| `amounts` | decimal string | no | in `from`')
  expect(edited).not.toBe(DOC)
  const broken = sections(edited)
  expect(requestProblems('10063', broken.get('10063')!)).toEqual(['`kind`: "yes" where the contract says optional (no)'])
  expect(requestProblems('10055', broken.get('10055')!)).toEqual(['`amount` (optional) is missing from its field table', '`amounts` is in its field table but not in the contract'])
})

// And the optional marks: a copy with one optional field dropped from its line and a required one added.
it('an "Optional answer fields" line that differs from the schema fails', () => {
  const edited = DOC.replace(/^Optional answer fields: `rates`/m, 'Optional answer fields: `inviteCode`')
  expect(edited).not.toBe(DOC)
  expect(optionalProblems('10068', sections(edited).get('10068')!)).toEqual([
    "`rates` is optional in the answer's schema, but not named optional",
    "`inviteCode` is named optional, but the answer's schema requires it (or has no such field)",
  ])
  const without = DOC.replace(/^Optional answer fields: none\.\n/m, '')
  expect(optionalProblems('00000', sections(DOC).get('00000')!)).toEqual([])
  expect([...sections(without).entries()].filter(([code, section]) => optionalProblems(code as RpcCode, section).length > 0)).toHaveLength(1)
})
