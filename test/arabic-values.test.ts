import fs from 'node:fs'
import path from 'node:path'
import { CONTENT } from '../src/mocks/content'
import { TRANSLATIONS } from '../src/mocks/messages'

// Issue 25, Arabic reading order, for the values written into the texts themselves (placeholders
// are locales.test's and messages.test's): in Arabic text a value that starts with a digit and is
// more than a bare number ("0.05 USDT", "2026-11-03", "12%", "10–90%", "0-9", "6.1 × 2.4 m") is
// reversed around its signs and spaces by the bidi algorithm (a digit after an Arabic letter is an
// Arabic number, which takes no "%", "-" or "–" along), unless it sits in a U+2068…U+2069 isolate.
// A bare number ("90", "02:00", "1,000") keeps its order and is left alone. The browser check of
// every screen is robustness.spec's "Arabic reading order".

const VALUE = /(?<![\u2068A-Za-z0-9])[+\u2212-]?\d[A-Za-z0-9 \u00a0.,:/%+\u2212\-×=#_\u2013°]*[A-Za-z0-9%°]/g
const BARE = /^\d+([.,:]\d+)*$/

/** The values in `text` that are neither bare numbers nor isolated (tags and placeholders aside). */
function unisolatedValues(text: string): string[] {
  const prose = text
    .replace(/<[^>]+>|\{\{?\w+\}?\}/g, ' ')
    // An isolate reads as one value: a coin or sign left outside it ("⁨{{cost}}⁩ USDT") still turns round.
    .replace(/\u2068[^\u2069]*\u2069/g, '0')
  if (!/[\u0600-\u06ff]/.test(prose)) return []
  return [...prose.matchAll(VALUE)].map((m) => m[0].trim()).filter((value) => !BARE.test(value))
}

const root = path.resolve(__dirname, '../locales')
const localeFiles = ['ar.json', ...fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `${d.name}/ar.json`)]

describe('values inside Arabic text are isolated', () => {
  it('finds the values that would turn round, and passes isolated and bare ones', () => {
    expect(unisolatedValues('بحد أدنى 1 USDT بعائد 12% يوم 2026-11-03 من 02:00')).toEqual(['1 USDT', '12%', '2026-11-03'])
    expect(unisolatedValues('بحد أدنى \u20681 USDT\u2069 لمدة 90 يومًا و\u20682%\u2069')).toEqual([])
    expect(unisolatedValues('<td>12%</td>')).toEqual([])
    expect(unisolatedValues('تعود تكلفته البالغة \u2068{{cost}}\u2069 USDT')).toEqual(['0 USDT'])
  })

  it.each(localeFiles)('locales/%s', (file) => {
    const strings = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, string>
    expect(Object.entries(strings).flatMap(([key, text]) => unisolatedValues(text).map((v) => `${key}: ${v}`))).toEqual([])
  })

  it("the mock backend's messages and seed content", () => {
    const texts = [
      ...Object.values(TRANSLATIONS.ar),
      ...Object.values(CONTENT.ar.texts),
      ...Object.values(CONTENT.ar.announcements).flatMap((a) => [a.title, ...a.html.split(/<\/?(?:p|li|td|th|strong)>/)]),
    ]
    expect(texts.flatMap(unisolatedValues)).toEqual([])
  })
})
