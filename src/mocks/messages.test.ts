import { LANGUAGES } from '@/shared/i18n/languages'
import { MESSAGE_CATALOGUE } from './messages/catalogue'
import { sayIn, TRANSLATIONS } from './messages'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('mock backend messages', () => {
  it('are translated into every other language, each with the placeholders of its English', () => {
    const others = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en')
    expect(Object.keys(TRANSLATIONS).sort()).toEqual([...others].sort())
    for (const [lang, table] of Object.entries(TRANSLATIONS)) {
      expect(Object.keys(table).sort(), lang).toEqual([...MESSAGE_CATALOGUE].sort())
      for (const template of MESSAGE_CATALOGUE) {
        const said = table[template]
        expect(said?.trim(), `${lang}: ${template}`).toBeTruthy()
        expect(said, `${lang}: ${template}`).not.toBe(template)
        expect(placeholders(said), `${lang}: ${template}`).toEqual(placeholders(template))
      }
    }
  })

  it('isolate every value inside an Arabic message, so it keeps its own reading order', () => {
    const bare = Object.entries(TRANSLATIONS.ar).filter(([, said]) => /[\u0600-\u06ff]/.test(said) && said.replace(/\u2068[^\u2069]*\u2069/g, '').includes('{'))
    expect(bare).toEqual([])
  })

  it('say a message in the language asked, a reason inside it too, and English for any other', () => {
    expect(sayIn('en', 'Only {remaining} left', { remaining: 3 })).toBe('Only 3 left')
    expect(sayIn('xx', 'Only {remaining} left', { remaining: 3 })).toBe('Only 3 left')
    expect(sayIn('ja', 'Only {remaining} left', { remaining: 3 })).toBe(TRANSLATIONS.ja['Only {remaining} left'].replace('{remaining}', '3'))
    const why = { template: 'must be a whole number from 1 to {max}', values: { max: 100 } } as const
    expect(sayIn('en', 'Invalid parameter {name}: {why}', { name: 'size', why })).toBe('Invalid parameter size: must be a whole number from 1 to 100')
    const fr = sayIn('fr', 'Invalid parameter {name}: {why}', { name: 'size', why })
    expect(fr).toContain(TRANSLATIONS.fr['must be a whole number from 1 to {max}'].replace('{max}', '100'))
    expect(fr).toContain('size')
  })
})
