import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// The newcomer's docs point at real files: a link to a file that moved or was renamed fails here.

const ROOT = path.resolve(import.meta.dirname, '..')
const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)]

it.each(DOCS)('%s links only to files that exist', (doc) => {
  const text = readFileSync(path.join(ROOT, doc), 'utf8')
  const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((t) => !/^(https?:|mailto:|#)/.test(t))
  const missing = targets.filter((t) => !existsSync(path.resolve(ROOT, path.dirname(doc), t.split('#')[0])))
  expect(missing).toEqual([])
})
