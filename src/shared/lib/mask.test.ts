import fc from 'fast-check'
import { maskMiddle } from './mask'

describe('maskMiddle', () => {
  it('keeps the first and last 4 characters of long strings', () => {
    expect(maskMiddle('0x1234567890abcdef')).toBe('0x12***cdef')
    expect(maskMiddle('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe('TQn9***bLSE')
    expect(maskMiddle('12345678901')).toBe('1234***8901')
  })

  it('leaves strings of 10 characters or fewer unchanged', () => {
    expect(maskMiddle('1234567890')).toBe('1234567890')
    expect(maskMiddle('abc')).toBe('abc')
    expect(maskMiddle('')).toBe('')
  })

  it('counts characters, not UTF-16 units', () => {
    expect(maskMiddle('😀😀😀😀😀')).toBe('😀😀😀😀😀')
    expect(maskMiddle('😀bcdefghijk😀')).toBe('😀bcd***ijk😀')
  })

  it('returns an empty string for non-strings', () => {
    for (const bad of [null, undefined, 12345678901, {}, []]) expect(maskMiddle(bad)).toBe('')
  })

  it('holds for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), (s) => {
        const out = maskMiddle(s)
        if (s.length <= 10) expect(out).toBe(s)
        else expect(out).toBe(`${s.slice(0, 4)}***${s.slice(-4)}`)
      }),
    )
  })
})
