import fs from 'node:fs'
import path from 'node:path'
import { LANGUAGES } from '@/shared/i18n/languages'
import { TRANSLATIONS } from '../src/mocks/messages'

// One word for one concept on every screen (issue 25): docs/glossary/<lang>.md names the term each
// language uses for each concept below, and every string whose English speaks of the concept uses
// that term. A term may list the forms of one word that grammar needs (an inflection, a stem),
// separated by " / "; the string must contain one of them.

const CONCEPTS: Record<string, RegExp> = {
  stake: /\bstak(e|es|ed|ing)\b/i,
  redeem: /\bredeem/i,
  // "withdrawn" (an order taken back, coins locked until expiry) is not a withdrawal.
  withdraw: /\bwithdraw(al|als|s|ing)?\b/i,
  deposit: /\bdeposit/i,
  stopLoss: /\bstop[- ]loss/i,
  takeProfit: /\btake[- ]profit/i,
  pendingOrder: /\bpending order/i,
  subscribe: /\bsubscri(be|bed|bes|bing|ption|ptions)\b/i,
  winningRate: /\bwinning rate/i,
  machine: /\bmachines?\b/i,
  balance: /\bbalances?\b/i,
  result: /\bresult\b/i,
  announcement: /\bannouncements?\b/i,
  referral: /\breferr(al|als|ed)\b/i,
  // A chain named in a sentence as the chain list names it, not in Latin beside a local name.
  tron: /\bTRON\b/,
}

const root = path.resolve(__dirname, '../locales')
const areas = ['', ...fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)]
const strings = (code: string): Record<string, string> =>
  Object.assign({}, ...areas.map((area) => JSON.parse(fs.readFileSync(path.join(root, area, `${code}.json`), 'utf8')) as Record<string, string>))
const PLURAL = /_(zero|one|two|few|many|other)$/

/** The glossary's rows: `| concept | term | note |`, the concept one of CONCEPTS' names. */
function glossaryOf(code: string): Map<string, string[]> {
  const text = fs.readFileSync(path.resolve(__dirname, `../docs/glossary/${code}.md`), 'utf8')
  const rows = new Map<string, string[]>()
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim())
    if (cells.length < 4 || !(cells[1] in CONCEPTS)) continue
    rows.set(cells[1], cells[2].split(' / ').map((t) => t.trim().replace(/^`|`$/g, '')).filter(Boolean))
  }
  return rows
}

const en = strings('en')

/** Each text, by its name, whose English names a concept but whose translation lacks the term. */
function offGlossary(glossary: Map<string, string[]>, texts: Iterable<{ name: string; english: string; translated: string }>): string[] {
  const off: string[] = []
  for (const { name, english, translated } of texts) {
    for (const [concept, pattern] of Object.entries(CONCEPTS)) {
      const terms = glossary.get(concept) ?? []
      if (!pattern.test(english)) continue
      const lacksTerm = !terms.some((term) => translated.toLowerCase().includes(term.toLowerCase()))
      // The English word left beside the language's own ("عنوان ترون (TRON)"), unless it is the term.
      const keepsEnglish = pattern.test(translated.replace(/\{\{\w+\}\}/g, '')) && !terms.some((term) => pattern.test(term))
      if (lacksTerm || keepsEnglish) off.push(`${name} (${concept}: ${terms.join(' / ')}): ${translated}`)
    }
  }
  return off
}

describe.each(LANGUAGES.map((l) => l.code).filter((code) => code !== 'en'))('glossary %s', (code) => {
  it('names a term for every concept, and every string about it uses that term', () => {
    const glossary = glossaryOf(code)
    expect([...glossary.keys()].sort(), `concepts in docs/glossary/${code}.md`).toEqual(Object.keys(CONCEPTS).sort())
    const texts = Object.entries(strings(code)).flatMap(([key, translated]) => {
      const english = en[key] ?? en[key.replace(PLURAL, '_other')]
      return english === undefined ? [] : [{ name: key, english, translated }]
    })
    expect(offGlossary(glossary, texts)).toEqual([])
  })

  it("and the mock backend's messages use the same terms", () => {
    const texts = Object.entries(TRANSLATIONS[code as keyof typeof TRANSLATIONS])
      // The values a field accepts ("staked", "redeemed") are named as the request writes them.
      .filter(([english]) => english !== 'must be staked or redeemed')
      .map(([english, translated]) => ({ name: english, english, translated }))
    expect(offGlossary(glossaryOf(code), texts)).toEqual([])
  })
})

it('writes the percent sign one way in Arabic', () => {
  const values = Object.values(strings('ar')).join('\n')
  expect(values.includes('%') && values.includes('٪')).toBe(false)
})
