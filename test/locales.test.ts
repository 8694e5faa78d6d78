import fs from 'node:fs'
import path from 'node:path'
import { LANGUAGES } from '@/shared/i18n/languages'

const dir = path.resolve(__dirname, '../locales')
const load = (code: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8'))
const en = load('en')
const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort()

describe('locales', () => {
  it('has exactly the ten registered languages', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''))
    expect(files.sort()).toEqual(LANGUAGES.map((l) => l.code).sort())
  })

  it.each(LANGUAGES.map((l) => l.code))('%s has every key of en, non-empty, with the same placeholders', (code) => {
    const messages = load(code)
    const missing = Object.keys(en).filter((k) => typeof messages[k] !== 'string' || messages[k].trim() === '')
    expect(missing).toEqual([])
    const wrongPlaceholders = Object.keys(en).filter((k) => placeholders(messages[k]).join() !== placeholders(en[k]).join())
    expect(wrongPlaceholders).toEqual([])
  })

  it('translates for real: most strings differ from English in the non-Latin-script languages', () => {
    for (const code of ['zh-CN', 'zh-TW', 'ar', 'ja', 'ko', 'th', 'ru']) {
      const messages = load(code)
      const same = Object.keys(en).filter((k) => messages[k] === en[k] && /[a-z]{4,}/i.test(en[k]))
      // Brand names (MetaMask, Telegram, ETO...) may stay as they are; sentences may not.
      expect(same.filter((k) => en[k].includes(' '))).toEqual([])
    }
  })
})
