#!/usr/bin/env node
// Merge translations into the ten locale files in one quick read-modify-write.
// Usage: node test/tools/i18n-add.mjs keys.json
//   keys.json: { "area.screen.element": { "en": "...", "zh-CN": "...", ... all ten ... }, ... }
// Every key needs all ten languages; keys are kept sorted so diffs stay small.
import fs from 'node:fs'
import path from 'node:path'

const LANGS = ['en', 'zh-CN', 'zh-TW', 'ar', 'fr', 'it', 'ja', 'ko', 'th', 'ru']
const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '../../locales')
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))

const missing = Object.entries(input).flatMap(([key, t]) => LANGS.filter((l) => typeof t[l] !== 'string' || !t[l]).map((l) => `${key} [${l}]`))
if (missing.length) {
  console.error('Missing translations:\n' + missing.join('\n'))
  process.exit(1)
}
for (const lang of LANGS) {
  const file = path.join(dir, `${lang}.json`)
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
  for (const [key, t] of Object.entries(input)) current[key] = t[lang]
  const sorted = Object.fromEntries(Object.keys(current).sort().map((k) => [k, current[k]]))
  fs.writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n')
}
console.log(`merged ${Object.keys(input).length} key(s) into ${LANGS.length} locales`)
