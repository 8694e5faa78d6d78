import { asciiDigits } from './typed-digits'

describe('asciiDigits', () => {
  it('reads Arabic-Indic, extended Arabic-Indic and full-width digits as the digits they are', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(asciiDigits('０１２３４５６７８９')).toBe('0123456789')
  })

  it('reads the Arabic and full-width decimal separators as a point', () => {
    expect(asciiDigits('١٢٫٥')).toBe('12.5')
    expect(asciiDigits('１２．５')).toBe('12.5')
  })

  it('leaves ASCII, grouping marks and anything else as typed', () => {
    expect(asciiDigits('1234.50')).toBe('1234.50')
    expect(asciiDigits('١٬٥٠٠')).toBe('1٬500')
    expect(asciiDigits('1,5')).toBe('1,5')
    expect(asciiDigits('-3a')).toBe('-3a')
    expect(asciiDigits('')).toBe('')
  })
})
