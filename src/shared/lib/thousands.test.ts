import { groupThousands, isNegative } from './thousands'

describe('groupThousands', () => {
  it('groups the integer part of a plain decimal string and keeps its fraction as sent', () => {
    expect(groupThousands('95433.93')).toBe('95,433.93')
    expect(groupThousands('-1234567.8900')).toBe('-1,234,567.8900')
    expect(groupThousands('999')).toBe('999')
    expect(groupThousands('1.08421')).toBe('1.08421')
  })
  it('leaves anything else as it is', () => {
    expect(groupThousands('1e21')).toBe('1e21')
    expect(groupThousands('')).toBe('')
    expect(groupThousands('abc')).toBe('abc')
  })
})

describe('isNegative', () => {
  it('is true only below zero', () => {
    expect(isNegative('-0.40')).toBe(true)
    expect(isNegative('-5')).toBe(true)
    expect(isNegative('-0.00')).toBe(false)
    expect(isNegative('0')).toBe(false)
    expect(isNegative('+1.25')).toBe(false)
  })
})
