import { formatCoin, formatMoney, formatPercent, isSharedType, parseQuantity, priceLabelKey, purchaseCost, quantityLabelKey } from './model'

describe('mining rules', () => {
  it('reads a typed quantity as a whole number of at least 1', () => {
    expect(parseQuantity(' 3 ')).toBe('3')
    expect(parseQuantity('12')).toBe('12')
    for (const bad of ['', ' ', '0', '00', '1.5', '-1', '1e3', 'abc', '٣']) expect(parseQuantity(bad), bad).toBeNull()
  })

  it('sells joint venture and share machines by the share, the others whole', () => {
    expect(['mining', 'jointVenture', 'rent', 'share'].map((t) => isSharedType(t as never))).toEqual([false, true, false, true])
    expect(quantityLabelKey('share')).toBe('mining.buy.shares')
    expect(quantityLabelKey('rent')).toBe('mining.buy.quantity')
    expect(priceLabelKey({ type: 'rent' })).toBe('mining.field.rent')
    expect(priceLabelKey({ type: 'jointVenture' })).toBe('mining.field.sharePrice')
    expect(priceLabelKey({ type: 'mining' })).toBe('mining.field.price')
  })

  it('prices a purchase exactly and shows amounts truncated, never rounded up', () => {
    expect(purchaseCost({ price: '4800', serviceFee: '96' }, '2')).toEqual({ cost: '9600', fee: '192', total: '9792' })
    expect(purchaseCost({ price: '0.1', serviceFee: '0.2' }, '3')).toEqual({ cost: '0.3', fee: '0.6', total: '0.9' })
    expect(formatMoney('1234.567')).toBe('1,234.56')
    expect(formatCoin('0.123456789')).toBe('0.12345678')
    expect(formatPercent('33.50')).toBe('33.5')
  })
})
