import { LANGUAGES } from '@/shared/i18n/languages'
import { RPC } from '@/shared/api/rpc-codes'
import { announcementIn, CONTENT, textIn } from './content'
import { seed, MARKET_INSTRUMENTS } from './seed'
import { SEED_ANNOUNCEMENTS } from './seed-announcements'
import { rpc, speak } from './handlers/test-client'

const tagsOf = (html: string) => (html.replace(/ alt="[^"]*"/g, '').match(/<[^>]+>/g) ?? []).join('')
const seedDb = seed()
// Every seed text with a word to translate; model names, chip codes and weights stay as they are.
const seedTexts = [
  ...seedDb.machines.flatMap((m) => [m.name, m.environment, m.size]),
  ...MARKET_INSTRUMENTS.map((i) => i.name),
  ...seedDb.config.chains.map((c) => c.name),
].filter((text) => /[a-z]{3,}/.test(text.replace(/^(Antminer|WhatsMiner)[\w ]*$/, '')))

describe('mock seed content', () => {
  it('exists in every other language: each text with words (a name may stay as it is), each announcement with the tags of its English', () => {
    const others = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en')
    expect(Object.keys(CONTENT).sort()).toEqual([...others].sort())
    for (const [lang, content] of Object.entries(CONTENT)) {
      for (const text of seedTexts) expect(content.texts[text]?.trim(), `${lang}: ${text}`).toBeTruthy()
      for (const a of SEED_ANNOUNCEMENTS) {
        const translated = content.announcements[a.id]
        expect(translated?.title.trim(), `${lang}: ${a.id}`).toBeTruthy()
        expect(translated.title, `${lang}: ${a.id}`).not.toBe(a.title)
        expect(tagsOf(translated.html), `${lang}: ${a.id}`).toBe(tagsOf(a.html))
      }
    }
  })

  it('falls back to the seed for English and any text without a translation', () => {
    expect(textIn('en', 'Gold')).toBe('Gold')
    expect(textIn('ja', 'Antminer S21 Pro')).toBe('Antminer S21 Pro')
    expect(textIn('ja', 'Gold')).toBe(CONTENT.ja.texts.Gold)
    expect(announcementIn('xx', SEED_ANNOUNCEMENTS[0]).title).toBe(SEED_ANNOUNCEMENTS[0].title)
  })

  it('is what the mock answers after E0001, and English again after E0001 en', async () => {
    await speak('ar')
    const quotes = await rpc(RPC.marketList, { category: 'gold' })
    expect(quotes.list.find((q) => q.symbol === 'XAUUSD')?.name).toBe(CONTENT.ar.texts.Gold)
    const one = await rpc(RPC.announcements, { id: 'N1012' })
    expect(one).toMatchObject({ title: CONTENT.ar.announcements.N1012.title })
    expect('html' in one && one.html).toContain('data:image/svg+xml')
    const config = await rpc(RPC.globalConfig)
    expect(config.chains.map((c) => c.name)).toContain(CONTENT.ar.texts['TRON (TRC20)'])
    const machine = await rpc(RPC.machineDetail, { id: 'R201' })
    expect(machine).toMatchObject({ name: CONTENT.ar.texts['Antminer S19 XP · 30-day rental'], environment: CONTENT.ar.texts['5–40 °C, 10–90% RH, air-cooled'] })

    await speak('en')
    expect((await rpc(RPC.machineDetail, { id: 'R201' })).name).toBe('Antminer S19 XP · 30-day rental')
  })
})
