import { formatCoin, formatMoney, formatPercent, parseQuantity } from './format'

describe('format', () => {
  it('reads a typed quantity as a whole number of at least 1', () => {
    expect(parseQuantity(' 3 ')).toBe('3')
    expect(parseQuantity('12')).toBe('12')
    for (const bad of ['', ' ', '0', '00', '1.5', '-1', '1e3', 'abc', '٣']) expect(parseQuantity(bad), bad).toBeNull()
  })

  it('shows amounts truncated, never rounded up', () => {
    expect(formatMoney('1234.567')).toBe('1,234.56')
    expect(formatCoin('0.123456789')).toBe('0.12345678')
    expect(formatCoin(7663)).toBe('7,663')
    expect(formatPercent('33.50')).toBe('33.5')
  })
})
