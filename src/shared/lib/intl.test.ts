import { dateTimeFormat, listFormat, relativeTimeFormat } from './intl'

describe('kept Intl formatters', () => {
  it('hands out one formatter per locale and options', () => {
    expect(dateTimeFormat('fr-u-nu-latn', { dateStyle: 'medium' })).toBe(dateTimeFormat('fr-u-nu-latn', { dateStyle: 'medium' }))
    expect(dateTimeFormat('fr-u-nu-latn', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('de-u-nu-latn', { dateStyle: 'medium' }))
    expect(dateTimeFormat('fr-u-nu-latn', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('fr-u-nu-latn', { dateStyle: 'short' }))
  })

  it('formats in the locale and options asked for', () => {
    const at = new Date(Date.UTC(2026, 10, 8, 12))
    expect(dateTimeFormat('en-u-nu-latn', { dateStyle: 'medium', timeZone: 'UTC' }).format(at)).toBe('Nov 8, 2026')
    expect(dateTimeFormat('fr-u-nu-latn', { dateStyle: 'medium', timeZone: 'UTC' }).format(at)).toBe('8 nov. 2026')
    expect(relativeTimeFormat('en', { numeric: 'auto' }).format(-2, 'minute')).toBe('2 minutes ago')
    expect(listFormat('en', { type: 'conjunction' }).format(['BTC', 'ETH', 'TRX'])).toBe('BTC, ETH, and TRX')
  })
})
