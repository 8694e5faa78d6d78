import fs from 'node:fs'
import path from 'node:path'
import { languageDirection, LANGUAGES } from '@/shared/i18n/languages'

const root = path.resolve(__dirname, '../locales')
// The first-load strings (locales/<code>.json), and each area's own (locales/<area>/<code>.json),
// which load with the screens that show them (src/shared/i18n/i18n.ts): every check holds for each.
const AREAS = ['', ...fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)]

// A counted string is stored as key_one, key_other, ... (i18next plural forms): each language has
// exactly the forms its plural rules have (Arabic six, Russian four, Chinese one), never one for all.
const PLURAL = /_(zero|one|two|few|many|other)$/
const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort()
const formsOf = (code: string) => new Intl.PluralRules(code).resolvedOptions().pluralCategories.slice().sort()

it('keeps every key in one file only: an area never repeats a first-load key or another area\'s', () => {
  const seen = new Map<string, string>()
  const repeated: string[] = []
  for (const area of AREAS) {
    for (const key of Object.keys(JSON.parse(fs.readFileSync(path.join(root, area, 'en.json'), 'utf8')) as object)) {
      if (seen.has(key)) repeated.push(`${key} (${seen.get(key)} and ${area || 'first load'})`)
      seen.set(key, area || 'first load')
    }
  }
  expect(repeated).toEqual([])
})

describe.each(AREAS)('locales%s', (area) => {
  const dir = path.join(root, area)
  const load = (code: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8'))
  const en = load('en')
  const pluralBases = new Set(Object.keys(en).filter((k) => k.endsWith('_other')).map((k) => k.replace(PLURAL, '')))
  const baseOf = (key: string) => (PLURAL.test(key) && pluralBases.has(key.replace(PLURAL, '')) ? key.replace(PLURAL, '') : key)
  const plainKeys = Object.keys(en).filter((k) => baseOf(k) === k)

  it('has exactly the ten registered languages', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''))
    expect(files.sort()).toEqual(LANGUAGES.map((l) => l.code).sort())
  })

  it.each(LANGUAGES.map((l) => l.code))('%s has every key of en, non-empty, with the same placeholders', (code) => {
    const messages = load(code)
    const missing = plainKeys.filter((k) => typeof messages[k] !== 'string' || messages[k].trim() === '')
    expect(missing).toEqual([])
    const wrongPlaceholders = plainKeys.filter((k) => placeholders(messages[k]).join() !== placeholders(en[k]).join())
    expect(wrongPlaceholders).toEqual([])
    const extra = Object.keys(messages).filter((k) => !(baseOf(k) in en) && !pluralBases.has(baseOf(k)))
    expect(extra).toEqual([])
  })

  it.each(LANGUAGES.map((l) => l.code))('%s has exactly its own plural forms of every counted string', (code) => {
    const messages = load(code)
    for (const base of pluralBases) {
      const forms = Object.keys(messages)
        .filter((k) => k.replace(PLURAL, '') === base && PLURAL.test(k))
        .map((k) => PLURAL.exec(k)![1])
        .sort()
      expect(forms, base).toEqual(formsOf(code))
      expect(messages[base], `${base} has a plain form beside its plural ones`).toBeUndefined()
      // A form may spell its number out ("one day"), so {{count}} is optional; the rest must match.
      const want = placeholders(en[`${base}_other`]).filter((p) => p !== '{{count}}').join()
      for (const form of forms) expect(placeholders(messages[`${base}_${form}`]).filter((p) => p !== '{{count}}').join(), `${base}_${form}`).toBe(want)
    }
  })

  it.each(LANGUAGES.filter((l) => languageDirection(l.code) === 'rtl').map((l) => l.code))(
    '%s isolates every placeholder in a sentence, so a value (an amount with its coin, a date, an address) keeps its own reading order',
    (code) => {
      const messages = load(code)
      // One isolate may hold a whole formula or an amount with its coin; a string with no words is the value itself.
      const bare = Object.keys(messages).filter((k) => /[\u0600-\u06ff]/.test(messages[k]) && messages[k].replace(/\u2068[^\u2069]*\u2069/g, '').includes('{{'))
      expect(bare).toEqual([])
    },
  )

  it('gives every string with a count its plural forms', () => {
    const counted = Object.keys(en).filter((k) => !PLURAL.test(k) && placeholders(en[k]).includes('{{count}}'))
    expect(counted).toEqual([])
  })

  it('translates for real: most strings differ from English in the non-Latin-script languages', () => {
    for (const code of ['zh-CN', 'zh-TW', 'ar', 'ja', 'ko', 'th', 'ru']) {
      const messages = load(code)
      // Placeholder names are not words: "1 {{from}} = {{rate}} {{to}}" is a format, not English.
      const words = (text: string) => text.replace(/{{\s*\w+\s*}}/g, '')
      const same = Object.keys(en).filter((k) => messages[k] === en[k] && /[a-z]{4,}/i.test(words(en[k])))
      // Brand names (MetaMask, Telegram, ETO...) may stay as they are; sentences may not. The names
      // of instruments and chains (locales/names/) are names, often kept in Latin script ("S&P 500").
      expect(same.filter((k) => en[k].includes(' ') && !k.startsWith('names.'))).toEqual([])
    }
  })
})
