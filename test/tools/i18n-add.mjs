#!/usr/bin/env node
// Merge translations into the ten locale files in one quick read-modify-write.
// Usage: node test/tools/i18n-add.mjs keys.json [area]
//   area: strings only some screens show go to locales/<area>/ and load with them (src/shared/i18n/i18n.ts);
//   without it, to the first-load files locales/<code>.json.
//   keys.json: { "area.screen.element": { "en": "...", "zh-CN": "...", ... all ten ... }, ... }
// A counted string gives, per language, an object of its plural forms instead of a string:
//   "area.days": { "en": { "one": "{{count}} day", "other": "{{count}} days" }, "ar": { "zero": ..., "one": ..., "two": ..., "few": ..., "many": ..., "other": ... }, ... }
// Each language needs exactly its own forms (Intl.PluralRules: en one/other, ar six, ru four,
// fr and it one/many/other, zh/ja/ko/th other); they are written as key_one, key_other, ...
// Every key needs all ten languages; keys are kept sorted so diffs stay small.
import fs from 'node:fs'
import path from 'node:path'

const LANGS = ['en', 'zh-CN', 'zh-TW', 'ar', 'fr', 'it', 'ja', 'ko', 'th', 'ru']
const SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other']
const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '../../locales', process.argv[3] ?? '')
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))

const formsOf = (lang) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories
const problems = Object.entries(input).flatMap(([key, t]) =>
  LANGS.flatMap((l) => {
    const value = t[l]
    if (typeof value === 'string') return value ? [] : [`${key} [${l}]: empty`]
    if (!value || typeof value !== 'object') return [`${key} [${l}]: missing`]
    const want = formsOf(l).slice().sort().join()
    const have = Object.keys(value).sort().join()
    return want === have && Object.values(value).every((v) => typeof v === 'string' && v) ? [] : [`${key} [${l}]: plural forms must be exactly ${want} (got ${have})`]
  }),
)
if (problems.length) {
  console.error('Missing translations:\n' + problems.join('\n'))
  process.exit(1)
}
for (const lang of LANGS) {
  const file = path.join(dir, `${lang}.json`)
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
  for (const [key, t] of Object.entries(input)) {
    // A key switches between plain and plural cleanly: no stale form is left behind.
    delete current[key]
    for (const s of SUFFIXES) delete current[`${key}_${s}`]
    const value = t[lang]
    if (typeof value === 'string') current[key] = value
    else for (const [form, text] of Object.entries(value)) current[`${key}_${form}`] = text
  }
  const sorted = Object.fromEntries(Object.keys(current).sort().map((k) => [k, current[k]]))
  fs.writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n')
}
console.log(`merged ${Object.keys(input).length} key(s) into ${LANGS.length} locales`)
