import { i18next, initI18n } from './i18n'
import { switchLanguage } from './switch-language'

// A value inside a translated sentence keeps its own reading order in Arabic: an address, an
// amount or a date does not pull the words around it out of place. The Arabic strings isolate
// every placeholder (U+2068 FIRST STRONG ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE, as <bdi>
// does; test/locales.test.ts checks each one), so the filled sentence does.

describe('values in sentences', () => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

  it('are isolated from the text around them in a right-to-left language', async () => {
    await initI18n('ar')
    await switchLanguage('ar')
    const said = i18next.t('wallet.account', { address })
    expect(said).toContain(`\u2068${address}\u2069`)
    expect(said).toBe(i18next.getResource('ar', 'translation', 'wallet.account').replace('{{address}}', address))
  })

  it('are left as they are in a left-to-right language', async () => {
    await initI18n('en')
    await switchLanguage('en')
    expect(i18next.t('wallet.account', { address })).toBe(`Wallet ${address}`)
  })
})
